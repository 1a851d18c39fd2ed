import DynamicType
import Testing
@testable import LayoutEngine

/// `safeAreaInset(edge:spacing:)`: a sticky bar at its ideal height; the content gets the rest.
@Suite struct SafeAreaInsetTests {
    @Test func aBottomBarTakesItsHeightFromTheContent() throws {
        // The bar ("Pay" padded 10) is 50 x 30 at the bottom, centred; the content 100 x 170.
        let root = Rectangle().named("content").safeAreaInset(edge: .bottom) { T("Pay").padding(10).named("bar") }
        try inBothDirections(root, height: 200) { screen, direction in
            expectFrame(screen, "content", Rect(x: 0, y: 0, width: 100, height: 170), direction)
            expectFrame(screen, "bar", Rect(x: 25, y: 170, width: 50, height: 30), direction)
        }
    }

    @Test func aTopBarAndSpacing() throws {
        let root = Rectangle().named("content").safeAreaInset(edge: .top, spacing: 5) { T("Pay").padding(10).named("bar") }
        try inBothDirections(root, height: 200) { screen, direction in
            expectFrame(screen, "bar", Rect(x: 25, y: 0, width: 50, height: 30), direction)
            expectFrame(screen, "content", Rect(x: 0, y: 35, width: 100, height: 165), direction)
        }
    }

    @Test func theBarGrowsWithItsText() throws {
        // Body at AX5 is 53 pt: the bar is 53 + 20 tall; the content keeps 400 - 73.
        let root = Rectangle().named("content").safeAreaInset(edge: .bottom) { Text("Pay").padding(10).named("bar") }
        try inBothDirections(root, width: 400, height: 400, category: .accessibility5) { screen, direction in
            expectFrame(screen, "bar", Rect(x: 110.5, y: 327, width: 179, height: 73), direction)
            expectFrame(screen, "content", Rect(x: 0, y: 0, width: 400, height: 327), direction)
        }
    }
}
