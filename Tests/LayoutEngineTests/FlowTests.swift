import Testing
@testable import LayoutEngine

/// A flow (a project's wrapping `Layout`): children at their ideal sizes in reading order, a new row
/// when the next child does not fit. Ahem text is 10 pt a character; the box is 100 x 100.
@Suite struct FlowTests {
    @Test func childrenWrapToANewRowWhenTheNextDoesNotFit() throws {
        // "aaa" 30 + 10 + "bbbb" 40 = 80 fits; + 10 + "cc" 20 = 110 does not: "cc" starts row two,
        // 10 + 10 below row one. The flow is 100 wide and 30 tall, centred: y = 35.
        let flow = Flow(spacing: 10) {
            T("aaa"); T("bbbb"); T("cc")
        }
        try inBothDirections(flow) { screen, direction in
            expectFrame(screen, "aaa", Rect(x: 0, y: 35, width: 30, height: 10), direction)
            expectFrame(screen, "bbbb", Rect(x: 40, y: 35, width: 40, height: 10), direction)
            expectFrame(screen, "cc", Rect(x: 0, y: 55, width: 20, height: 10), direction)
        }
    }

    @Test func rowsAlignAsTheFlowSays() throws {
        // Centred: row one (80 wide) starts at 10, row two (20 wide) at 40.
        let flow = Flow(alignment: .center, spacing: 10) {
            T("aaa"); T("bbbb"); T("cc")
        }
        try inBothDirections(flow) { screen, direction in
            expectFrame(screen, "aaa", Rect(x: 10, y: 35, width: 30, height: 10), direction)
            expectFrame(screen, "bbbb", Rect(x: 50, y: 35, width: 40, height: 10), direction)
            expectFrame(screen, "cc", Rect(x: 40, y: 55, width: 20, height: 10), direction)
        }
    }

    @Test func aChildWiderThanTheFlowIsOfferedItsWidthAndWraps() throws {
        // "aaaa bbbb cccc" is 140 wide: offered 100 it wraps to "aaaa bbbb" (90) over "cccc", 20 tall;
        // "dd" goes below it with the default spacing of 8.
        let flow = Flow {
            T("aaaa bbbb cccc"); T("dd")
        }
        try inBothDirections(flow) { screen, direction in
            expectFrame(screen, "aaaa bbbb cccc", Rect(x: 0, y: 31, width: 90, height: 20), direction)
            expectFrame(screen, "dd", Rect(x: 0, y: 59, width: 20, height: 10), direction)
        }
    }

    @Test func offeredNoWidthItIsOneRow() throws {
        // Unbounded, nothing wraps: 30 + 8 + 40 = 78 wide, centred in the box.
        let flow = Flow {
            T("aaa"); T("bbbb")
        }.fixedSize()
        try inBothDirections(flow) { screen, direction in
            expectFrame(screen, "aaa", Rect(x: 11, y: 45, width: 30, height: 10), direction)
            expectFrame(screen, "bbbb", Rect(x: 49, y: 45, width: 40, height: 10), direction)
        }
    }
}
