import Testing
@testable import LayoutEngine

/// `ViewThatFits(in:)`: the first child whose ideal size fits on the constrained axes, else the
/// last; only the chosen child is placed.
@Suite struct ViewThatFitsTests {
    static let row = ViewThatFits(in: .horizontal) {
        HStack {
            T("long label"); T("value")
        }.named("h")
        VStack(spacing: 0) {
            T("long label"); T("value")
        }.named("v")
    }

    @Test func theRowIsChosenWhenItsIdealWidthFits() throws {
        // Ideal 100 + 8 + 50 = 158 <= 200: the HStack, at (21, 45).
        try inBothDirections(Self.row, width: 200) { screen, direction in
            expectFrame(screen, "h", Rect(x: 21, y: 45, width: 158, height: 10), direction)
            expectFrame(screen, "value", Rect(x: 129, y: 45, width: 50, height: 10), direction)
            #expect(screen.named("v") == nil)
        }
    }

    @Test func theColumnIsChosenWhenTheRowDoesNotFit() throws {
        // 158 > 150: the VStack, 100 x 20 at (25, 40), "value" centred under the label.
        try inBothDirections(Self.row, width: 150) { screen, direction in
            expectFrame(screen, "v", Rect(x: 25, y: 40, width: 100, height: 20), direction)
            expectFrame(screen, "value", Rect(x: 50, y: 50, width: 50, height: 10), direction)
            #expect(screen.named("h") == nil)
        }
    }

    @Test func theVerticalAxisComparesIdealHeights() throws {
        let root = ViewThatFits(in: .vertical) {
            VStack(spacing: 0) {
                R("a", height: 60); R("b", height: 60)
            }.named("tall")
            R("short", height: 30)
        }
        // 120 > 100: the short one.
        try inBothDirections(root) { screen, direction in
            expectFrame(screen, "short", Rect(x: 45, y: 35, width: 10, height: 30), direction)
            #expect(screen.named("tall") == nil)
        }
        // 120 <= 150: the tall one.
        try inBothDirections(root, height: 150) { screen, direction in
            expectFrame(screen, "tall", Rect(x: 45, y: 15, width: 10, height: 120), direction)
        }
    }

    @Test func whenNothingFitsTheLastIsShown() throws {
        let root = ViewThatFits {
            R("x", width: 200); R("y", width: 150)
        }
        try inBothDirections(root) { screen, direction in
            expectFrame(screen, "y", Rect(x: -25, y: 45, width: 150, height: 10), direction)
            #expect(screen.named("x") == nil)
        }
    }

    @Test func withNoAxesTheFirstIsShown() throws {
        let root = ViewThatFits(in: []) {
            R("x", width: 200); R("y", width: 50)
        }
        try inBothDirections(root) { screen, direction in
            expectFrame(screen, "x", Rect(x: -50, y: 45, width: 200, height: 10), direction)
        }
    }
}
