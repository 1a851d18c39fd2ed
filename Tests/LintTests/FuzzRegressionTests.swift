import Lint
import Testing

/// Inputs the fuzz targets in `Fuzz/` crashed on, minimised by libFuzzer: each must now be read
/// without a crash and with a sensible result.
@Suite struct FuzzRegressionTests {
    /// `fuzz-xml-layouts`, minimised to 5 bytes (`<?`, 0xC1, `?>`; read as text, 0xC1 becomes
    /// U+FFFD): a processing instruction with a target and no data made Foundation's `XMLParser`
    /// dereference NULL on Linux.
    @Test func processingInstructionWithoutDataAloneIsNotWellFormedNotACrash() {
        let file = LintFile(path: "Main.storyboard", text: "<?\u{FFFD}?>")
        #expect(file.xmlDocument.elements.isEmpty)
        #expect(file.xmlDocument.error == "line 1: not well-formed XML (libxml2 error 5)")
        #expect(LintRunner().violations(in: file).isEmpty)
    }

    /// The same instruction in a real document is read like any other: the tree and its
    /// positions are as without it.
    @Test func processingInstructionWithoutDataKeepsTheTreeAndItsLines() {
        let text = "<?xml version=\"1.0\"?>\n<?reflow?>\n<document>\n  <label text=\"Hi\"/>\n</document>\n"
        let document = LintFile(path: "Main.storyboard", text: text).xmlDocument
        #expect(document.error == nil)
        #expect(document.elements.map(\.name) == ["document", "label"])
        #expect(document.elements.map(\.position.line) == [3, 4])
    }
}
