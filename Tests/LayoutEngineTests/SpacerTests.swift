import Testing
@testable import LayoutEngine

/// `Spacer(minLength:)`: sized after every other view in a stack, at least its minimum (8 by
/// default) along the stack, nothing across it; both ways outside a stack.
@Suite struct SpacerTests {
    @Test func aSpacerKeepsItsMinimumLength() throws {
        // The spacer's group goes last, its 20 set aside: 80 for the texts. "gh" (less flexible)
        // is offered 40 and takes 20; "ab cd ef" is offered 60 and wraps to "ab cd" / "ef" (50).
        // The spacer gets 10 + 20 back = 30. The row is 20 tall (from y = 40).
        let root = HStack {
            T("ab cd ef"); Spacer(minLength: 20).named("s"); T("gh")
        }
        try inBothDirections(root) { screen, direction in
            expectFrame(screen, "ab cd ef", Rect(x: 0, y: 40, width: 50, height: 20), direction)
            expectFrame(screen, "s", Rect(x: 50, y: 50, width: 30, height: 0), direction)
            expectFrame(screen, "gh", Rect(x: 80, y: 45, width: 20, height: 10), direction)
        }
        // In 60: 40 for the texts; "gh" takes 20, the other wraps to 20 pt lines; the spacer 20.
        try inBothDirections(root, width: 60) { screen, direction in
            expectFrame(screen, "ab cd ef", Rect(x: 0, y: 35, width: 20, height: 30), direction)
            expectFrame(screen, "s", Rect(x: 20, y: 50, width: 20, height: 0), direction)
            expectFrame(screen, "gh", Rect(x: 40, y: 45, width: 20, height: 10), direction)
        }
    }

    @Test func aSpacerAddsNoThicknessToItsStack() throws {
        // HStack { text; spacer }: 10 tall, not the 100 proposed.
        try inBothDirections(
            HStack {
                T("ab"); Spacer().named("s")
            }.named("row")
        ) { screen, direction in
            expectFrame(screen, "row", Rect(x: 0, y: 45, width: 100, height: 10), direction)
            expectFrame(screen, "s", Rect(x: 20, y: 50, width: 80, height: 0), direction)
        }
        // VStack { text; spacer }: 20 wide (the text's); the spacer takes the 90 below the text.
        try inBothDirections(
            VStack {
                T("ab"); Spacer().named("s")
            }.named("column")
        ) { screen, direction in
            expectFrame(screen, "column", Rect(x: 40, y: 0, width: 20, height: 100), direction)
            expectFrame(screen, "s", Rect(x: 50, y: 10, width: 0, height: 90), direction)
        }
    }

    @Test func outsideAStackASpacerExpandsBothWays() throws {
        try inBothDirections(Spacer().named("s")) { screen, direction in
            expectFrame(screen, "s", Rect(x: 0, y: 0, width: 100, height: 100), direction)
        }
        // Proposed nil (under fixedSize) it is its minimum both ways.
        try inBothDirections(Spacer().named("s").fixedSize()) { screen, direction in
            expectFrame(screen, "s", Rect(x: 46, y: 46, width: 8, height: 8), direction)
        }
        try inBothDirections(Spacer(minLength: 20).named("s").fixedSize()) { screen, direction in
            expectFrame(screen, "s", Rect(x: 40, y: 40, width: 20, height: 20), direction)
        }
        // Inside a ZStack in an HStack it is outside any stack again.
        try inBothDirections(HStack { ZStack { Spacer().named("s") } }) { screen, direction in
            expectFrame(screen, "s", Rect(x: 0, y: 0, width: 100, height: 100), direction)
        }
    }

    @Test func aColorTakesTheSpaceBeforeASpacer() throws {
        // Both infinitely flexible, but the Spacer's priority is below every view's: the colour
        // gets 100 - 8 (the spacer's minimum) = 92.
        let root = HStack {
            Color("red").named("c"); Spacer().named("s")
        }
        try inBothDirections(root) { screen, direction in
            expectFrame(screen, "c", Rect(x: 0, y: 0, width: 92, height: 100), direction)
            expectFrame(screen, "s", Rect(x: 92, y: 50, width: 8, height: 0), direction)
        }
    }
}
