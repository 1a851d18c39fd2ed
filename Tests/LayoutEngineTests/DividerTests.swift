import Testing
@testable import LayoutEngine

/// `Divider()`: a 1 pt line across its stack, horizontal outside one.
@Suite struct DividerTests {
    @Test func inAVStackItRunsAcross() throws {
        // The divider takes the proposed 100; 10 + 8 + 1 + 8 + 10 = 37 from y = 31.5.
        let root = VStack {
            R("a"); Divider().named("d"); R("b")
        }
        try inBothDirections(root) { screen, direction in
            expectFrame(screen, "a", Rect(x: 45, y: 31.5, width: 10, height: 10), direction)
            expectFrame(screen, "d", Rect(x: 0, y: 49.5, width: 100, height: 1), direction)
            expectFrame(screen, "b", Rect(x: 45, y: 58.5, width: 10, height: 10), direction)
        }
    }

    @Test func inAnHStackItStandsUp() throws {
        // 1 pt wide and as tall as proposed: 10 + 8 + 1 + 8 + 10 = 37 from x = 31.5.
        let root = HStack {
            R("a"); Divider().named("d"); R("b")
        }
        try inBothDirections(root) { screen, direction in
            expectFrame(screen, "a", Rect(x: 31.5, y: 45, width: 10, height: 10), direction)
            expectFrame(screen, "d", Rect(x: 49.5, y: 0, width: 1, height: 100), direction)
            expectFrame(screen, "b", Rect(x: 58.5, y: 45, width: 10, height: 10), direction)
        }
    }

    @Test func inARowOfUnknownHeightItFillsTheRowWhenPlaced() throws {
        // In a vertical scroll view the row is proposed nil height: the divider is 0 tall while
        // the row is sized (10, from the texts) and is then placed with the row's height.
        // The scroll view is as wide as the row: 20 + 8 + 1 + 8 + 20 = 57, centred at 21.5.
        let root = ScrollView {
            HStack {
                T("ab"); Divider().named("d"); T("cd")
            }
        }
        try inBothDirections(root) { screen, direction in
            expectFrame(screen, "ab", Rect(x: 21.5, y: 0, width: 20, height: 10), direction)
            expectFrame(screen, "d", Rect(x: 49.5, y: 0, width: 1, height: 10), direction)
            expectFrame(screen, "cd", Rect(x: 58.5, y: 0, width: 20, height: 10), direction)
        }
    }

    @Test func outsideAStackItIsHorizontal() throws {
        try inBothDirections(Divider().named("d")) { screen, direction in
            expectFrame(screen, "d", Rect(x: 0, y: 49.5, width: 100, height: 1), direction)
        }
    }
}
