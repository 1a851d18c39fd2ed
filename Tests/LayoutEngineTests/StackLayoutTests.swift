import DynamicType
import Testing
import TextMeasurement
@testable import LayoutEngine

@Suite struct StackLayoutTests {
    @Test func twoRectanglesShareAnHStackWithTheDefaultGap() throws {
        // 100 - 8 = 92, split evenly: 46 + 8 + 46 (OpenLayout's HStack oracle).
        let screen = try layoutInBox(HStack { Rectangle(); Rectangle() })
        let rects = screen.root.children.map(\.frame)
        #expect(rects == [Rect(x: 0, y: 0, width: 46, height: 100), Rect(x: 54, y: 0, width: 46, height: 100)])
    }

    @Test func flexibleFramesAreSizedLeastFlexibleFirstAndCentred() throws {
        // min 20 / max 40 and min 30 / max 50: 40 + 8 + 50 = 98, centred in 100: x = 1 and 49.
        let screen = try layoutInBox(HStack {
            Rectangle().frame(minWidth: 20, maxWidth: 40)
            Rectangle().frame(minWidth: 30, maxWidth: 50)
        })
        #expect(screen.root.frame == Rect(x: 1, y: 0, width: 98, height: 100))
        #expect(screen.root.children.map(\.frame.minX) == [1, 49])
        #expect(screen.root.children.map(\.frame.width) == [40, 50])
    }

    @Test func aChildThatRefusesToShrinkOverflowsTheStack() throws {
        // objc.io: HStack(spacing: 0) { maxWidth 100; minWidth 100 }.frame(width: 150): 75 + 100 = 175.
        let screen = try layoutInBox(HStack(spacing: 0) {
            Rectangle().frame(maxWidth: 100)
            Rectangle().frame(minWidth: 100)
        }.frame(width: 150), width: 300)
        let stack = try #require(screen.root.children.first)
        #expect(stack.children.map(\.frame.width) == [75, 100])
        #expect(stack.overflows.map(\.amount) == [25])
        #expect(screen.root.overflows.first?.amount == 25)
    }

    @Test func textIsSizedShortestFirstAndWrapsInWhatIsLeft() throws {
        // Body at Large is 17 pt: "ab" is 34 wide; "cd ef gh" is 136 ideal. In 120: the short
        // text is less flexible and goes first: 120 - 8 = 112, half = 56 -> "ab" takes 34; the
        // other gets 112 - 34 = 78 -> "cd ef" does not fit (85), so three lines of 34.
        let screen = try layoutInBox(HStack { Text("ab"); Text("cd ef gh") }, width: 120)
        let texts = screen.root.children
        #expect(texts.map(\.frame.width) == [34, 34])
        #expect(texts[1].text?.lines.map(\.text) == ["cd", "ef", "gh"])
        #expect(texts[1].frame.height == 51)
    }

    @Test func layoutPriorityTakesAllButTheOthersMinimums() throws {
        // In 150: 142 after the gap. Without priority the less flexible "ab cd" (85 ideal) goes
        // first and is offered 71, so it wraps; with priority 1 it is offered all 142 (the other
        // text's minimum is 0) and stays on one line.
        let plain = try layoutInBox(HStack { Text("ab cd"); Text("efghij") }, width: 150)
        #expect(plain.root.children[0].text?.lines.count == 2)
        let prioritized = try layoutInBox(HStack { Text("ab cd").layoutPriority(1); Text("efghij") }, width: 150)
        #expect(prioritized.root.children[0].text?.lines.count == 1)
        #expect(prioritized.root.children[0].frame.width == 85)
    }

    @Test func spacersTakeWhatIsLeftAfterEveryOtherView() throws {
        let screen = try layoutInBox(HStack { Text("a"); Spacer(); Text("b") }, width: 200)
        let frames = screen.root.children.map(\.frame)
        // No gap next to a Spacer with default spacing: a at 0, spacer 200 - 34, b at the end.
        #expect(frames.map(\.minX) == [0, 17, 183])
        #expect(frames[1].width == 166)
    }

    @Test func rightToLeftMirrorsAnHStack() throws {
        var environment = LayoutEnvironment()
        environment.layoutDirection = .rightToLeft
        let screen = try layoutInBox(HStack { Text("a"); Spacer(); Text("b") }, width: 200, environment: environment)
        #expect(screen.root.children.map(\.frame.minX) == [183, 17, 0])
    }

    @Test func paddingDefaultsToSixteen() throws {
        let screen = try layoutInBox(Text("ab").padding())
        #expect(screen.root.frame.size == Size(width: 66, height: 49))
        #expect(screen.root.children[0].frame.origin == Point(x: screen.root.frame.minX + 16, y: screen.root.frame.minY + 16))
    }

    @Test func aFixedFrameDoesNotClipAndRecordsTheOverflow() throws {
        // 53 pt body at AX5 needs a 53 pt line in a 44 pt row: 9 pt drawn outside.
        var environment = LayoutEnvironment(category: .accessibility5)
        environment.font = .body
        let screen = try layoutInBox(Text("Email").frame(height: 44), width: 400, environment: environment)
        #expect(screen.root.frame.height == 44)
        #expect(screen.root.children[0].frame.height == 53)
        #expect(screen.root.overflows.map(\.amount) == [9])
        #expect(screen.root.children[0].visibleFrame == screen.root.children[0].frame)
    }

    @Test func aShortFrameLimitsLinesToWhatFitsButAtLeastOne() throws {
        // "aa bb cc" at 17 pt in 40 wide needs 3 lines; a 40 pt tall frame holds 2.
        let screen = try layoutInBox(Text("aa bb cc").frame(width: 40, height: 40), width: 200, height: 200)
        let text = try #require(screen.root.children.first?.text)
        #expect(text.lines.count == 2)
        #expect(text.truncation != nil)
    }

    @Test func scrollViewsProposeNilAlongTheirAxisAndClip() throws {
        let screen = try layoutInBox(ScrollView { VStack(spacing: 0) { Rectangle().frame(height: 80); Rectangle().frame(height: 80) } })
        let content = try #require(screen.root.children.first)
        #expect(screen.root.frame.height == 100)
        #expect(content.frame.height == 160)
        #expect(content.isInScrollView)
        #expect(content.clip == Rect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test func viewThatFitsPicksTheFirstIdealThatFits() throws {
        let root = ViewThatFits(in: .horizontal) {
            HStack { Text("long label"); Text("value") }
            VStack { Text("long label"); Text("value") }
        }
        let wide = try layoutInBox(root, width: 400)
        #expect(wide.root.children.first?.label == "HStack")
        let narrow = try layoutInBox(root, width: 150)
        #expect(narrow.root.children.first?.label == "VStack")
    }

    @Test func accessibilitySizeConditionsAreEvaluatedPerCategory() throws {
        let root = AnyLayout(.isAccessibilitySize, .vertical(.leading, spacing: 4), else: .horizontal(.center, spacing: 12)) {
            Text("a"); Text("b")
        }
        let standard = try layoutInBox(root, width: 400)
        #expect(standard.root.children[1].frame.minX > standard.root.children[0].frame.maxX)
        let large = try layoutInBox(root, width: 400, environment: LayoutEnvironment(category: .accessibility1))
        #expect(large.root.children[1].frame.minY == large.root.children[0].frame.maxY + 4)
    }

    @Test func capsHoldTextAtTheirCategory() throws {
        let capped = try layoutInBox(Text("a").dynamicTypeSize(...ContentSizeCategory.xxxLarge), width: 400,
                                     environment: LayoutEnvironment(category: .accessibility5))
        #expect(capped.root.children[0].textStyle?.pointSize == 23)
        #expect(capped.root.children[0].textStyle?.defaultPointSize == 17)
    }
}
