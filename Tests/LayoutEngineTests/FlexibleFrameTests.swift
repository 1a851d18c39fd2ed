import Testing
@testable import LayoutEngine

/// `frame(minWidth:idealWidth:maxWidth:…)`, per swiftui-layout.md §1.6: the child is proposed the
/// proposal (or ideal) clamped to the bounds; the frame's length follows the min/max cases.
@Suite struct FlexibleFrameTests {
    @Test func maxWidthInfinityTakesTheWholeProposal() throws {
        // Only a maximum: min(inf, max(100, 20)) = 100; the 20 pt text sits at the leading edge.
        let root = T("ab").frame(maxWidth: .infinity, alignment: .leading).named("f")
        try inBothDirections(root) { screen, direction in
            expectFrame(screen, "f", Rect(x: 0, y: 45, width: 100, height: 10), direction)
            expectFrame(screen, "ab", Rect(x: 0, y: 45, width: 20, height: 10), direction)
        }
    }

    @Test func minZeroMaxInfinityAcceptsTheProposalUnconditionally() throws {
        // Both bounds: the proposal clamped to [0, inf] = 100; the text is centred in it.
        let root = T("ab").frame(minWidth: 0, maxWidth: .infinity).named("f")
        try inBothDirections(root) { screen, direction in
            expectFrame(screen, "f", Rect(x: 0, y: 45, width: 100, height: 10), direction)
            expectFrame(screen, "ab", Rect(x: 40, y: 45, width: 20, height: 10), direction)
        }
    }

    @Test func bothBoundsClampTheProposal() throws {
        // [30, 60] with 100 proposed: 60 wide at x = 20; the child is proposed 60 and takes 20.
        let root = T("ab").frame(minWidth: 30, maxWidth: 60).named("f")
        try inBothDirections(root) { screen, direction in
            expectFrame(screen, "f", Rect(x: 20, y: 45, width: 60, height: 10), direction)
            expectFrame(screen, "ab", Rect(x: 40, y: 45, width: 20, height: 10), direction)
        }
    }

    @Test func aMinimumWidthGrowsAShortChild() throws {
        // Only a minimum: max(50, min(100, 20)) = 50, centred at 25; the text centred inside.
        let root = T("ab").frame(minWidth: 50).named("f")
        try inBothDirections(root) { screen, direction in
            expectFrame(screen, "f", Rect(x: 25, y: 45, width: 50, height: 10), direction)
            expectFrame(screen, "ab", Rect(x: 40, y: 45, width: 20, height: 10), direction)
        }
    }

    @Test func minHeightOnlyGrows() throws {
        // A one-line text under minHeight 30 gets a 30 pt row: max(30, min(100, 10)).
        let short = T("ab").frame(minHeight: 30).named("f")
        try inBothDirections(short) { screen, direction in
            expectFrame(screen, "f", Rect(x: 40, y: 35, width: 20, height: 30), direction)
            expectFrame(screen, "ab", Rect(x: 40, y: 45, width: 20, height: 10), direction)
        }
        // Four lines (40 pt) under minHeight 20: the row grows to 40, nothing overflows.
        let tall = T("ab cd ef gh").frame(width: 30).frame(minHeight: 20).named("f")
        try inBothDirections(tall) { screen, direction in
            expectFrame(screen, "f", Rect(x: 35, y: 30, width: 30, height: 40), direction)
            expectFrame(screen, "ab cd ef gh", Rect(x: 40, y: 30, width: 20, height: 40), direction)
            #expect(screen.named("f")?.overflows.isEmpty == true)
        }
    }

    @Test func aMaximumCapsAGreedyChildAndRecordsAWiderOne() throws {
        // A rectangle under maxWidth 40 is proposed 40 and takes it: 40 x 100 at x = 30.
        let greedy = Rectangle().frame(maxWidth: 40).named("f")
        try inBothDirections(greedy) { screen, direction in
            expectFrame(screen, "f", Rect(x: 30, y: 0, width: 40, height: 100), direction)
        }
        // A 60 pt wide child under maxWidth 40: the frame is min(40, max(40, 60)) = 40; the child
        // is centred on it at x = 20 and sticks out 20.
        let wide = R("r", width: 60, height: 100).frame(maxWidth: 40).named("f")
        try inBothDirections(wide) { screen, direction in
            expectFrame(screen, "f", Rect(x: 30, y: 0, width: 40, height: 100), direction)
            expectFrame(screen, "r", Rect(x: 20, y: 0, width: 60, height: 100), direction)
            #expect(screen.named("f")?.overflows.map(\.amount) == [20])
        }
    }

    @Test func anIdealLengthAnswersANilProposal() throws {
        // fixedSize proposes nil: the frame reports its ideal 70 (even with a minimum), and
        // proposes 70 to the text, which takes 20; the height follows the child (10).
        for root in [
            T("ab").frame(idealWidth: 70).named("f").fixedSize(),
            T("ab").frame(minWidth: 10, idealWidth: 70).named("f").fixedSize(),
        ] {
            try inBothDirections(root) { screen, direction in
                expectFrame(screen, "f", Rect(x: 15, y: 45, width: 70, height: 10), direction)
                expectFrame(screen, "ab", Rect(x: 40, y: 45, width: 20, height: 10), direction)
            }
        }
    }

    @Test func negativeMinimumsAreTidiedToZero() throws {
        // minWidth -10 becomes 0; [0, 30] clamps the proposal to 30, centred at 35.
        let root = Rectangle().frame(minWidth: -10, maxWidth: 30).named("f")
        try inBothDirections(root) { screen, direction in
            expectFrame(screen, "f", Rect(x: 35, y: 0, width: 30, height: 100), direction)
        }
    }

    @Test func stackOracle() throws {
        // OpenLayout: min 20 / max 40 and min 30 / max 50 in an HStack: 40 + 8 + 50, at x = 1 and 49.
        let root = HStack {
            Rectangle().frame(minWidth: 20, maxWidth: 40).named("a")
            Rectangle().frame(minWidth: 30, maxWidth: 50).named("b")
        }
        try inBothDirections(root) { screen, direction in
            expectFrame(screen, "a", Rect(x: 1, y: 0, width: 40, height: 100), direction)
            expectFrame(screen, "b", Rect(x: 49, y: 0, width: 50, height: 100), direction)
        }
    }
}
