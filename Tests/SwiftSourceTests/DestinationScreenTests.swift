import Findings
import LayoutEngine
import SwiftSource
import Testing

/// A view the app pushes or presents is a screen even when it needs arguments and no preview
/// makes it: it is made as the app makes it there, and what only the app knows stands in.
@Suite struct DestinationScreenTests {
    private func screens(_ sources: [(path: String, text: String)]) -> [(name: String, texts: [String], standIns: [String])] {
        SwiftUIProject(sources: sources).screens(profiles: [.asWritten])
            .filter { $0.variant == nil }
            .map { screen in
                let texts = NilCoalescingTests.textNodes(screen.root).compactMap { node -> (String, String?)? in
                    guard case .text(let string) = node.kind else { return nil }
                    return (string, node.traits.standInContent)
                }
                return (screen.name, texts.map(\.0), texts.compactMap(\.1))
            }
    }

    private static let views = """
        import SwiftUI
        struct Status { let id: String }
        struct StatusDetailView: View {
            let statusId: String
            var body: some View { VStack { Text("Replies"); Text(statusId) } }
        }
        struct SettingsView: View {
            let compact: Bool
            var body: some View { List { Text(compact ? "Short" : "Display settings") } }
        }
        struct AboutView: View {
            let version: String
            var body: some View { Text("Version \\(version)") }
        }
        #Preview { AboutView(version: "2.1") }
        struct StatusRow: View {
            let status: Status
            var body: some View { Text(status.id) }
        }
        """

    @Test func aRoutersDestinationsAreScreensMadeAsTheRouterMakesThem() {
        let found = screens([
            (path: "Views.swift", text: Self.views),
            (
                path: "Router.swift",
                text: """
                import SwiftUI
                enum Route: Hashable { case status(String), settings, about }
                extension View {
                    func withRouter() -> some View {
                        navigationDestination(for: Route.self) { route in
                            switch route {
                            case .status(let id): StatusDetailView(statusId: id)
                            case .settings: NavigationStack { SettingsView(compact: false) }
                            case .about: AboutView(version: "1.0")
                            }
                        }
                    }
                }
                """
            ),
        ])
        // AboutView has a preview of its own; StatusRow is shown inside other views, never pushed.
        #expect(found.map(\.name) == ["AboutView", "StatusDetailView", "SettingsView"])
        #expect(found[1].texts == ["Replies", "Sample"])
        #expect(found[1].standIns == ["statusId"])
        #expect(found[2].texts == ["Display settings"])
        #expect(found[2].standIns.isEmpty)
    }

    @Test func linksSheetsAndHostingControllersShowTheirDestinations() {
        let found = screens([
            (path: "Views.swift", text: Self.views),
            (
                path: "Home.swift",
                text: """
                import SwiftUI
                import UIKit
                struct Home: View {
                    @State private var showsSettings = false
                    let statuses: [Status] = []
                    var body: some View {
                        List(statuses, id: \\.id) { status in
                            NavigationLink(destination: StatusDetailView(statusId: status.id)) { StatusRow(status: status) }
                            NavigationLink(value: status) { Text("Open") }
                        }
                        .sheet(isPresented: $showsSettings) { SettingsView(compact: true) }
                    }
                }
                struct CreditsView: View {
                    let title: String
                    var body: some View { Text(title) }
                }
                final class CreditsController: UIHostingController<CreditsView> {
                    init() { super.init(rootView: CreditsView(title: "Credits")) }
                }
                """
            ),
        ])
        // In the order the file writes them: the sheet is the outer call of `Home`'s body.
        #expect(found.map(\.name) == ["AboutView", "Home", "SettingsView", "StatusDetailView", "CreditsView"])
        #expect(found[2].texts == ["Short"])
        #expect(found[4].texts == ["Credits"])
    }

    @Test func destinationsInTestCodeAndLinksWithoutADestinationMakeNoScreen() {
        let found = screens([
            (path: "App/Views.swift", text: Self.views),
            (
                path: "App/Feed.swift",
                text: """
                import SwiftUI
                struct Feed: View {
                    let status: Status
                    var body: some View { NavigationLink("Open", value: status.id) }
                }
                """
            ),
            (
                path: "AppTests/FeedTests.swift",
                text: """
                import SwiftUI
                struct Harness: View {
                    var body: some View { Text("x").sheet(isPresented: .constant(true)) { StatusDetailView(statusId: "1") } }
                }
                """
            ),
        ])
        #expect(found.map(\.name) == ["AboutView"])
    }

    /// The origin of each stand-in on a destination screen: what the app passes while it runs is
    /// run-time data, not a gap in Reflow's reading, and a `let` on the way there is evaluated.
    private func origins(_ source: String, screen: String) -> [String: StandInOrigin] {
        let found = SwiftUIProject(sources: [(path: "Views.swift", text: Self.views), (path: "Router.swift", text: source)])
            .screens(profiles: [.asWritten]).first { $0.name == screen && $0.variant == nil }
        var origins: [String: StandInOrigin] = [:]
        for node in NilCoalescingTests.textNodes(found?.root ?? VStack {}) {
            if let content = node.traits.standInContent { origins[content] = node.traits.standInOrigin }
        }
        return origins
    }

    @Test func whatTheAppPassesToADestinationIsRunTimeData() {
        // A route's payload in a closure.
        #expect(
            origins(
                """
                import SwiftUI
                enum Route: Hashable { case status(String) }
                extension View {
                    func withRouter() -> some View {
                        navigationDestination(for: Route.self) { route in
                            switch route { case .status(let id): StatusDetailView(statusId: id) }
                        }
                    }
                }
                """, screen: "StatusDetailView") == ["statusId": .runtimeData])
        // A router's static function's parameter, after a `guard let`.
        #expect(
            origins(
                """
                import SwiftUI
                struct Banner: View {
                    let text: String
                    var body: some View { Text(text) }
                }
                enum Router {
                    static func present(_ host: UIViewController, link: String?) {
                        guard let link else { return }
                        host.present(UIHostingController(rootView: Banner(text: link)), animated: true)
                    }
                }
                """, screen: "Banner") == ["text": .runtimeData])
        // The presenting view's state with no default (set by a tap), and a `for` loop's row.
        #expect(
            origins(
                """
                import SwiftUI
                struct Home: View {
                    @State private var selected: String
                    let statuses: [Status] = []
                    var body: some View {
                        VStack {
                            ForEach(statuses, id: \\.id) { status in
                                NavigationLink(destination: StatusRow(status: status)) { Text("Open") }
                            }
                        }
                        .sheet(isPresented: .constant(true)) { StatusDetailView(statusId: selected) }
                    }
                }
                """, screen: "StatusDetailView") == ["statusId": .runtimeData])
    }

    @Test func aLetOnTheWayToADestinationIsEvaluatedAndAnUnreadValueStaysUnread() {
        let source = """
            import SwiftUI
            struct Banner: View {
                let text: String
                var body: some View { Text(text) }
            }
            struct Home: View {
                var body: some View {
                    List {
                        let version = "3." + "2"
                        NavigationLink(destination: Banner(text: "Version " + version)) { Text("About") }
                        NavigationLink(destination: StatusDetailView(statusId: Vendor.identifier())) { Text("Status") }
                    }
                }
            }
            """
        let found = screens([(path: "Views.swift", text: Self.views), (path: "Home.swift", text: source)])
        #expect(found.first { $0.name == "Banner" }?.texts == ["Version 3.2"])
        #expect(origins(source, screen: "StatusDetailView") == ["statusId": .unread])
    }
}
