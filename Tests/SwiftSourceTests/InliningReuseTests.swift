import LayoutEngine
import SwiftSource
import Testing

/// A project view made again with the same data, in the next variant of a screen or again in the
/// same run, is not interpreted again: what making it did is replayed. These are the cases where
/// replaying could go wrong, each checked against what interpreting it gives.
@Suite struct InliningReuseTests {
    private static func screens(_ source: String, name: String) -> [SimulatedScreen] {
        SwiftUIProject(sources: [(path: "App.swift", text: source)]).screens(profiles: [.asWritten], concurrency: 1)
            .filter { $0.name == name }
    }

    private static func texts(_ screen: SimulatedScreen) -> [String] {
        NilCoalescingTests.textNodes(screen.root).compactMap { node in
            guard case .text(let string) = node.kind else { return nil }
            return string
        }
    }

    private static let session = "enum Session { static var isGuest: Bool! }\n"

    @Test func aViewReusedInTheNextVariantKeepsItsNotesAndCounts() throws {
        // `Badge` is the same in both variants; the chart it shows is a box Reflow does not know,
        // and the second variant must say so as the first does.
        let screens = Self.screens(
            Self.session + """
                import SwiftUI
                struct Badge: View { var body: some View { HStack { Text("New"); FancyChart(points: 3) } } }
                struct Home: View {
                    var body: some View { VStack { Badge(); if Session.isGuest { Text("Sign in") } else { Text("Welcome") } } }
                }
                """, name: "Home")
        try #require(screens.count == 2)
        #expect(screens.map(Self.texts) == [["New", "Sign in"], ["New", "Welcome"]])
        #expect(screens[1].coverage.interpreted == screens[0].coverage.interpreted)
        #expect(screens[1].coverage.uninterpreted == screens[0].coverage.uninterpreted)
        #expect(screens[1].coverage.gaps == screens[0].coverage.gaps && !screens[1].coverage.gaps.isEmpty)
        #expect(screens[1].coverage.notes.contains { $0.contains("FancyChart") })
    }

    @Test func aViewWhoseCodeTookABranchIsMadeAgainInTheVariantThatTakesTheOther() {
        // Within a run the second banner repeats the first; the forced variant takes the other branch in both.
        let screens = Self.screens(
            Self.session + """
                import SwiftUI
                struct Banner: View { var body: some View { if Session.isGuest { Text("Sign in") } else { Text("Welcome back") } } }
                struct Home: View { var body: some View { VStack { Banner(); Banner() } } }
                """, name: "Home")
        #expect(screens.map(Self.texts) == [["Sign in", "Sign in"], ["Welcome back", "Welcome back"]])
        #expect(screens.map(\.variant) == [nil, "if Session.isGuest: false"])
    }

    @Test func aViewThatSetsTheNavigationTitleSetsItInEveryVariant() {
        let screens = Self.screens(
            Self.session + """
                import SwiftUI
                struct Inbox: View { var body: some View { List { Text("Mail") }.navigationTitle("Inbox") } }
                struct Root: View {
                    var body: some View {
                        NavigationStack { VStack { Inbox(); if Session.isGuest { Text("Guest") } else { Text("Member") } } }
                    }
                }
                """, name: "Root")
        #expect(screens.count == 2)
        #expect(screens.allSatisfy { Self.texts($0).contains("Inbox") }, "\(screens.map(Self.texts))")
    }

    @Test func aViewGivenDifferentDataOrAClosureOfOtherValuesIsMadeAgain() {
        // The same row type with other data, and a closure written at the same place that captured
        // another name, give other rows.
        let screens = Self.screens(
            """
            import SwiftUI
            struct Row: View {
                let title: String
                let subtitle: () -> String
                var body: some View { VStack { Text(title); Text(subtitle()) } }
            }
            struct List2: View {
                var body: some View {
                    VStack {
                        ForEach(["Ada", "Grace"], id: \\.self) { name in Row(title: "Hello", subtitle: { name }) }
                        Row(title: "Bye", subtitle: { "Ada" })
                    }
                }
            }
            """, name: "List2")
        #expect(screens.map(Self.texts) == [["Hello", "Ada", "Hello", "Grace", "Bye", "Ada"]])
    }

    @Test func aViewMadeOutsideANavigationStackAndThenInsideOneSetsTheTitleInside() {
        // The same view from the same place, first where no stack takes its title, then inside a stack.
        let screens = Self.screens(
            Self.session + """
                import SwiftUI
                struct Inbox: View { var body: some View { Text("Mail").navigationTitle("Inbox") } }
                struct Root: View {
                    var body: some View {
                        if Session.isGuest { Group { Inbox() } } else { NavigationStack { Inbox() } }
                    }
                }
                """, name: "Root")
        #expect(screens.map(Self.texts) == [["Mail"], ["Inbox", "Mail"]])
    }
}
