import Testing
@testable import LayoutEngine

/// `fixedSize()`: the content is proposed nil (its ideal) on the fixed axes and keeps that size,
/// beyond whatever its parent offers.
@Suite struct FixedSizeTests {
    @Test func bothAxesKeepTheIdealSizeAndOverflowTheFrame() throws {
        // One 80 pt line in a 30 x 10 frame at (35, 45): centred, it starts at x = 10; the frame
        // records 50 across.
        let root = T("ab cd ef").fixedSize().named("fixed").frame(width: 30, height: 10).named("f")
        try inBothDirections(root) { screen, direction in
            expectFrame(screen, "f", Rect(x: 35, y: 45, width: 30, height: 10), direction)
            expectFrame(screen, "fixed", Rect(x: 10, y: 45, width: 80, height: 10), direction)
            #expect(screen.named("f")?.overflows.map(\.amount) == [50])
            #expect(screen.named("f")?.overflows.map(\.axis) == [.horizontal])
        }
    }

    @Test func verticalOnlyWrapsAtTheWidthAndKeepsEveryLine() throws {
        // Proposed (30, nil) the text wraps to three lines, 20 x 30, centred on the 30 x 10 frame
        // (y = 45 - 10); without fixedSize it would truncate to one line.
        let root = T("ab cd ef").fixedSize(horizontal: false, vertical: true).named("fixed").frame(width: 30, height: 10).named("f")
        try inBothDirections(root) { screen, direction in
            expectFrame(screen, "fixed", Rect(x: 40, y: 35, width: 20, height: 30), direction)
            #expect(screen.text("ab cd ef")?.text?.lines.count == 3)
            #expect(screen.named("f")?.overflows.map(\.axis) == [.vertical])
            #expect(screen.named("f")?.overflows.map(\.amount) == [20])
        }
    }

    @Test func horizontalOnlyKeepsOneLine() throws {
        // Proposed (nil, 20): one 80 pt line in the 30 x 20 frame, 50 over across only.
        let root = T("ab cd ef").fixedSize(horizontal: true, vertical: false).named("fixed").frame(width: 30, height: 20).named("f")
        try inBothDirections(root) { screen, direction in
            expectFrame(screen, "fixed", Rect(x: 10, y: 45, width: 80, height: 10), direction)
            #expect(screen.named("f")?.overflows.map(\.axis) == [.horizontal])
        }
    }

    @Test func contentWiderThanTheScreenIsClippedByTheScreenOnly() throws {
        // 120 pt of text in a 100 pt box: centred at -10, its visible part is the box's width.
        let root = T("abcdefghijkl").fixedSize().named("fixed")
        try inBothDirections(root) { screen, direction in
            expectFrame(screen, "fixed", Rect(x: -10, y: 45, width: 120, height: 10), direction)
            #expect(screen.named("fixed")?.visibleFrame == Rect(x: 0, y: 45, width: 100, height: 10))
        }
    }

    @Test func aFixedChildIsInflexibleInAStack() throws {
        // The fixed 80 pt text takes its ideal; the rectangle gets 100 - 80 - 8 = 12.
        let root = HStack {
            T("abcdefgh").fixedSize(); Rectangle().named("r")
        }
        try inBothDirections(root) { screen, direction in
            expectFrame(screen, "abcdefgh", Rect(x: 0, y: 45, width: 80, height: 10), direction)
            expectFrame(screen, "r", Rect(x: 88, y: 0, width: 12, height: 100), direction)
        }
    }
}
