import Lint
import SwiftSource
import Testing

/// A project's helper that builds a fixed font from its callers' size is found in one file and its
/// calls reported in the others, each saying where the font is built.
@Suite struct FontHelperTests {
    private func fixedFonts(_ files: [(String, String)]) -> [String] {
        LintRunner(additionalLinters: [SwiftLinter()]).lint(files: files.map { LintFile(path: $0.0, text: $0.1) }).violations
            .filter { $0.ruleID == "swiftui-fixed-font-size" }.map { "\($0.file):\($0.line) \($0.message)" }
    }

    static let helper = """
        struct ScaledFont: ViewModifier {
            private let font: Font
            init(_ fontSize: CGFloat) {
                self.font = .system(size: fontSize)
            }
            func body(content: Content) -> some View { content.font(font) }
        }
        extension View {
            func relativeFont(_ fontSize: CGFloat) -> some View {
                return self.modifier(ScaledFont(fontSize))
            }
        }
        """

    @Test func aCallInAnotherFileIsReportedWithWhereTheFontIsBuilt() {
        let chords = """
            struct ChordWordView: View {
                var body: some View {
                    Text(viewModel.word).relativeFont(CGFloat(viewModel.fontSize))
                }
            }
            """
        let found = fixedFonts([("App/Font.swift", Self.helper), ("App/Chords.swift", chords)])
        #expect(
            found == [
                "App/Chords.swift:3 `.relativeFont(…)` builds a fixed font from the size given here (`CGFloat(viewModel.fontSize)`), "
                    + "which does not follow the reader's text size. The fixed font is built at App/Font.swift:4.",
                "App/Font.swift:4 This font is fixed at fontSize pt and does not follow the reader's text size.",
            ])
    }

    @Test func theSameNameWithoutAFixedFontHelperIsNotReported() {
        let scaling = """
            extension View {
                func relativeFont(_ size: CGFloat) -> some View { font(.custom("Lora", size: size, relativeTo: .body)) }
            }
            """
        let chords = "struct Chords: View { var body: some View { Text(word).relativeFont(18) } }"
        #expect(fixedFonts([("App/Font.swift", scaling), ("App/Chords.swift", chords)]) == [])
    }

    @Test func helpersFollowForwardingToAFixedPoint() {
        var facts = ProjectFacts()
        facts.fixedFontBuilders = ["ScaledFont": "Font.swift:4"]
        facts.forwarding = ["relativeFont": ["ScaledFont"], "lyricFont": ["relativeFont", "padding"], "unrelated": ["Text"]]
        #expect(facts.fixedFontHelpers == ["ScaledFont": "Font.swift:4", "relativeFont": "Font.swift:4", "lyricFont": "Font.swift:4"])
    }
}
