import Lint
import Testing

@Suite struct SourcePositionTests {
    @Test func markersGivePositionsInUTF8Columns() {
        let example = RuleExample("let é = 1\n  ↓Text(\"x\") ↓y")
        #expect(example.source == "let é = 1\n  Text(\"x\") y")
        #expect(example.expectedPositions == [SourcePosition(line: 2, column: 3), SourcePosition(line: 2, column: 13)])
        let file = LintFile(path: "a.kt", text: example.source)
        #expect(file.position(ofByte: 0) == SourcePosition(line: 1, column: 1))
        #expect(file.position(ofByte: 13) == SourcePosition(line: 2, column: 3))
        #expect(file.lineText(2) == "  Text(\"x\") y")
    }
}
