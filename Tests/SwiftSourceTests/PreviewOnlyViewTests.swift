import LayoutEngine
import SwiftSource
import Testing

/// A project view that no code of the app refers to (only its previews and tests do) is marked on
/// its screens; a view the app shows, a public view (a library's users show it) and the app's
/// root are not.
@Suite struct PreviewOnlyViewTests {
    private func screens(_ sources: [(String, String)]) -> [SimulatedScreen] {
        SwiftUIProject(sources: sources.map { (path: $0.0, text: $0.1) }).screens(profiles: [.asWritten])
    }

    static let views = """
        import SwiftUI
        struct OldCard: View {
            var body: some View { Text("Breaking news") }
        }
        struct NewCard: View {
            var body: some View { Text("Top story") }
        }
        public struct LibraryCard: View {
            public var body: some View { Text("From a package") }
        }
        #Preview("Old") { OldCard() }
        #Preview("New") { NewCard() }
        #Preview("Library") { LibraryCard() }
        """

    static let app = """
        import SwiftUI
        @main
        struct NewsApp: App {
            var body: some Scene { WindowGroup { Home() } }
        }
        struct Home: View {
            var body: some View { VStack { NewCard() } }
        }
        """

    @Test func withoutTheAppNothingIsMarked() throws {
        // A feature folder checked on its own: the app that shows its views is elsewhere.
        let screens = screens([("Feature/Cards.swift", Self.views)])
        #expect(screens.allSatisfy { $0.shownOnlyByPreviews == nil })
    }

    @Test func aUIKitAppDelegateIsTheAppToo() throws {
        let delegate = "import UIKit\n@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n"
        let screens = screens([("App/Cards.swift", Self.views), ("App/AppDelegate.swift", delegate)])
        #expect(screens.first { $0.name == "Old" }?.shownOnlyByPreviews == "OldCard")
        #expect(screens.first { $0.name == "New" }?.shownOnlyByPreviews == "NewCard")
    }

    @Test func onlyTheViewNoAppCodeShowsIsMarked() throws {
        let screens = screens([
            ("App/Cards.swift", Self.views), ("App/NewsApp.swift", Self.app),
            ("AppTests/CardTests.swift", "import SwiftUI\nlet snapshot = OldCard()\n"),
        ])
        func marked(_ name: String) throws -> String? { try #require(screens.first { $0.name == name }).shownOnlyByPreviews }
        #expect(try marked("Old") == "OldCard")
        #expect(try marked("New") == nil)
        #expect(try marked("Library") == nil)
        #expect(try marked("Home") == nil)
    }

    @Test func aViewOnlyAMacClauseShowsIsNotShownOnAnIPhone() throws {
        // The scene shows `SplitView` on the Mac and `Tabs` everywhere else: on an iPhone only its preview does.
        let app = """
            import SwiftUI
            @main
            struct MoviesApp: App {
                #if targetEnvironment(macCatalyst)
                var body: some Scene { WindowGroup { SplitView() } }
                #else
                var body: some Scene { WindowGroup { Tabs() } }
                #endif
            }
            struct SplitView: View { var body: some View { Text("Sidebar") } }
            struct Tabs: View { var body: some View { Text("Tabs") } }
            #Preview("Split") { SplitView() }
            #Preview("Tabs") { Tabs() }
            """
        let screens = screens([("App/MoviesApp.swift", app)])
        #expect(screens.first { $0.name == "Split" }?.shownOnlyByPreviews == "SplitView")
        #expect(screens.first { $0.name == "Tabs" }?.shownOnlyByPreviews == nil)
    }
}
