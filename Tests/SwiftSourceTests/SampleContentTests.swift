import LayoutEngine
import SwiftSource
import Testing

/// A text whose value the code does not give gets a sample chosen by whole words of the property's
/// name, not by letters inside them: an `accountName` is a name, not a count.
@Suite struct SampleContentTests {
    private func standIns(_ properties: [String]) throws -> [String] {
        let texts = properties.map { "Text(user.\($0))" }.joined(separator: "\n")
        let source =
            "import SwiftUI\nstruct Profile: View {\n    let user: User\n    var body: some View {\n        VStack {\n\(texts)\n        }\n    }\n}\n#Preview { Profile(user: .current) }\n"
        let screen = try #require(SwiftUIProject(sources: [(path: "Profile.swift", text: source)]).screens(profiles: [.asWritten]).first)
        return NilCoalescingTests.textNodes(screen.root).map { node in
            guard case .text(let string) = node.kind, node.traits.standInContent != nil else { return "(not a stand-in)" }
            return string
        }
    }

    @Test func anAccountNameIsANameNotACount() throws {
        #expect(try standIns(["accountName", "itemCount", "discounted", "secondsRemaining"]) == ["Alex Morgan", "3", "Sample", "3"])
    }

    @Test func samplesFollowTheWordsOfTheName() throws {
        let samples = try standIns([
            "errorMessage", "userEmail", "websiteURL", "totalPrice", "createdDate", "startTime", "sectionTitle", "bodyText",
        ])
        #expect(
            samples == [
                "Something went wrong. Check your details and try again.", "alex.morgan@example.com", "alex.morgan@example.com",
                "€24.99", "12 March 2026", "10:41 AM", "Sample title", "A short description of this item.",
            ])
    }

    @Test func aStreetAddressIsNotAnEmailAndAMailboxIsNotAMail() throws {
        #expect(try standIns(["streetAddress", "mailbox"]) == ["Sample", "Sample"])
    }

    /// Each text of the first screen under `profile`, with what it stands in for (nil: the source's text).
    private func texts(_ source: String, profile: ContentProfile) throws -> [(String, String?)] {
        let screen = try #require(SwiftUIProject(sources: [(path: "Row.swift", text: source)]).screens(profiles: [profile]).first)
        return NilCoalescingTests.textNodes(screen.root).compactMap { node -> (String, String?)? in
            if case .text(let string) = node.kind { return (string, node.traits.standInContent) }
            return nil
        }
    }

    @Test func longContentKeepsANumberANumber() throws {
        // A count, a score, a countdown or a currency symbol is made long as what it is, never as a name; in an
        // interpolation only the value is made long, once, and the words around it are the code's.
        let source = """
            import SwiftUI
            struct Row: View {
                let game: Game
                let opponent: String
                var body: some View {
                    VStack {
                        Text("\\(game.currentScore) pts")
                        Text("\\(game.secondsLeft)s")
                        Text(game.priceLocale.currencySymbol ?? "$")
                        Text("\\(game.rank)")
                        Text("vs \\(opponent)")
                    }
                }
            }
            #Preview { Row(game: .current, opponent: "Blob") }
            """
        let long = try texts(source, profile: .long)
        #expect(
            long.map(\.0) == ["12,345 pts", "59s", "CHF", "12,345", "vs Maximiliane Alexandra Featherstonehaugh-Wolfeschlegelsteinhausen"])
        #expect(long.last?.1 == "long content")
        let asWritten = try texts(source, profile: .asWritten)
        #expect(asWritten.map(\.0) == ["3 pts", "3s", "€", "3", "vs Blob"])
        #expect(asWritten.last?.1 == nil)
    }

    @Test func longContentBreaksAnAddressOnlyForAddressLikeNames() throws {
        let source = """
            import SwiftUI
            struct Row: View {
                let user: User
                var body: some View { VStack { Text(user.userName); Text(user.accountName) } }
            }
            #Preview { Row(user: .current) }
            """
        let screen = try #require(SwiftUIProject(sources: [(path: "Row.swift", text: source)]).screens(profiles: [.long]).first)
        let texts = NilCoalescingTests.textNodes(screen.root).compactMap { node -> String? in
            if case .text(let string) = node.kind { return string }
            return nil
        }
        #expect(texts.first == "alexandra.featherstonehaugh-wolfeschlegel@international-example-company.com")
        #expect(texts.last == "Maximiliane Alexandra Featherstonehaugh-Wolfeschlegelsteinhausen")
    }
}
