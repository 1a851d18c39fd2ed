import Testing
@testable import LayoutEngine

/// `background` and `overlay`: the content decides the size; the decoration is proposed exactly
/// that size, aligned on it, and never changes it.
@Suite struct BackgroundOverlayTests {
    @Test func aBackgroundIsProposedTheContentsSize() throws {
        // "ab" padded 5: 30 x 20 at (35, 40); the rectangle behind it takes exactly that.
        let root = T("ab").padding(5).background(Rectangle().named("bg")).named("b")
        try inBothDirections(root) { screen, direction in
            expectFrame(screen, "b", Rect(x: 35, y: 40, width: 30, height: 20), direction)
            expectFrame(screen, "bg", Rect(x: 35, y: 40, width: 30, height: 20), direction)
            expectFrame(screen, "ab", Rect(x: 40, y: 45, width: 20, height: 10), direction)
        }
    }

    @Test func aLargerDecorationDrawsOutsideWithoutGrowingTheView() throws {
        // The view stays 20 x 10 at (40, 45); the 60 x 30 background is centred on it.
        let root = T("ab").background(R("bg", width: 60, height: 30)).named("b")
        try inBothDirections(root) { screen, direction in
            expectFrame(screen, "b", Rect(x: 40, y: 45, width: 20, height: 10), direction)
            expectFrame(screen, "bg", Rect(x: 20, y: 35, width: 60, height: 30), direction)
        }
    }

    @Test func anOverlayIsAligned() throws {
        // A 10 x 10 badge at the top trailing corner of a 40 x 40 square at (30, 30).
        let root = R("square", width: 40, height: 40).overlay(alignment: .topTrailing) { R("badge") }.named("o")
        try inBothDirections(root) { screen, direction in
            expectFrame(screen, "o", Rect(x: 30, y: 30, width: 40, height: 40), direction)
            expectFrame(screen, "badge", Rect(x: 60, y: 30, width: 10, height: 10), direction)
        }
    }

    @Test func aStackSizesADecoratedViewByItsContentOnly() throws {
        // In an HStack the background plays no part: 20 + 8 + 10 = 38 at x = 31.
        let root = HStack {
            T("ab").background(Rectangle().named("bg")); R("r")
        }
        try inBothDirections(root) { screen, direction in
            expectFrame(screen, "bg", Rect(x: 31, y: 45, width: 20, height: 10), direction)
            expectFrame(screen, "r", Rect(x: 59, y: 45, width: 10, height: 10), direction)
        }
    }
}
