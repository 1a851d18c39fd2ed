import LayoutEngine
import SwiftSource
import Testing

/// What a screen's coverage counts: gaps by kind, texts by where their content came from, and
/// the status that follows.
@Suite struct CoverageTests {
    private func screen(_ source: String) throws -> SimulatedScreen {
        try #require(SwiftUIProject(sources: [(path: "View.swift", text: source)]).screens(profiles: [.asWritten]).first)
    }

    @Test func textsFromTheSourceAndStandInsAreCountedApart() throws {
        // A literal, an interpolation of a known constant and a known number come from the source;
        // a model's field the preview does not give is a stand-in, so is an interpolation of one.
        let coverage = try screen(
            """
            import SwiftUI
            let appName = "Reflow"
            struct Profile: View {
                let user: User
                var body: some View {
                    VStack {
                        Text("Settings")
                        Text("About \\(appName)")
                        Text(3)
                        Text(user.name)
                        Text("Signed in as \\(user.email)")
                    }
                }
            }
            #Preview { Profile(user: .current) }
            """
        ).coverage
        #expect(coverage.sourceTexts == 3)
        #expect(coverage.standInTexts == 2)
        #expect(coverage.status == .simulated)
    }

    @Test func rowsOfTheSameDataAreCountedOncePerRow() throws {
        // Three identical placeholders reuse the first row's views; the counts are what interpreting
        // each row would give: 3 x (Text, Spacer, fonts, an unknown modifier) inside one HStack each.
        func list(_ items: String) throws -> SimulatedScreen {
            try screen(
                """
                import SwiftUI
                struct Item { var title = "Placeholder"; static func placeholders() -> [Item] { \(items) } }
                struct Feed: View {
                    var body: some View {
                        List {
                            ForEach(Item.placeholders()) { item in
                                HStack { Text(item.title).font(.headline).sparkle(); Spacer() }
                            }
                        }
                    }
                }
                #Preview { Feed() }
                """)
        }
        let same = try list("[Item(), Item(), Item()]")
        let different = try list(#"[Item(title: "a"), Item(title: "b"), Item(title: "c")]"#)
        #expect(same.root.outline(locations: false).components(separatedBy: "Text \"Placeholder\"").count == 4)
        #expect(same.coverage.interpreted == different.coverage.interpreted)
        #expect(same.coverage.uninterpreted == 3)
        #expect(same.coverage.gapCounts == different.coverage.gapCounts)
        #expect(same.coverage.fontsRead == 3)
        #expect(same.coverage.sourceTexts == 3)
    }

    @Test func rowsThatLabelTabsAreInterpretedEachTime() throws {
        // Three sample rows of unknown tabs: each row's `tabItem` gives the tab view one more label, so
        // the rows are not reused (reusing the views would not add the label again).
        let root = try screen(
            """
            import SwiftUI
            struct Tabs: View {
                var body: some View {
                    TabView {
                        ForEach(TabItem.allCases) { tab in
                            Text("Content").tabItem { Label(tab.title, systemImage: "house") }
                        }
                    }
                }
            }
            #Preview { Tabs() }
            """
        ).root
        #expect(root.outline(locations: false).components(separatedBy: "Sample title").count - 1 == 3)
    }

    @Test func standInTextsNameTheirPropertyInTheTree() throws {
        let root = try screen(
            """
            import SwiftUI
            struct Row: View {
                let item: Item
                var body: some View { Text(item.title.uppercased()) }
            }
            #Preview { Row(item: .sample) }
            """
        ).root
        // The value is unknown, so is its upper-case spelling: a stand-in for `title`.
        #expect(root.outline(locations: false).contains("Text \"Sample title\""))
        #expect(Self.standIns(in: root) == ["title"])
    }

    @Test func aPackagesModifierNamespaceOnAViewKeepsTheView() throws {
        // `.emojiText.size(12)`: a property of a view whose method is called next is a package's set of
        // modifiers, not data. The text stays, with the namespace counted as a modifier left out; a
        // property of a view read as data (`.isEmpty`) is still unknown, and shows nothing.
        let screen = try screen(
            """
            import SwiftUI
            struct Name: View {
                var body: some View {
                    VStack {
                        Text("Ada Lovelace").emojiText.size(12).font(.headline)
                        if Text("x").isEmpty { Text("empty") }
                    }
                }
            }
            #Preview { Name() }
            """)
        let outline = screen.root.outline(locations: false)
        #expect(outline.contains("Text \"Ada Lovelace\""))
        #expect(screen.coverage.sourceTexts >= 1)
        #expect(screen.coverage.gaps.map(\.subject).contains(".emojiText"))
        #expect(screen.coverage.gaps.map(\.subject).contains(".size"))
    }

    @Test func gapsAreCountedByKindAndNamedOnce() throws {
        let coverage = try screen(
            """
            import SwiftUI
            struct Place: View {
                var body: some View {
                    VStack {
                        MapView(region: .city)
                        MapView(region: .town)
                        Text("Berlin").sparkle().font(brandFont)
                    }
                }
            }
            """
        ).coverage
        #expect(coverage.count(.opaqueView) == 2)
        #expect(coverage.count(.ignoredModifier) == 1)
        #expect(coverage.count(.unreadFont) == 1)
        #expect(
            coverage.gaps == [
                CoverageGap(kind: .opaqueView, subject: "MapView"), CoverageGap(kind: .ignoredModifier, subject: ".sparkle"),
                CoverageGap(kind: .unreadFont, subject: "brandFont"),
            ])
        // Place, its VStack and the Text are interpreted; 4 things are not: 3 of 7 is under 90 %.
        #expect(coverage.interpreted == 3)
        #expect(coverage.uninterpreted == 4)
        #expect(coverage.status == .partial)
        #expect(coverage.reasons == ["2 opaque views", "1 ignored modifier", "1 unread font"])
    }

    @Test func modifiersThatTakeNoSpaceAreNoGap() throws {
        // Accessibility semantics, symbol animations and key presses change nothing laid out.
        let coverage = try screen(
            """
            import SwiftUI
            struct Player: View {
                var body: some View {
                    Image(systemName: "play.fill")
                        .accessibility(label: Text("Play"))
                        .symbolEffect(.bounce, value: 1)
                        .onKeyPress(.space) { .handled }
                        .accessibilityRespondsToUserInteraction(true)
                    Text("Now playing").scrollPosition(id: .constant(nil))
                }
            }
            """
        ).coverage
        #expect(coverage.gaps.isEmpty)
    }

    @Test func aScreenWithoutTextIsNotSimulatedNeverFullyCovered() throws {
        let coverage = try screen(
            """
            import SwiftUI
            struct Backdrop: View {
                var body: some View { Color.blue.ignoresSafeArea() }
            }
            """
        ).coverage
        #expect(coverage.status == .notSimulated)
        #expect(coverage.summary == "not simulated (no text to lay out)")
    }

    @Test func aScreenOfOneUnknownViewIsNotSimulated() throws {
        let coverage = try screen(
            """
            import SwiftUI
            struct Camera: View {
                var body: some View { CameraPreview() }
            }
            """
        ).coverage
        #expect(coverage.status == .notSimulated)
        #expect(coverage.share < Coverage.partialThreshold)
    }

    @Test func valuesOfPlatformTypesAreNotOpaqueViews() throws {
        // A formatter made in a closure, a subject, a binding: values, never views to box.
        let coverage = try screen(
            """
            import SwiftUI
            struct Feed: View {
                static let ago: RelativeDateTimeFormatter = {
                    let formatter = RelativeDateTimeFormatter()
                    return formatter
                }()
                let refresh = CurrentValueSubject<Int, Never>(0)
                var body: some View {
                    VStack {
                        Text("Updated")
                        Text(Self.ago.localizedString(for: .now, relativeTo: .now))
                        Toggle("Alerts", isOn: Binding(get: { true }, set: { _ in }))
                    }
                }
            }
            """
        ).coverage
        #expect(coverage.count(.opaqueView) == 0)
        #expect(!coverage.notes.contains { $0.contains("Reflow does not know") })
    }

    private static func standIns(in node: ViewNode) -> [String] {
        (node.traits.standInContent.map { [$0] } ?? []) + node.children.flatMap(standIns(in:))
    }
}
