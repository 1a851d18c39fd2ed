import LayoutEngine
import SwiftSource
import Testing

/// A screen is run once per content profile, but a later profile's run is not made when every text
/// the first profile's run showed would show the same way under it: these are the cases where some
/// text would not, and the later run must still be made.
@Suite struct ProfileRunTests {
    private static func shown(_ source: String) -> [String] {
        SwiftUIProject(sources: [(path: "App.swift", text: source)]).screens(profiles: [.asWritten, .translation], concurrency: 1).map {
            screen in
            let texts = NilCoalescingTests.textNodes(screen.root).compactMap { node -> String? in
                guard case .text(let string) = node.kind else { return nil }
                return string
            }
            return "\(screen.name) \(screen.profile.rawValue) \(screen.variant ?? "-"): \(texts.joined(separator: ", "))"
        }
    }

    @Test func aScreenOfLiteralsIsOneScreen() {
        // Literals with no translation stay as written: the translation run would be the same screen.
        #expect(
            Self.shown(
                """
                import SwiftUI
                struct Help: View { var body: some View { VStack { Text("Help"); Text("Call us") } } }
                """) == ["Help as-written -: Help, Call us"])
    }

    @Test func textFromDataGetsItsTranslationRun() {
        #expect(
            Self.shown(
                """
                import SwiftUI
                struct Profile: View {
                    var name = "Ada"
                    var body: some View { VStack { Text("Name"); Text(name) } }
                }
                """) == ["Profile as-written -: Name, Ada", "Profile translation -: Name, Ådáéé"])
    }

    @Test func aVariantWhoseBranchShowsDataGetsItsTranslationRun() {
        // The default branch shows only literals, the other shows a name: only that variant differs.
        let shown = Self.shown(
            """
            import SwiftUI
            enum Session { static var isGuest: Bool! }
            struct Greeting: View {
                var name = "Ada"
                var body: some View {
                    if Session.isGuest { Text("Sign in") } else { Text(name) }
                }
            }
            """)
        #expect(
            shown == [
                "Greeting as-written -: Sign in", "Greeting as-written if Session.isGuest: false: Ada",
                "Greeting translation if Session.isGuest: false: Ådáéé",
            ])
    }

    @Test func aStaticReadByAnEarlierScreenStillTellsTheProfilesApart() {
        // The banner's name is shown while the static is read, by the first screen to read it; the
        // other screen reuses that reading (one thread, in order), and must still get a translation run.
        let shown = Self.shown(
            """
            import SwiftUI
            struct Account { var name = "Ada" }
            enum Catalog { static let banner: Text = Text(Account().name) }
            struct Shelf: View { var body: some View { Catalog.banner } }
            struct Menu: View { var body: some View { VStack { Catalog.banner; Text("Menu") } } }
            """)
        #expect(
            shown == [
                "Menu as-written -: Ada, Menu", "Menu translation -: Ådáéé, Menu",
                "Shelf as-written -: Ada", "Shelf translation -: Ådáéé",
            ])
    }
}
