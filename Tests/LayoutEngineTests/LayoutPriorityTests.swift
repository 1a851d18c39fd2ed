import Testing
@testable import LayoutEngine

/// `layoutPriority`: a stack sizes higher-priority groups first, setting aside the minimums of
/// the lower groups; the priority is read through modifiers.
@Suite struct LayoutPriorityTests {
    /// A: "aa bb cc" (ideal 80, minimum 0) at priority 1; B: "d e f" (ideal 50); C: a rectangle
    /// framed to [10, 30] wide (minimum 10).
    static func threeChildren(_ a: ViewNode) -> ViewNode {
        HStack(spacing: 0) {
            a
            Text("d e f").named("B")
            Rectangle().frame(minWidth: 10, maxWidth: 30).named("C")
        }
        .font(.system(size: 10))
    }

    @Test func theHigherGroupGoesFirstAndLeavesTheOthersTheirMinimums() throws {
        // 100 less the later group's minimums (B 0, C 10) = 90 for A: one line, 80. Then 10 + C's
        // 10 back = 20 for B and C: C (less flexible: 20 < 50) is offered 10 and takes 10, B is
        // offered 10 and wraps to "d" / "e" / "f", 10 x 30. 80 + 10 + 10 = 100.
        let root = Self.threeChildren(Text("aa bb cc").layoutPriority(1).named("A"))
        try inBothDirections(root) { screen, direction in
            expectFrame(screen, "A", Rect(x: 0, y: 45, width: 80, height: 10), direction)
            expectFrame(screen, "B", Rect(x: 80, y: 35, width: 10, height: 30), direction)
            expectFrame(screen, "C", Rect(x: 90, y: 0, width: 10, height: 100), direction)
            #expect(screen.root.children.first?.overflows.isEmpty == true)
        }
    }

    @Test func withoutPriorityTheLeastFlexibleGoesFirst() throws {
        // One group: C (flex 20) offered 33.3 takes 30; B (flex 50) offered 35 wraps to "d e" /
        // "f" (30); A (flex 80) is offered the 40 left and wraps to three 20 pt lines. The stack
        // is 80 wide, centred at x = 10.
        let root = Self.threeChildren(Text("aa bb cc").named("A"))
        try inBothDirections(root) { screen, direction in
            expectFrame(screen, "A", Rect(x: 10, y: 35, width: 20, height: 30), direction)
            expectFrame(screen, "B", Rect(x: 30, y: 40, width: 30, height: 20), direction)
            expectFrame(screen, "C", Rect(x: 60, y: 0, width: 30, height: 100), direction)
        }
    }

    @Test func priorityPassesThroughModifiersEitherSideOfThem() throws {
        // Padded 5 a side, A's minimum is 10 and its ideal 90; at priority 1 it is offered all 100
        // (B's minimum is 0) and keeps one line; B gets the 10 left.
        let outside = Text("aa bb cc").padding(.horizontal, 5).layoutPriority(1).named("A")
        let inside = Text("aa bb cc").layoutPriority(1).padding(.horizontal, 5).named("A")
        var built = ViewNode(.text("aa bb cc"))
        built.traits.layoutPriority = 1
        let nodeTree = ViewNode(.padding(EdgeInsets(leading: 5, trailing: 5)), children: [built], traits: NodeTraits(name: "A"))
        for a in [outside, inside, nodeTree] {
            let root = HStack(spacing: 0) {
                a; Text("d e f").named("B")
            }.font(.system(size: 10))
            try inBothDirections(root) { screen, direction in
                expectFrame(screen, "A", Rect(x: 0, y: 45, width: 90, height: 10), direction)
                expectFrame(screen, "B", Rect(x: 90, y: 35, width: 10, height: 30), direction)
            }
        }
    }

    @Test func priorityPassesThroughConditionals() throws {
        // The if's branch is the stack's child: offered 100 it keeps one 80 pt line; "d e f" gets
        // 20 and wraps to a 10 pt column. 90 wide, centred at x = 5.
        let conditional = Conditional(.not(.isAccessibilitySize)) { Text("aa bb cc").layoutPriority(1) }.named("A")
        let root = HStack(spacing: 0) {
            conditional; Text("d e f").named("B")
        }.font(.system(size: 10))
        try inBothDirections(root) { screen, direction in
            expectFrame(screen, "A", Rect(x: 5, y: 45, width: 80, height: 10), direction)
            expectFrame(screen, "B", Rect(x: 85, y: 35, width: 10, height: 30), direction)
        }
    }
}
