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
