import Testing
@testable import LayoutEngine

/// `padding`: the proposal shrinks by the insets (never below 0, nil stays nil) and the size grows
/// by them; leading and trailing swap sides right to left.
@Suite struct PaddingTests {
    @Test func defaultPaddingIsSixteenOnEveryEdge() throws {
        // "ab" is 20 x 10; padded 52 x 42, centred at (24, 29); the text at (40, 45).
        let root = T("ab").padding().named("p")
        try inBothDirections(root) { screen, direction in
            expectFrame(screen, "p", Rect(x: 24, y: 29, width: 52, height: 42), direction)
            expectFrame(screen, "ab", Rect(x: 40, y: 45, width: 20, height: 10), direction)
        }
    }

    @Test func aLeadingInsetIsOnTheRightRightToLeft() throws {
        // 20 x 20 plus 10 leading: 30 x 20 at (35, 40); the square 10 in from the leading edge.
        let root = R("r", width: 20, height: 20).padding(.leading, 10).named("p")
        try inBothDirections(root) { screen, direction in
            expectFrame(screen, "p", Rect(x: 35, y: 40, width: 30, height: 20), direction)
            expectFrame(screen, "r", Rect(x: 45, y: 40, width: 20, height: 20), direction)
        }
    }

    @Test func eachEdgeOfEdgeInsets() throws {
        // top 1, leading 2, bottom 3, trailing 4 around 20 x 20: 26 x 24 at (37, 38); the square at
        // (39, 39) left to right, and 4 in from the left (x = 41) right to left.
        let root = R("r", width: 20, height: 20).padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)).named("p")
        try inBothDirections(root) { screen, direction in
            expectFrame(screen, "p", Rect(x: 37, y: 38, width: 26, height: 24), direction)
            expectFrame(screen, "r", Rect(x: 39, y: 39, width: 20, height: 20), direction)
        }
    }

    @Test func theProposalShrinksByTheInsets() throws {
        // A rectangle padded 10 in 100 x 100 is proposed 80 x 80.
        let root = Rectangle().named("r").padding(10).named("p")
        try inBothDirections(root) { screen, direction in
            expectFrame(screen, "p", Rect(x: 0, y: 0, width: 100, height: 100), direction)
            expectFrame(screen, "r", Rect(x: 10, y: 10, width: 80, height: 80), direction)
        }
    }

    @Test func theProposalNeverGoesBelowZero() throws {
        // Padding 60 in 100: the rectangle is proposed 0 x 0; the padding is 120 x 120, centred at -10.
        let root = Rectangle().named("r").padding(60).named("p")
        try inBothDirections(root) { screen, direction in
            expectFrame(screen, "p", Rect(x: -10, y: -10, width: 120, height: 120), direction)
            expectFrame(screen, "r", Rect(x: 50, y: 50, width: 0, height: 0), direction)
        }
    }

    @Test func aNilProposalStaysNil() throws {
        // Under fixedSize the rectangle is proposed nil and takes 10 x 10; padded 30 x 30.
        let root = Rectangle().named("r").padding(10).named("p").fixedSize()
        try inBothDirections(root) { screen, direction in
            expectFrame(screen, "p", Rect(x: 35, y: 35, width: 30, height: 30), direction)
            expectFrame(screen, "r", Rect(x: 45, y: 45, width: 10, height: 10), direction)
        }
    }

    @Test func paddedTextWrapsInWhatIsLeft() throws {
        // 30 a side leaves 40: "ab cd" (50) wraps to two 20 pt lines; 80 x 20 at (10, 40).
        let root = T("ab cd").padding(.horizontal, 30).named("p")
        try inBothDirections(root) { screen, direction in
            expectFrame(screen, "p", Rect(x: 10, y: 40, width: 80, height: 20), direction)
            expectFrame(screen, "ab cd", Rect(x: 40, y: 40, width: 20, height: 20), direction)
        }
    }
}
