import Audit
import Checking
import Findings
import ReflowCommands
import SwiftSource
import Testing

/// A finding whose cause is written in a preview's own code is a note that says so: previews do
/// not ship. The same cause in the app's view stays what the audit says.
@Suite struct PreviewCodeTests {
    static let source = """
        import SwiftUI
        struct Banner: View {
            var body: some View {
                VStack {
                    Text("Payment failed. Your card was declined.").lineLimit(1)
                    Spacer()
                }
            }
        }
        #Preview("Banner with filler") {
            VStack {
                Text("Filler text written only for this preview, long enough to be cut on one line.").lineLimit(1)
                Banner()
            }
        }
        """

    @Test func previewCodeIsFoundByItsLines() {
        let project = SwiftUIProject(sources: [(path: "App/Banner.swift", text: Self.source)])
        #expect(project.previewCode == [PreviewCode(file: "App/Banner.swift", lines: 10...15)])
        #expect(project.previewCode.first?.description == "Banner.swift:10-15")
    }

    @Test func aCauseInThePreviewIsANoteAndOneInTheViewIsNot() throws {
        let project = SwiftUIProject(sources: [(path: "App/Banner.swift", text: Self.source)])
        let checker = ProjectChecker(
            configuration: AuditConfiguration(categories: [.large, .accessibility3]), profiles: [.asWritten],
            screenNames: ["Banner with filler"])
        let findings = try checker.check(project).findings.filter { $0.checkID == "truncated-text" }
        let filler = try #require(findings.first { $0.sourceLocation?.line == 12 })
        #expect(filler.severity == .note)
        #expect(filler.message.contains(" Its cause is in the preview's own code (Banner.swift:10-15), which the app does not ship."))
        let banner = try #require(findings.first { $0.sourceLocation?.line == 5 })
        #expect(banner.severity != .note)
        #expect(!banner.message.contains("preview's own code"))
    }
}

/// A text with no line limit is cut by the height it is given: when only a preview's frame gives that
/// height, the app, which gives the view the room it needs, shows it whole, and the finding is a note.
@Suite struct PreviewFrameTests {
    @Test func aTextCutOnlyByThePreviewsFrameIsANote() throws {
        let source = """
            import SwiftUI
            struct FileCell: View {
                var body: some View {
                    VStack(alignment: .leading) {
                        Text("Wikipedia, the free encyclopedia").font(.headline)
                        Text("Updated on March 12, 2026, in English and in French").font(.caption)
                    }
                }
            }
            struct Library: View {
                var body: some View {
                    VStack {
                        FileCell().frame(height: 40)
                        Spacer()
                    }
                }
            }
            #Preview("Cell") { FileCell().frame(width: 300, height: 40) }
            """
        let project = SwiftUIProject(sources: [(path: "App/FileCell.swift", text: source)])
        func cut(on screen: String) throws -> Finding {
            let checker = ProjectChecker(
                configuration: AuditConfiguration(categories: [.large, .accessibility3]), profiles: [.asWritten], screenNames: [screen])
            return try #require(
                try checker.check(project).findings.first { $0.checkID == "truncated-text" && $0.sourceLocation?.line == 6 })
        }
        // Reported at the text on both screens, caused by the preview's frame (line 18) on one and by the app's (line 13) on the other.
        let inPreview = try cut(on: "Cell")
        #expect(inPreview.causeLocation?.line == 18 && inPreview.severity == .note)
        #expect(inPreview.message.contains("Its cause is in the preview's own code (FileCell.swift:18)"))
        let inApp = try cut(on: "Library")
        #expect(inApp.causeLocation?.line == 13 && inApp.severity == .error)
        #expect(!inApp.message.contains("preview's own code"))
    }
}

/// A finding in a view only previews show is at most a warning and says so.
@Suite struct PreviewOnlyFindingTests {
    @Test func anErrorInAViewNoAppCodeShowsIsAWarningThatSaysWhy() throws {
        let source = """
            import SwiftUI
            struct OldBanner: View {
                var body: some View {
                    VStack {
                        Text("Payment failed. Your card was declined.").lineLimit(1).frame(width: 200)
                        Spacer()
                    }
                }
            }
            #Preview("Old banner") { OldBanner() }
            @main
            struct BankApp: App {
                var body: some Scene { WindowGroup { Text("Accounts") } }
            }
            """
        let checker = ProjectChecker(configuration: AuditConfiguration(categories: [.large, .accessibility3]), profiles: [.asWritten])
        let findings = try checker.check(SwiftUIProject(sources: [(path: "App/OldBanner.swift", text: source)])).findings
        let cut = try #require(findings.first { $0.checkID == "truncated-text" })
        #expect(cut.severity == .warning)
        #expect(cut.message.hasSuffix(" Only previews and tests show OldBanner in an iPhone build; no code of the app does."))
    }
}

/// A WidgetKit preview is simulated in its family's size with its timeline's first entry; what
/// breaks in it is at most a warning, since WidgetKit's own limits on widget text are not simulated.
@Suite struct WidgetPreviewTests {
    static let source = """
        import SwiftUI
        import WidgetKit
        struct HeadlineEntry: TimelineEntry { let date: Date; let headline: String }
        struct HeadlineView: View {
            let entry: HeadlineEntry
            var body: some View {
                VStack(alignment: .leading) {
                    Text("Top story")
                    Text(entry.headline).lineLimit(1)
                }
            }
        }
        struct HeadlineWidget: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "headline", provider: Provider()) { entry in
                    HeadlineView(entry: entry).containerBackground(.fill, for: .widget)
                }
                .supportedFamilies([.systemMedium])
            }
        }
        #Preview(as: .systemMedium) {
            HeadlineWidget()
        } timeline: {
            HeadlineEntry(date: .now, headline: "Parliament passes the long-debated infrastructure and climate package")
        }
        """

    @Test func theWidgetIsLaidOutInItsFamilysSizeWithTheFirstEntry() throws {
        let screens = SwiftUIProject(sources: [(path: "Widgets/HeadlineWidget.swift", text: Self.source)]).screens(profiles: [.asWritten])
        let widget = try #require(screens.first)
        #expect(widget.widgetFamily == "systemMedium")
        #expect(widget.systemSurface == "a systemMedium widget")
        let outline = widget.root.outline(locations: false)
        #expect(outline.hasPrefix("clipped\n  frame(width: 338, height: 158)"))
        #expect(outline.contains("Text \"Parliament passes the long-debated infr…\" role=body"))
        #expect(widget.coverage.notes.contains { $0.contains("previewed as a systemMedium widget") })
    }

    @Test func theTimelinesLetsAreMadeBeforeItsFirstEntry() throws {
        let source = Self.source.replacingOccurrences(
            of: #"HeadlineEntry(date: .now, headline: "Parliament passes the long-debated infrastructure and climate package")"#,
            with: """
                let story = "Rain"
                let headline = story + " expected all weekend"
                HeadlineEntry(date: .now, headline: headline)
                HeadlineEntry(date: .now, headline: "Later")
                """)
        let screens = SwiftUIProject(sources: [(path: "Widgets/HeadlineWidget.swift", text: source)]).screens(profiles: [.asWritten])
        let widget = try #require(screens.first)
        #expect(widget.root.outline(locations: false).contains("Text \"Rain expected all weekend\" role=body"))
    }

    @Test func aCutInAWidgetIsAtMostAWarningThatSaysWhy() throws {
        let checker = ProjectChecker(configuration: AuditConfiguration(categories: [.large, .accessibility3]), profiles: [.asWritten])
        let findings = try checker.check(SwiftUIProject(sources: [(path: "Widgets/HeadlineWidget.swift", text: Self.source)])).findings
        let cut = try #require(findings.first { $0.checkID == "truncated-text" })
        #expect(cut.severity == .warning)
        #expect(cut.message.hasSuffix(" In a systemMedium widget: how far WidgetKit lets its text grow is not simulated."))
    }
}

/// A Live Activity preview runs the widget's `ActivityConfiguration` closure for the presentation it
/// names, with the first content state, in the room the system gives that presentation.
@Suite struct LiveActivityPreviewTests {
    static let source = """
        import SwiftUI
        import WidgetKit
        import ActivityKit
        struct DeliveryAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable { var courier: String; var stop: String }
            var orderID: String
        }
        struct DeliveryActivity: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: DeliveryAttributes.self) { context in
                    HStack {
                        Text("Order \\(context.attributes.orderID)").font(.headline)
                        Spacer()
                        Text(context.state.courier).lineLimit(1)
                    }
                    .padding()
                    .activityBackgroundTint(.black)
                } dynamicIsland: { context in
                    DynamicIsland {
                        DynamicIslandExpandedRegion(.leading) { Text("Order") }
                        DynamicIslandExpandedRegion(.bottom) { Text(context.state.stop).lineLimit(1) }
                    } compactLeading: {
                        Image(systemName: "bicycle")
                    } compactTrailing: {
                        Text("4 min").frame(width: 40)
                    } minimal: {
                        Image(systemName: "bicycle")
                    }
                    .keylineTint(.green)
                }
            }
        }
        #Preview("Lock Screen", as: .content, using: DeliveryAttributes(orderID: "4471")) {
            DeliveryActivity()
        } contentStates: {
            DeliveryAttributes.ContentState(courier: "Maximilian Oberhauser-Grünewald", stop: "Left at the reception of the north entrance")
            DeliveryAttributes.ContentState(courier: "Ann", stop: "Door")
        }
        struct DeliveryActivity_Previews: PreviewProvider {
            static let attributes = DeliveryAttributes(orderID: "4471")
            static let state = DeliveryAttributes.ContentState(courier: "Ann", stop: "Left at the reception of the north entrance")
            static var previews: some View {
                attributes.previewContext(state, viewKind: .dynamicIsland(.compact)).previewDisplayName("Compact")
                attributes.previewContext(state, viewKind: .dynamicIsland(.expanded)).previewDisplayName("Expanded")
            }
        }
        """

    static func screens() -> [String: SimulatedScreen] {
        let screens = SwiftUIProject(sources: [(path: "Widgets/DeliveryActivity.swift", text: source)]).screens(profiles: [.asWritten])
        return Dictionary(screens.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    @Test func theLockScreenPresentationIs360WideAtMost160TallWithTheFirstState() throws {
        let lock = try #require(Self.screens()["Lock Screen"])
        #expect(lock.systemSurface == "a Live Activity on the Lock Screen")
        let outline = lock.root.outline(locations: false)
        #expect(outline.hasPrefix("clipped\n  frame(maxHeight: 160)\n    frame(width: 360, height: nil)"))
        #expect(outline.contains("Text \"Order 4471\""))
        #expect(outline.contains("Text \"Maximilian Oberhauser-Grünewald\""))
        #expect(lock.coverage.status == .simulated)
    }

    @Test func aProvidersPreviewContextShowsTheCompactSidesBesideTheCamera() throws {
        let compact = try #require(Self.screens()["Compact"])
        #expect(compact.systemSurface == "a Live Activity's compact Dynamic Island presentation")
        let outline = compact.root.outline(locations: false)
        #expect(outline.hasPrefix("HStack(center, spacing: 126.33)\n  clipped\n    frame(width: 52.33, height: 36.67)"))
        #expect(outline.contains("frame(width: 40, height: nil)\n        Text \"4 min\""))
    }

    @Test func theExpandedPresentationPutsLeadingBesideTheCameraAndBottomBelow() throws {
        let expanded = try #require(Self.screens()["Expanded"])
        let outline = expanded.root.outline(locations: false)
        #expect(outline.hasPrefix("clipped\n  frame(maxHeight: 160)\n    frame(width: 371, height: nil)\n      VStack(center, spacing: 0)"))
        #expect(outline.contains("Text \"Order\""))
        #expect(outline.contains("Text \"Left at the reception of the north entr…\""))
    }

    @Test func aCutInALiveActivityIsAtMostAWarningThatSaysWhere() throws {
        let checker = ProjectChecker(configuration: AuditConfiguration(categories: [.large, .accessibility5]), profiles: [.asWritten])
        let findings = try checker.check(SwiftUIProject(sources: [(path: "Widgets/DeliveryActivity.swift", text: Self.source)])).findings
        let cut = try #require(findings.first { $0.checkID == "truncated-text" && $0.message.contains("Lock Screen") })
        #expect(cut.severity == .warning)
        #expect(cut.message.hasSuffix(" In a Live Activity on the Lock Screen: how far WidgetKit lets its text grow is not simulated."))
    }
}
