import Lint
import SwiftSource
import Testing

/// A primary action that cannot be scrolled to is a problem in a screen, not in a card that a feed
/// shows inside its scroll view: the runner reads where each view type is shown across the files.
@Suite struct ComponentUseTests {
    private func primaryActions(_ files: [(String, String)]) -> [String] {
        LintRunner(additionalLinters: [SwiftLinter()]).lint(files: files.map { LintFile(path: $0.0, text: $0.1) }).violations
            .filter { $0.ruleID == "swiftui-primary-action-without-scroll" }.map { "\($0.file):\($0.line)" }
    }

    static let card = """
        struct UnlockCard: View {
            var body: some View {
                VStack {
                    Text(offer.title)
                    Button("Unlock") { buy() }.buttonStyle(.borderedProminent)
                }
            }
        }
        """

    @Test func aCardShownInAParentsScrollViewIsNotReported() {
        let feed = "struct SalesView: View { var body: some View { ScrollView { Chart(); UnlockCard() } } }"
        #expect(primaryActions([("App/UnlockCard.swift", Self.card), ("App/SalesView.swift", feed)]) == [])
    }

    @Test func aCardShownInARowThatAListShowsIsNotReported() {
        let row = "struct Row: View { var body: some View { HStack { UnlockCard() } } }"
        let list = "struct Feed: View { var body: some View { List(items) { _ in Row() } } }"
        #expect(primaryActions([("App/UnlockCard.swift", Self.card), ("App/Row.swift", row), ("App/Feed.swift", list)]) == [])
    }

    @Test func aViewShownOnlyAsASheetOrOnItsOwnIsAScreen() {
        let host = "struct Store: View { var body: some View { ScrollView { Text(a) }.sheet(isPresented: $unlock) { UnlockCard() } } }"
        #expect(primaryActions([("App/UnlockCard.swift", Self.card), ("App/Store.swift", host)]) == ["App/UnlockCard.swift:5"])
        #expect(primaryActions([("App/UnlockCard.swift", Self.card)]) == ["App/UnlockCard.swift:5"])
    }

    @Test func aPreviewInsideAScrollViewDoesNotMakeACardOfAScreen() {
        let preview = "#Preview { ScrollView { UnlockCard() } }"
        #expect(primaryActions([("App/UnlockCard.swift", Self.card + "\n" + preview)]) == ["App/UnlockCard.swift:5"])
    }

    @Test func scrollingPassesThroughInlineUsesOnly() {
        let uses = [
            ComponentUse(component: "Row", container: "Feed", placement: .scrolling),
            ComponentUse(component: "Poll", container: "Row", placement: .inline),
            ComponentUse(component: "Detail", container: "Row", placement: .presented),
            ComponentUse(component: "A", container: "B", placement: .inline),
            ComponentUse(component: "B", container: "A", placement: .inline),
        ]
        #expect(ComponentUse.scrolledComponents(uses) == ["Row", "Poll"])
    }
}
