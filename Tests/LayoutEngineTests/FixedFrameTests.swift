import Testing
@testable import LayoutEngine

/// `frame(width:height:alignment:)`: reports exactly its lengths, aligns its content, never clips.
@Suite struct FixedFrameTests {
    /// Alignment -> the inner 20 x 10 rectangle's offset inside the 60 x 40 frame, left to right.
    static let alignments: [(Alignment, Double, Double)] = [
        (.topLeading, 0, 0), (.top, 20, 0), (.topTrailing, 40, 0),
        (.leading, 0, 15), (.center, 20, 15), (.trailing, 40, 15),
        (.bottomLeading, 0, 30), (.bottom, 20, 30), (.bottomTrailing, 40, 30),
    ]

    @Test(arguments: alignments)
    func contentIsAlignedInTheFrame(alignment: Alignment, dx: Double, dy: Double) throws {
        // The 60 x 40 frame is centred in the 100 x 100 box at (20, 30); leading is on the right
        // right to left, which the mirror takes care of.
        let root = R("r", width: 20, height: 10).frame(width: 60, height: 40, alignment: alignment).named("f")
        try inBothDirections(root) { screen, direction in
            expectFrame(screen, "f", Rect(x: 20, y: 30, width: 60, height: 40), direction)
            expectFrame(screen, "r", Rect(x: 20 + dx, y: 30 + dy, width: 20, height: 10), direction)
        }
    }

    @Test func largerContentDrawsOutsideAndIsRecorded() throws {
        // An 80 x 30 rectangle in a 50 x 20 frame: the frame stays 50 x 20 at (25, 40); the
        // rectangle is centred on it at (10, 35) and sticks out 30 across and 10 down.
        let root = R("r", width: 80, height: 30).frame(width: 50, height: 20).named("f")
        try inBothDirections(root) { screen, direction in
            expectFrame(screen, "f", Rect(x: 25, y: 40, width: 50, height: 20), direction)
            expectFrame(screen, "r", Rect(x: 10, y: 35, width: 80, height: 30), direction)
            let frame = try #require(screen.named("f"))
            #expect(frame.overflows.map(\.axis) == [.horizontal, .vertical])
            #expect(frame.overflows.map(\.amount) == [30, 10])
            #expect(frame.overflows.allSatisfy { $0.contentPath == screen.named("r")?.path })
            // Nothing clips: the rectangle shows whole (the screen is the only clip).
            #expect(screen.named("r")?.visibleFrame == screen.named("r")?.frame)
        }
    }

    @Test func aNilWidthTakesTheContentsWidth() throws {
        // frame(height: 20): the text is proposed (100, 20) and takes one 80 pt line; the frame is
        // 80 wide and 20 tall, centred at (10, 40), the 10 pt text centred in it.
        let root = T("ab cd ef").frame(height: 20).named("f")
        try inBothDirections(root) { screen, direction in
            expectFrame(screen, "f", Rect(x: 10, y: 40, width: 80, height: 20), direction)
            expectFrame(screen, "ab cd ef", Rect(x: 10, y: 45, width: 80, height: 10), direction)
            #expect(screen.named("f")?.overflows.isEmpty == true)
        }
    }

    @Test func aNilHeightTakesTheContentsHeight() throws {
        // frame(width: 30): the text is proposed (30, 100) and wraps to "ab" / "cd" / "ef", 20 x 30;
        // the frame is 30 x 30 at (35, 35), the text centred at (40, 35).
        let root = T("ab cd ef").frame(width: 30).named("f")
        try inBothDirections(root) { screen, direction in
            expectFrame(screen, "f", Rect(x: 35, y: 35, width: 30, height: 30), direction)
            expectFrame(screen, "ab cd ef", Rect(x: 40, y: 35, width: 20, height: 30), direction)
            #expect(screen.text("ab cd ef")?.text?.lines.map(\.text) == ["ab", "cd", "ef"])
        }
    }

    @Test func aShortFrameLimitsTheTextToOneTruncatedLine() throws {
        // Proposed (30, 10) the text fits one line, so it truncates to "ab…" (30 wide).
        let root = T("ab cd ef").frame(width: 30, height: 10).named("f")
        try inBothDirections(root) { screen, direction in
            expectFrame(screen, "ab cd ef", Rect(x: 35, y: 45, width: 30, height: 10), direction)
            let text = try #require(screen.text("ab cd ef")?.text)
            #expect(text.lines.map(\.text) == ["ab…"])
            #expect(text.truncation?.hiddenText == "cd ef")
        }
    }

    @Test func negativeAndInfiniteLengthsCountAsNil() throws {
        // SwiftUI ignores invalid lengths: the width falls back to the proposal (100).
        for width in [-5.0, .infinity] {
            let root = Rectangle().frame(width: width, height: 10).named("f")
            try inBothDirections(root) { screen, direction in
                expectFrame(screen, "f", Rect(x: 0, y: 45, width: 100, height: 10), direction)
            }
        }
    }
}
