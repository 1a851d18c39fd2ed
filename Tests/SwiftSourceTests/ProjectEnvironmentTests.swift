import LayoutEngine
import SwiftSource
import Testing

/// Values a design system derives from the environment and the screen: a custom environment key's
/// default, the screen's width, numeric helpers on `CGFloat`, a font helper that shadows SwiftUI's
/// `Font.custom` for its own name type, and a font transform kept in a stored closure.
@Suite struct ProjectEnvironmentTests {
    private func outline(_ source: String, screen: String) throws -> String {
        let screens = SwiftUIProject(sources: [(path: "App.swift", text: source)]).screens(profiles: [.asWritten])
        return try #require(screens.first { $0.name == screen && $0.variant == nil }).root.outline(locations: false)
    }

    private static let designSystem = """
        import SwiftUI
        public typealias FontName = Tagged<Font, String>
        extension FontName { public static let matterMedium: Self = "Matter-Medium" }
        extension Font {
            public static func custom(_ name: FontName, size: CGFloat) -> Self { .custom(name.rawValue, size: size) }
        }
        extension CGFloat { public static func grid(_ n: Int) -> Self { Self(n) * 4 } }
        public enum AdaptiveSize {
            case small, medium, large
            public var padding: CGFloat {
                switch self {
                case .small: return 0
                case .medium: return .grid(1)
                case .large: return .grid(2)
                }
            }
        }
        extension EnvironmentValues {
            public var adaptiveSize: AdaptiveSize {
                get { self[AdaptiveSizeKey.self] }
                set { self[AdaptiveSizeKey.self] = newValue }
            }
        }
        private struct AdaptiveSizeKey: EnvironmentKey {
            static var defaultValue: AdaptiveSize {
                switch UIScreen.main.bounds.width {
                case ..<375: return .small
                case ..<428: return .medium
                default: return .large
                }
            }
        }
        extension View {
            public func adaptiveFont(_ name: FontName, size: CGFloat, configure: @escaping (Font) -> Font = { $0 }) -> some View {
                self.modifier(AdaptiveFont(name: name.rawValue, size: size, configure: configure))
            }
        }
        private struct AdaptiveFont: ViewModifier {
            @Environment(\\.adaptiveSize) var adaptiveSize
            let name: String
            let size: CGFloat
            let configure: (Font) -> Font
            func body(content: Content) -> some View {
                content.font(self.configure(.custom(self.name, size: self.size + self.adaptiveSize.padding)))
            }
        }
        """

    /// A computed static is read once for every read from the same place (`SharedCalls.swift`): the
    /// screen's variant reuses the first run's reading, and still notes what reading it noted, that the
    /// screen is the iPhone 16's.
    @Test func aVariantReusingAReadingOfTheScreenSizeSaysSo() throws {
        let source = """
            import SwiftUI
            enum Metrics {
                static var padding: CGFloat {
                    let width = UIScreen.main.bounds.width
                    let columns = (width - 2 * 16) / 44
                    let gutter = max(4, min(12, width / 100 + columns / 4))
                    return width > 400 ? gutter * 2 : gutter
                }
            }
            struct Games: View {
                var body: some View {
                    VStack {
                        Text("Daily").font(.system(size: 16 + Metrics.padding))
                        if Settings.shared.showsScores { Text("Scores") }
                    }
                }
            }
            """
        let screens = SwiftUIProject(sources: [(path: "App.swift", text: source)]).screens(profiles: [.asWritten])
        #expect(screens.count == 2)
        for screen in screens {
            #expect(
                screen.coverage.notes.contains { $0.hasPrefix("UIScreen.main.bounds is read as the iPhone 16's") },
                "\(screen.variant ?? screen.name)")
        }
    }

    @Test func aCustomEnvironmentValueIsItsKeysDefaultOnTheCheckedPhone() throws {
        // The iPhone 16 is 393 pt wide: `..<428` is the medium size, 4 pt of padding (`.grid(1)`,
        // `Self(1) * 4`), so the 16 pt font is 20 pt; the transform kept in `configure` is called.
        let source =
            Self.designSystem + """
                struct Games: View {
                    var body: some View {
                        VStack {
                            Text("Daily challenge").adaptiveFont(.matterMedium, size: 16)
                            Text("Solo").font(.custom(.matterMedium, size: 14))
                            Text("Scores").font(.custom("Matter", size: 12))
                        }
                    }
                }
                """
        #expect(
            try outline(source, screen: "Games") == """
                VStack(center, spacing: nil)
                  font(.custom("Matter-Medium", size: 20, relativeTo: .body))
                    Text "Daily challenge" role=body
                  font(.custom("Matter-Medium", size: 14, relativeTo: .body))
                    Text "Solo" role=body
                  font(.custom("Matter", size: 12, relativeTo: .body))
                    Text "Scores" role=body

                """)
    }

    @Test func everyViewReadingAnEnvironmentDefaultGetsItAndSaysWhatItRead() throws {
        // The key's default is read once per place and reused: each use still gets 20 pt, and each variant
        // (the undecided `showsScores`) still says it read the screen size.
        let source =
            Self.designSystem + """
                struct Games: View {
                    var body: some View {
                        VStack {
                            Text("Daily").adaptiveFont(.matterMedium, size: 16)
                            if Settings.shared.showsScores { Text("Scores").adaptiveFont(.matterMedium, size: 16) }
                            Text("Solo").adaptiveFont(.matterMedium, size: 16)
                        }
                    }
                }
                """
        let screens = SwiftUIProject(sources: [(path: "App.swift", text: source)]).screens(profiles: [.asWritten])
            .filter { $0.name == "Games" }
        #expect(screens.count == 2)
        for screen in screens {
            var sizes: [Double] = []
            func visit(_ node: ViewNode) {
                if case .environment(.font(let font)) = node.kind, case .custom(_, let size, _) = font.source { sizes.append(size) }
                node.children.forEach(visit)
            }
            visit(screen.root)
            #expect(sizes.count >= 2 && sizes.allSatisfy { $0 == 20 }, "\(screen.variant ?? screen.name): \(sizes)")
            #expect(
                screen.coverage.notes.contains { $0.hasPrefix("UIScreen.main.bounds is read as the iPhone 16's") },
                "\(screen.variant ?? screen.name)")
        }
    }

    @Test func aNumberHelperGivesSpacingAndPadding() throws {
        // `.grid(8)` where SwiftUI takes a `CGFloat`: the project's `extension CGFloat` makes it 32 pt.
        let source = """
            import SwiftUI
            extension CGFloat { public static func grid(_ n: Int) -> Self { Self(n) * 4 } }
            struct Alert: View {
                var body: some View {
                    VStack(spacing: .grid(8)) { Text("Notify me"); Text("Not now") }
                        .padding(.top, .grid(4))
                        .padding(.grid(8))
                }
            }
            """
        #expect(
            try outline(source, screen: "Alert") == """
                padding(32, 32, 32, 32)
                  padding(16, 0, 0, 0)
                    VStack(center, spacing: 32)
                      Text "Notify me" role=body
                      Text "Not now" role=body

                """)
    }

    @Test func thePhoneIsAPhone() throws {
        // Reflow checks an iPhone: iPad-only code is not a variant of the phone's screen.
        let source = """
            import SwiftUI
            struct Idiom: View {
                var body: some View {
                    if UIDevice.current.userInterfaceIdiom == .pad { Text("iPad layout") } else { Text("Phone layout") }
                }
            }
            """
        let screens = SwiftUIProject(sources: [(path: "App.swift", text: source)]).screens(profiles: [.asWritten])
        #expect(screens.map { $0.root.outline(locations: false) } == ["Text \"Phone layout\" role=body\n"])
        // Also through an app's own shorthand, which reads `current` bare inside its extension of `UIDevice`.
        let shorthand = """
            import SwiftUI
            extension UIDevice {
                static var isTV: Bool { current.userInterfaceIdiom == .tv }
            }
            struct Idiom: View {
                var body: some View { Text("Connect").frame(maxWidth: UIDevice.isTV ? 400 : 250) }
            }
            """
        let read = SwiftUIProject(sources: [(path: "App.swift", text: shorthand)]).screens(profiles: [.asWritten])
        #expect(read.map { $0.root.outline(locations: false) } == ["frame(maxWidth: 250)\n  Text \"Connect\" role=body\n"])
    }

    @Test func anEntryIsItsInitialValueAndNumbersConvert() throws {
        let source = """
            import SwiftUI
            extension EnvironmentValues { @Entry var cardPadding: CGFloat = 12 }
            struct Card: View {
                @Environment(\\.cardPadding) private var cardPadding
                var body: some View {
                    Text("Total").padding(cardPadding).frame(width: CGFloat(Int(80.9)), height: Double("44") ?? 10)
                }
            }
            """
        #expect(
            try outline(source, screen: "Card") == """
                frame(width: 80, height: 44)
                  padding(12, 12, 12, 12)
                    Text "Total" role=body

                """)
    }
}
