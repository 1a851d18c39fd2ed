import DynamicType
import Testing
import TextMeasurement
@testable import LayoutEngine

/// HStack and VStack sizing: flexibility order, overflow, wrapping (body text is 17 pt at Large).
@Suite struct StackLayoutTests {
    @Test func twoRectanglesShareAnHStackWithTheDefaultGap() throws {
        // 100 - 8 = 92, split evenly: 46 + 8 + 46 (OpenLayout's HStack oracle).
        try inBothDirections(
            HStack {
                Rectangle().named("a"); Rectangle().named("b")
            }
        ) { screen, direction in
            expectFrame(screen, "a", Rect(x: 0, y: 0, width: 46, height: 100), direction)
            expectFrame(screen, "b", Rect(x: 54, y: 0, width: 46, height: 100), direction)
        }
    }

    @Test func aVStackSplitsTheHeightTheSameWay() throws {
        try inBothDirections(
            VStack {
                Rectangle().named("a"); Rectangle().named("b")
            }
        ) { screen, direction in
            expectFrame(screen, "a", Rect(x: 0, y: 0, width: 100, height: 46), direction)
            expectFrame(screen, "b", Rect(x: 0, y: 54, width: 100, height: 46), direction)
        }
    }

    @Test func aChildThatRefusesToShrinkOverflowsTheStack() throws {
        // objc.io: HStack(spacing: 0) { maxWidth 100; minWidth 100 }.frame(width: 150): 75 + 100 = 175,
        // centred in the 150 frame (at 75 in a 300 box): from x = 62.5.
        let root = HStack(spacing: 0) {
            Rectangle().frame(maxWidth: 100).named("a")
            Rectangle().frame(minWidth: 100).named("b")
        }.named("stack").frame(width: 150).named("f")
        try inBothDirections(root, width: 300) { screen, direction in
            expectFrame(screen, "a", Rect(x: 62.5, y: 0, width: 75, height: 100), direction)
            expectFrame(screen, "b", Rect(x: 137.5, y: 0, width: 100, height: 100), direction)
            #expect(screen.named("stack")?.overflows.map(\.amount) == [25])
            #expect(screen.named("f")?.overflows.first?.amount == 25)
        }
    }

    @Test func textIsSizedShortestFirstAndWrapsInWhatIsLeft() throws {
        // "ab" is 34 wide; "cd ef gh" 136 ideal. In 120: 112 after the gap; "ab" (less flexible)
        // is offered 56 and takes 34; the other gets 78 and wraps to three 34 pt lines (51 tall).
        // 34 + 8 + 34 = 76, centred at x = 22.
        try inBothDirections(
            HStack {
                Text("ab"); Text("cd ef gh")
            }, width: 120
        ) { screen, direction in
            expectFrame(screen, "Text \"ab\"", Rect(x: 22, y: 41.5, width: 34, height: 17), direction)
            expectFrame(screen, "Text \"cd ef gh\"", Rect(x: 64, y: 24.5, width: 34, height: 51), direction)
            #expect(screen.text("cd ef gh")?.text?.lines.map(\.text) == ["cd", "ef", "gh"])
        }
    }

    @Test func layoutPriorityTakesAllButTheOthersMinimums() throws {
        // In 150: 142 after the gap. Without priority the less flexible "ab cd" (85 ideal) goes
        // first and is offered 71, so it wraps; with priority 1 it is offered all 142 (the other
        // text's minimum is 0) and stays on one line.
        try inBothDirections(
            HStack {
                Text("ab cd"); Text("efghij")
            }, width: 150
        ) { screen, _ in
            #expect(screen.text("ab cd")?.text?.lines.count == 2)
        }
        try inBothDirections(
            HStack {
                Text("ab cd").layoutPriority(1); Text("efghij")
            }, width: 150
        ) { screen, direction in
            // "efghij" gets 150 - 8 - 85 = 57 and cannot break its 102 pt word: the row overflows.
            expectFrame(screen, "Text \"ab cd\"", Rect(x: -22.5, y: 41.5, width: 85, height: 17), direction)
            #expect(screen.text("ab cd")?.text?.lines.count == 1)
        }
    }

    @Test func spacersTakeWhatIsLeftAfterEveryOtherView() throws {
        // No gap next to a Spacer with default spacing: a at 0, the spacer 200 - 34, b at the end.
        try inBothDirections(
            HStack {
                Text("a"); Spacer().named("s"); Text("b")
            }, width: 200
        ) { screen, direction in
            expectFrame(screen, "Text \"a\"", Rect(x: 0, y: 41.5, width: 17, height: 17), direction)
            expectFrame(screen, "s", Rect(x: 17, y: 50, width: 166, height: 0), direction)
            expectFrame(screen, "Text \"b\"", Rect(x: 183, y: 41.5, width: 17, height: 17), direction)
        }
    }

    @Test func aFixedFrameDoesNotClipAndRecordsTheOverflow() throws {
        // 53 pt body at AX5 needs a 53 pt line in a 44 pt row: 9 pt drawn outside.
        try inBothDirections(Text("Email").frame(height: 44).named("f"), width: 400, category: .accessibility5) { screen, direction in
            expectFrame(screen, "f", Rect(x: 67.5, y: 28, width: 265, height: 44), direction)
            expectFrame(screen, "Text \"Email\"", Rect(x: 67.5, y: 23.5, width: 265, height: 53), direction)
            #expect(screen.named("f")?.overflows.map(\.amount) == [9])
            #expect(screen.text("Email")?.visibleFrame == screen.text("Email")?.frame)
        }
    }

    @Test func aShortFrameLimitsLinesToWhatFitsButAtLeastOne() throws {
        // "aa bb cc" at 17 pt in 40 wide needs 3 lines; a 40 pt tall frame holds 2.
        try inBothDirections(Text("aa bb cc").frame(width: 40, height: 40), width: 200, height: 200) { screen, _ in
            let text = try #require(screen.text("aa bb cc")?.text)
            #expect(text.lines.count == 2)
            #expect(text.truncation != nil)
        }
    }
}
