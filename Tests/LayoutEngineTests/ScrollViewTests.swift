import Testing
@testable import LayoutEngine

/// `ScrollView`: the content gets nil along the scrolling axis; the scroll view is as long as
/// proposed along it and as wide as its content across it, and clips.
@Suite struct ScrollViewTests {
    @Test func aVerticalScrollViewIsAsWideAsItsContent() throws {
        // "ab" is 20 wide: the scroll view is 20 x 100, centred at x = 40.
        let root = ScrollView { T("ab") }.named("sv")
        try inBothDirections(root) { screen, direction in
            expectFrame(screen, "sv", Rect(x: 40, y: 0, width: 20, height: 100), direction)
            expectFrame(screen, "ab", Rect(x: 40, y: 0, width: 20, height: 10), direction)
            #expect(screen.named("sv")?.isInScrollView == false)
            #expect(screen.text("ab")?.isInScrollView == true)
            #expect(screen.text("ab")?.clip == direction(Rect(x: 40, y: 0, width: 20, height: 100)))
        }
    }

    @Test func aFlexibleFrameMakesItFillTheWidth() throws {
        let root = ScrollView { T("ab").frame(maxWidth: .infinity, alignment: .leading) }.named("sv")
        try inBothDirections(root) { screen, direction in
            expectFrame(screen, "sv", Rect(x: 0, y: 0, width: 100, height: 100), direction)
            expectFrame(screen, "ab", Rect(x: 0, y: 0, width: 20, height: 10), direction)
        }
    }

    @Test func contentTallerThanTheViewportIsClippedAndReachable() throws {
        // Two 80 pt rows in 100: the second shows its top 20 points.
        let root = ScrollView {
            VStack(spacing: 0) {
                R("a", width: 50, height: 80); R("b", width: 50, height: 80)
            }
        }.named("sv")
        try inBothDirections(root) { screen, direction in
            expectFrame(screen, "sv", Rect(x: 25, y: 0, width: 50, height: 100), direction)
            expectFrame(screen, "b", Rect(x: 25, y: 80, width: 50, height: 80), direction)
            #expect(screen.named("b")?.visibleFrame == direction(Rect(x: 25, y: 80, width: 50, height: 20)))
            #expect(screen.named("b")?.isInScrollView == true)
            #expect(screen.named("sv")?.overflows.isEmpty == true)
        }
    }

    @Test func aHorizontalScrollViewStartsAtTheLeadingEdge() throws {
        // 120 pt of content in 100: the scroll view is 100 x 10; right to left the content starts
        // at the right edge, so its first square is on the right.
        let root = ScrollView(.horizontal) {
            HStack(spacing: 0) {
                R("a", width: 60); R("b", width: 60)
            }.named("content")
        }.named("sv")
        try inBothDirections(root) { screen, direction in
            expectFrame(screen, "sv", Rect(x: 0, y: 45, width: 100, height: 10), direction)
            expectFrame(screen, "content", Rect(x: 0, y: 45, width: 120, height: 10), direction)
            expectFrame(screen, "a", Rect(x: 0, y: 45, width: 60, height: 10), direction)
            expectFrame(screen, "b", Rect(x: 60, y: 45, width: 60, height: 10), direction)
            #expect(screen.named("b")?.visibleFrame == direction(Rect(x: 60, y: 45, width: 40, height: 10)))
        }
    }

    @Test func inAStackItTakesWhatIsLeft() throws {
        // The 20 pt header goes first (inflexible); the scroll view takes the other 80.
        let root = VStack(spacing: 0) {
            R("header", width: 100, height: 20); ScrollView { R("long", width: 100, height: 300) }.named("sv")
        }
        try inBothDirections(root) { screen, direction in
            expectFrame(screen, "sv", Rect(x: 0, y: 20, width: 100, height: 80), direction)
            expectFrame(screen, "long", Rect(x: 0, y: 20, width: 100, height: 300), direction)
            #expect(screen.named("long")?.visibleFrame == Rect(x: 0, y: 20, width: 100, height: 80))
        }
    }

    @Test func anEmptyScrollViewIsStillGreedyAlongItsAxis() throws {
        let root = VStack(spacing: 0) {
            ScrollView {}.named("sv"); R("r")
        }
        try inBothDirections(root) { screen, direction in
            expectFrame(screen, "sv", Rect(x: 50, y: 0, width: 0, height: 90), direction)
            expectFrame(screen, "r", Rect(x: 45, y: 90, width: 10, height: 10), direction)
        }
    }
}
