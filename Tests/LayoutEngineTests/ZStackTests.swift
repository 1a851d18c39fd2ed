import Testing
@testable import LayoutEngine

/// `ZStack(alignment:)`: every child gets the stack's proposal; the stack is their union, each
/// child aligned in it.
@Suite struct ZStackTests {
    /// Alignment -> the small 10 x 20 child's offset in the 40 x 30 union, left to right.
    static let alignments: [(Alignment, Double, Double)] = [
        (.topLeading, 0, 0), (.top, 15, 0), (.topTrailing, 30, 0),
        (.leading, 0, 5), (.center, 15, 5), (.trailing, 30, 5),
        (.bottomLeading, 0, 10), (.bottom, 15, 10), (.bottomTrailing, 30, 10),
    ]

    @Test(arguments: alignments)
    func childrenAreAlignedInTheUnion(alignment: Alignment, dx: Double, dy: Double) throws {
        // The union of 40 x 30 and 10 x 20 is 40 x 30, centred at (30, 35).
        let root = ZStack(alignment: alignment) {
            R("big", width: 40, height: 30); R("small", width: 10, height: 20)
        }.named("z")
        try inBothDirections(root) { screen, direction in
            expectFrame(screen, "z", Rect(x: 30, y: 35, width: 40, height: 30), direction)
            expectFrame(screen, "big", Rect(x: 30, y: 35, width: 40, height: 30), direction)
            expectFrame(screen, "small", Rect(x: 30 + dx, y: 35 + dy, width: 10, height: 20), direction)
        }
    }

    @Test func theUnionTakesTheWidestAndTheTallest() throws {
        // 60 x 10 and 20 x 40: 60 x 40 at (20, 30).
        let root = ZStack {
            R("wide", width: 60, height: 10); R("tall", width: 20, height: 40)
        }.named("z")
        try inBothDirections(root) { screen, direction in
            expectFrame(screen, "z", Rect(x: 20, y: 30, width: 60, height: 40), direction)
            expectFrame(screen, "wide", Rect(x: 20, y: 45, width: 60, height: 10), direction)
            expectFrame(screen, "tall", Rect(x: 40, y: 30, width: 20, height: 40), direction)
        }
    }

    @Test func aGreedyChildMakesTheStackTakeTheProposal() throws {
        let root = ZStack(alignment: .bottomLeading) {
            Rectangle().named("fill"); T("ab")
        }
        try inBothDirections(root) { screen, direction in
            expectFrame(screen, "fill", Rect(x: 0, y: 0, width: 100, height: 100), direction)
            expectFrame(screen, "ab", Rect(x: 0, y: 90, width: 20, height: 10), direction)
        }
    }

    @Test func everyChildIsProposedTheWholeProposal() throws {
        // In 50 x 100 the text wraps at 50: "ab cd" / "ef", 50 x 20.
        let root = ZStack { T("ab cd ef") }
        try inBothDirections(root, width: 50) { screen, direction in
            expectFrame(screen, "ab cd ef", Rect(x: 0, y: 40, width: 50, height: 20), direction)
        }
    }
}
