import LayoutEngine
import SwiftSource
import Testing

/// `extension A.B` extends the nested type `B` of `A` when the project declares `A`, and otherwise
/// the type `B` of module `A`: a package that imports `Models` writes `extension Models.Visibility`.
@Suite struct QualifiedExtensionTests {
    private func texts(_ sources: [(path: String, text: String)], screen name: String) throws -> [String] {
        let screens = SwiftUIProject(sources: sources).screens(profiles: [.asWritten])
        let screen = try #require(screens.first { $0.name == name })
        return screen.root.outline(locations: false).split(separator: "\n").compactMap { line in
            guard let start = line.firstIndex(of: "\""), let end = line.lastIndex(of: "\""), start < end else { return nil }
            return String(line[line.index(after: start)..<end])
        }
    }

    @Test func anExtensionOfAModuleQualifiedTypeAddsToTheType() throws {
        // The extension's file sorts before the declaration's, as `Packages/A…` before `Packages/M…`.
        let models = """
            public enum Visibility: String, CaseIterable { case pub = "public", unlisted }
            """
        let titles = """
            import Models
            import SwiftUI
            extension Models.Visibility {
                public var title: String {
                    switch self {
                    case .pub: "Everyone"
                    case .unlisted: "Quiet public"
                    }
                }
            }
            struct VisibilityList: View {
                var body: some View { VStack { ForEach(Visibility.allCases, id: \\.rawValue) { Text($0.title) } } }
            }
            """
        let sources = [(path: "Packages/App/Titles.swift", text: titles), (path: "Packages/Models/Visibility.swift", text: models)]
        #expect(try texts(sources, screen: "VisibilityList") == ["Everyone", "Quiet public"])
    }

    @Test func anExtensionOfANestedTypeStaysWithThatType() throws {
        // `Feed.Style` is the feed's own nested type, read after its extension; a top-level
        // `Style` of the same name is a different type.
        let feed = """
            import SwiftUI
            struct Feed { enum Style { case compact } }
            enum Style { case large }
            struct StyleLabel: View { var body: some View { Text(Feed.Style.compact.caption) } }
            """
        let captions = """
            extension Feed.Style { var caption: String { "Compact" } }
            """
        let sources = [(path: "App/A.swift", text: captions), (path: "App/Feed.swift", text: feed)]
        #expect(try texts(sources, screen: "StyleLabel") == ["Compact"])
    }

    @Test func aTopLevelTypeKeepsItsNameWhenANestedTypeOfThatNameIsReadFirst() throws {
        // `Home.Settings` is read before the top-level `Settings` view (its file sorts first): the
        // bare name `Settings` is the top-level view, whose body shows its own texts.
        let home = """
            import SwiftUI
            struct Home { struct Settings { var title = "Nested" } }
            """
        let settings = """
            import SwiftUI
            struct Settings: View {
                var title = "Preferences"
                var body: some View { Text(title) }
            }
            struct SettingsScreen: View { var body: some View { Settings() } }
            """
        let sources = [(path: "App/A.swift", text: home), (path: "App/Settings.swift", text: settings)]
        #expect(try texts(sources, screen: "SettingsScreen") == ["Preferences"])
    }

    @Test func aNestedStateDoesNotTakeSwiftUIsName() throws {
        // A reducer's nested `State` is `State` inside its feature; elsewhere `State(initialValue:)` is SwiftUI's.
        let sources = [
            (
                path: "App/Feature.swift",
                text: """
                import SwiftUI
                struct Feature { struct State { var title = "Reducer state" } }
                struct Counter: View {
                    @State private var label: String
                    init(label: String) { _label = State(initialValue: label) }
                    var body: some View { Text(label) }
                }
                struct CounterScreen: View { var body: some View { Counter(label: "Count") } }
                """
            )
        ]
        #expect(try texts(sources, screen: "CounterScreen") == ["Count"])
    }
}
