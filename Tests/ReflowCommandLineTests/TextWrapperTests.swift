import Testing
@testable import ReflowCommandLine

@Suite struct TextWrapperTests {
    @Test func breaksAtTheLastSpaceThatFits() {
        #expect(TextWrapper.wrap("aaa bbb ccc ddd", width: 7) == ["aaa bbb", "ccc ddd"])
        #expect(TextWrapper.wrap("aaa bbb ccc", width: 8) == ["aaa bbb", "ccc"])
    }

    @Test func aWordLongerThanTheWidthStandsAlone() {
        #expect(TextWrapper.wrap("a abcdefghij b", width: 5) == ["a", "abcdefghij", "b"])
    }

    @Test func sourceLinesAndBlankLinesAreKept() {
        #expect(TextWrapper.wrap("one\n\ntwo three", width: 5) == ["one", "", "two", "three"])
    }

    @Test func indentationCarriesToEveryPieceOfALine() {
        #expect(TextWrapper.wrap("  - aaa bbb ccc", width: 9) == ["  - aaa", "  bbb ccc"])
    }

    @Test func runsOfSpacesCollapse() {
        #expect(TextWrapper.wrap("a   b", width: 80) == ["a b"])
    }
}
