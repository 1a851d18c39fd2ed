import LayoutEngine
import SwiftSource
import Testing

/// Which content stands in for the source's: pseudo-translations and long content are marked
/// in the tree, and translation content is simulated only for projects that ship a translation.
@Suite struct ContentEvidenceTests {
    private let source = """
        import SwiftUI
        struct Greeting: View {
            var name = "Alex"
            var body: some View {
                VStack {
                    Text("Pay")
                    Text(name)
                }
            }
        }
        """

    private func standIns(_ node: ViewNode) -> [String: String] {
        var found: [String: String] = [:]
        if case .text(let text) = node.kind, let standIn = node.traits.standInContent { found[text] = standIn }
        for child in node.children { found.merge(standIns(child)) { first, _ in first } }
        return found
    }

    @Test func pseudoTranslatedDataIsAStandInATranslationFromTheCatalogIsNot() throws {
        var catalog = StringCatalog()
        catalog.add(key: "Pay", language: "de", text: "Bestellung bezahlen")
        let project = SwiftUIProject(sources: [(path: "Greeting.swift", text: source)], catalog: catalog)
        let screen = try #require(project.screens(profiles: [.translation]).first)
        // "Bestellung bezahlen" comes from the catalog; the name is data, pseudo-localized.
        let marked = standIns(screen.root)
        #expect(Array(marked.values) == ["pseudo-translation"])
        let pseudo = try #require(marked.keys.first)
        #expect(pseudo != "Alex" && pseudo.count > "Alex".count)
        #expect(project.applicableProfiles([.asWritten, .translation]).profiles == [.asWritten, .translation])
        #expect(project.applicableProfiles([.asWritten, .translation]).note == nil)
    }

    @Test func anInterpolationIsPseudoTranslatedOnce() throws {
        // The name is pseudo-translated where it is put in ("Blob Jr" → "Blöbéß Jré": accents, then 3 letters
        // for its 7 characters); the words around it, "vs ", once more ("vséé "), not the name again.
        let view = """
            import SwiftUI
            struct Versus: View {
                let opponent: String
                var body: some View { Text("vs \\(opponent)") }
            }
            #Preview { Versus(opponent: "Blob Jr") }
            """
        var catalog = StringCatalog()
        catalog.add(key: "Pay", language: "de", text: "Bezahlen")
        let project = SwiftUIProject(sources: [(path: "Versus.swift", text: view)], catalog: catalog)
        let screen = try #require(project.screens(profiles: [.translation]).first)
        #expect(NilCoalescingTests.textNodes(screen.root).map(\.kind) == [.text("vséé Blöbéß Jré")])
    }

    @Test func longContentIsAStandIn() throws {
        let project = SwiftUIProject(sources: [(path: "Greeting.swift", text: source)])
        let screen = try #require(project.screens(profiles: [.long]).first)
        #expect(Array(standIns(screen.root).values) == ["long content"])
    }

    @Test func aProjectInOneLanguageIsStressedWithLongContentInsteadOfTranslations() {
        let project = SwiftUIProject(sources: [(path: "Greeting.swift", text: source)])
        #expect(project.translatedLanguages.isEmpty)
        let applicable = project.applicableProfiles([.asWritten, .translation])
        #expect(applicable.profiles == [.asWritten, .long])
        #expect(
            applicable.note == "The project ships no translation (it has no string catalog): translation content is not simulated; "
                + "text from data is stressed with long content in that language instead.")
        // Asked for as-written only, nothing changes.
        #expect(project.applicableProfiles([.asWritten]).profiles == [.asWritten])
    }
}
