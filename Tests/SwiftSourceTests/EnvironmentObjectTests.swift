import LayoutEngine
import SwiftSource
import Testing

/// What views above put in the environment reaches the views below: objects by type
/// (`.environment(model)` to `@Environment(Model.self)`, `.environmentObject(store)` to
/// `@EnvironmentObject`), values by key path, the nearest setter deciding, and what the app's scene
/// sets reaching every screen.
@Suite struct EnvironmentObjectTests {
    private func texts(_ source: String, screen name: String) throws -> (texts: [String], standIns: Int) {
        try #require(FoundationFormatterTests.texts(source, screen: name))
    }

    private let models = """
        import SwiftUI
        @Observable final class Account {
            var name: String
            init(name: String) { self.name = name }
        }
        final class Cart: ObservableObject {
            @Published var count = 3
        }
        struct Greeting: View {
            @Environment(Account.self) private var account
            @EnvironmentObject var cart: Cart
            var body: some View { VStack { Text("Hi \\(account.name)"); Text("\\(cart.count) items") } }
        }
        """

    @Test func objectsReachTheViewsBelowAndTheNearestDecides() throws {
        let source =
            models + """
                struct Home: View {
                    var body: some View {
                        VStack {
                            Greeting()
                            Greeting().environment(Account(name: "Noor"))
                        }
                        .environment(Account(name: "Ada"))
                        .environmentObject(Cart())
                    }
                }
                """
        let result = try texts(source, screen: "Home")
        #expect(result.texts == ["Hi Ada", "3 items", "Hi Noor", "3 items"])
        #expect(result.standIns == 0)
    }

    @Test func aPreviewsEnvironmentReachesItsView() throws {
        let source =
            models + """
                #Preview("Greeting") { Greeting().environment(Account(name: "Lin")).environmentObject(Cart()) }
                """
        #expect(try texts(source, screen: "Greeting").texts == ["Hi Lin", "3 items"])
    }

    @Test func valuesForAKeyPathOverrideTheKeysDefault() throws {
        let source = """
            import SwiftUI
            extension EnvironmentValues { @Entry var plan: String = "Free" }
            struct Badge: View {
                @Environment(\\.plan) private var plan
                var body: some View { Text(plan) }
            }
            struct Plans: View {
                var body: some View { VStack { Badge(); Badge().environment(\\.plan, "Supporter") } }
            }
            """
        #expect(try texts(source, screen: "Plans").texts == ["Free", "Supporter"])
    }

    @Test func whatTheAppsSceneSetsReachesEveryScreen() throws {
        // The scene is a computed property of the app, and a view modifier of the project sets the objects.
        let source =
            models + """
                extension View {
                    func withDependencies(account: Account, cart: Cart) -> some View {
                        environment(account).environmentObject(cart)
                    }
                }
                @main struct Shop: App {
                    @State private var account = Account(name: "Sam")
                    @StateObject private var cart = Cart()
                    var body: some Scene { mainScene }
                    var mainScene: some Scene {
                        WindowGroup { Greeting().withDependencies(account: account, cart: cart) }
                    }
                }
                #Preview("Greeting") { Greeting() }
                """
        #expect(try texts(source, screen: "Greeting").texts == ["Hi Sam", "3 items"])
    }

    @Test func anObjectNoViewProvidesStandsIn() throws {
        let source = models + "\n#Preview(\"Greeting\") { Greeting() }"
        let result = try texts(source, screen: "Greeting")
        #expect(result.standIns == 2)
    }
}
