import LayoutEngine
import SwiftSource
import Testing

/// A stored static is initialised once, so every screen run reads the same value and counts what
/// reading it counted, whichever run read it first; a static whose value depends on a branch the
/// run chooses is read again by each run.
@Suite struct SharedStaticTests {
    private static let catalog = """
        import SwiftUI
        struct Donut { var name: String; var flavour: String }
        enum Catalog {
            static let donuts: [Donut] = [Donut(name: "Cosmos", flavour: "Sweet"), Donut(name: "Lemon Chocolate", flavour: "Sour")]
        }
        struct Shelf: View {
            var body: some View { VStack { ForEach(Catalog.donuts, id: \\.name) { Text($0.name) } } }
        }
        struct Menu: View {
            var body: some View { List { ForEach(Catalog.donuts, id: \\.name) { Text($0.flavour); Text($0.name) } } }
        }
        """

    private static func screens(_ source: String, only name: String? = nil) -> [SimulatedScreen] {
        SwiftUIProject(sources: [(path: "App.swift", text: source)]).screens(profiles: [.asWritten])
            .filter { name == nil || $0.name == name }
    }

    @Test func everyRunReadsTheSameValueAndCountsIt() throws {
        let together = Self.screens(Self.catalog)
        for name in ["Shelf", "Menu"] {
            let alone = try #require(Self.screens(Self.catalog, only: name).first)
            let shared = try #require(together.first { $0.name == name })
            #expect(NilCoalescingTests.textNodes(shared.root).count == NilCoalescingTests.textNodes(alone.root).count)
            #expect(shared.coverage == alone.coverage)
        }
        let menu = try #require(together.first { $0.name == "Menu" })
        let texts = NilCoalescingTests.textNodes(menu.root).compactMap { node -> String? in
            guard case .text(let string) = node.kind else { return nil }
            return string
        }
        #expect(texts == ["Sweet", "Cosmos", "Sour", "Lemon Chocolate"])
    }

    @Test func aStaticThatMeetsABranchIsReadByEachVariant() throws {
        // `isPremium` is not known: the static's value is a decision, and each variant of each screen
        // takes its own branch instead of the one the first run to read it took.
        let screens = Self.screens(
            """
            import SwiftUI
            struct Account { var isPremium: Bool }
            enum Plan { static let title: String = Session.account.isPremium ? "Premium plan with every donut" : "Free" }
            enum Session { static var account: Account! }
            struct PlanView: View { var body: some View { Text(Plan.title) } }
            struct OtherView: View { var body: some View { VStack { Text(Plan.title); Text("Menu") } } }
            """)
        let shown = screens.map { screen in
            let texts = NilCoalescingTests.textNodes(screen.root).compactMap { node -> String? in
                guard case .text(let string) = node.kind else { return nil }
                return string
            }
            return "\(screen.name) \(screen.variant ?? "-"): \(texts.joined(separator: ", "))"
        }
        #expect(
            shown.sorted() == [
                "OtherView -: Premium plan with every donut, Menu",
                "OtherView Session.account.isPremium ?: false: Free, Menu",
                "PlanView -: Premium plan with every donut",
                "PlanView Session.account.isPremium ?: false: Free",
            ])
    }
}
