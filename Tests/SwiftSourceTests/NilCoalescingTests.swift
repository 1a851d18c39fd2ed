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

    @Test func aFailableInitializerThatReturnsNilMakesNil() throws {
        // `init?` given nil by a parameter's default returns nil, so `if let` shows nothing and `??` its fallback;
        // given a title, it makes the value.
        let texts = try StateHolderTests.shownTexts(
            """
            import SwiftUI
            struct Caption {
                let title: String
                init?(title: String?) {
                    guard let title else { return nil }
                    self.title = title
                }
            }
            struct Card<Content: View>: View {
                private let footer: Caption?
                private let content: Content
                init(footer: String? = nil, @ViewBuilder content: () -> Content) {
                    self.footer = .init(title: footer)
                    self.content = content()
                }
                var body: some View {
                    VStack {
                        content
                        if let footer { Text(footer.title) }
                    }
                }
            }
            struct Screen: View {
                let missing = Caption(title: nil)
                var body: some View {
                    VStack {
                        Card { Text("Plain") }
                        Card(footer: "Updated daily") { Text("Captioned") }
                        Text(missing?.title ?? "No caption")
                    }
                }
            }
            #Preview("Screen") { Screen() }
            """, screen: "Screen")
        #expect(texts.map(\.text) == ["Plain", "Captioned", "Updated daily", "No caption"])
        #expect(texts.allSatisfy { $0.standIn == nil })
    }

    @Test func aFailableInitializerOnInputTheCodeCannotKnowMakesItsValue() throws {
        // Stored verses are read at run time: whether the guard passes is not known, and the preview force-unwraps
        // the model, so it is made (no variant of the screen shows a model that is nil).
        let project = SwiftUIProject(sources: [
            (
                path: "App.swift",
                text: """
                import SwiftUI
                final class LyricsModel {
                    let title: String
                    init?(verses: [String]?) {
                        guard let verses, !verses.isEmpty else { return nil }
                        title = "Verse 1"
                    }
                }
                struct LyricsView: View {
                    let model: LyricsModel
                    var body: some View { Text(model.title) }
                }
                #Preview("Lyrics") {
                    LyricsView(model: LyricsModel(verses: UserDefaults.standard.stringArray(forKey: "verses"))!)
                }
                """
            )
        ])
        let screens = project.screens(profiles: [.asWritten]).filter { $0.name == "Lyrics" }
        #expect(screens.count == 1)
        let texts = screens.flatMap { NilCoalescingTests.textNodes($0.root) }
        guard case .text(let string)? = texts.first?.kind else { Issue.record("no text"); return }
        #expect(string == "Verse 1")
    }
}
