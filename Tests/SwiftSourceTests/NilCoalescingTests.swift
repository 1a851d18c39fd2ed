import LayoutEngine
import SwiftSource
import Testing

/// `value ?? fallback`: the fallback shows only when the value is known to be nil. An unknown
/// value is what the app shows, so its text is a stand-in, not the fallback passed off as known.
@Suite struct NilCoalescingTests {
    private func texts(_ body: String) throws -> [ViewNode] {
        let source = "import SwiftUI\nstruct Price: View {\n    var label: String? = nil\n    var body: some View {\n\(body)\n    }\n}\n"
        let screen = try #require(SwiftUIProject(sources: [(path: "Price.swift", text: source)]).screens(profiles: [.asWritten]).first)
        return Self.textNodes(screen.root)
    }

    static func textNodes(_ node: ViewNode) -> [ViewNode] {
        if case .text = node.kind { return [node] }
        return node.children.flatMap(textNodes)
    }

    @Test func anUnknownValueStandsInInsteadOfItsFallback() throws {
        let texts = try texts("Text(UserDefaults.standard.string(forKey: \"price\") ?? \"\")")
        #expect(texts.count == 1)
        #expect(texts.first?.traits.standInContent != nil)
        if case .text(let string)? = texts.first?.kind { #expect(!string.isEmpty) }
    }

    /// A formatter the code makes prints the known value: `NumberFormatter()`'s style is none, which rounds.
    @Test func aFormattedKnownValueIsNotAStandIn() throws {
        let texts = try texts("Text(NumberFormatter().string(for: 4.99) ?? \"\")")
        guard case .text(let string)? = texts.first?.kind else { Issue.record("no text"); return }
        #expect(string == "5")
        #expect(texts.first?.traits.standInContent == nil)
    }

    @Test func aKnownNilShowsTheFallbackAsKnownContent() throws {
        let texts = try texts("Text(label ?? \"Free\")")
        guard case .text(let string)? = texts.first?.kind else { Issue.record("no text"); return }
        #expect(string == "Free")
        #expect(texts.first?.traits.standInContent == nil)
    }
}
