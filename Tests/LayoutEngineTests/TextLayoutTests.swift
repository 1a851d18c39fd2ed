import Testing
@testable import LayoutEngine

/// Text as layout sees it (Ahem: every character an em square).
@Suite struct TextLayoutTests {
    @Test func proposedNoWidthATextShowsOneTruncatedLine() throws {
        // The inflexible 100 pt square leaves the text 0: it is 0 wide, one line tall, all hidden.
        let root = HStack(spacing: 0) {
            R("wide", width: 100); T("ab cd")
        }
        try inBothDirections(root) { screen, direction in
            expectFrame(screen, "ab cd", Rect(x: 100, y: 45, width: 0, height: 10), direction)
            let text = try #require(screen.text("ab cd")?.text)
            #expect(text.lines.map(\.text) == ["…"])
            #expect(text.truncation != nil)
        }
    }

    @Test func proposedZeroATextAnswersZero() throws {
        let root = T("ab").frame(width: 0, height: 0).named("f")
        try inBothDirections(root) { screen, direction in
            expectFrame(screen, "ab", Rect(x: 50, y: 50, width: 0, height: 0), direction)
        }
    }

    @Test func theIdealIsOneLine() throws {
        try inBothDirections(T("ab cd").fixedSize()) { screen, direction in
            expectFrame(screen, "ab cd", Rect(x: 25, y: 45, width: 50, height: 10), direction)
        }
    }

    @Test func reservedLinesKeepTheirHeight() throws {
        // lineLimit(3, reservesSpace:) on one line: 30 tall; lineLimit(2...4): at least 2, at most 4.
        try inBothDirections(T("ab").lineLimit(3, reservesSpace: true)) { screen, direction in
            expectFrame(screen, "ab", Rect(x: 40, y: 35, width: 20, height: 30), direction)
        }
        try inBothDirections(T("ab").lineLimit(2...4)) { screen, direction in
            expectFrame(screen, "ab", Rect(x: 40, y: 40, width: 20, height: 20), direction)
        }
        // "a b c d e f" in 10 wide needs 6 lines; the range allows 4.
        try inBothDirections(T("a b c d e f").lineLimit(2...4).frame(width: 10)) { screen, direction in
            expectFrame(screen, "a b c d e f", Rect(x: 45, y: 30, width: 10, height: 40), direction)
            #expect(screen.text("a b c d e f")?.text?.truncation != nil)
        }
    }

    @Test func aLineLimitTruncates() throws {
        try inBothDirections(T("ab cd ef").lineLimit(1).frame(width: 30)) { screen, direction in
            #expect(screen.text("ab cd ef")?.text?.lines.map(\.text) == ["ab…"])
            expectFrame(screen, "ab cd ef", Rect(x: 35, y: 45, width: 30, height: 10), direction)
        }
    }
}
