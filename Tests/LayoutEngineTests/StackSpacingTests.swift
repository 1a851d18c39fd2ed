import Testing
@testable import LayoutEngine

/// Stack spacing (swiftui-layout.md §1.3, §1.4). With the Ahem measurer a 10 pt text has a 10 pt
/// line, ascender 8, descender 2, cap height 7.046 and text spacing 1 (so line spacing 11):
/// a view above text keeps 11 - 8 = 3; text above a view keeps max(11 - 7.046, 1 + 2) = 3.954,
/// ceiled to the 1/3 pt grid: 4; text above text keeps the leading, 0.
@Suite struct StackSpacingTests {
    @Test func explicitSpacingAppliesNextToSpacersToo() throws {
        // 10 + 5 + spacer + 5 + 10 = 100: the spacer is 70.
        let root = HStack(spacing: 5) {
            R("a"); Spacer().named("s"); R("b")
        }
        try inBothDirections(root) { screen, direction in
            expectFrame(screen, "a", Rect(x: 0, y: 45, width: 10, height: 10), direction)
            expectFrame(screen, "s", Rect(x: 15, y: 50, width: 70, height: 0), direction)
            expectFrame(screen, "b", Rect(x: 90, y: 45, width: 10, height: 10), direction)
        }
    }

    @Test func defaultSpacingNextToASpacerIsZero() throws {
        let root = HStack {
            R("a"); Spacer().named("s"); R("b")
        }
        try inBothDirections(root) { screen, direction in
            expectFrame(screen, "s", Rect(x: 10, y: 50, width: 80, height: 0), direction)
            expectFrame(screen, "b", Rect(x: 90, y: 45, width: 10, height: 10), direction)
        }
    }

    @Test func eightBetweenOrdinaryViewsOnBothAxes() throws {
        // 10 + 8 + 10 = 28, centred.
        try inBothDirections(
            HStack {
                R("a"); R("b")
            }
        ) { screen, direction in
            expectFrame(screen, "a", Rect(x: 36, y: 45, width: 10, height: 10), direction)
            expectFrame(screen, "b", Rect(x: 54, y: 45, width: 10, height: 10), direction)
        }
        try inBothDirections(
            VStack {
                R("a"); R("b")
            }
        ) { screen, direction in
            expectFrame(screen, "a", Rect(x: 45, y: 36, width: 10, height: 10), direction)
            expectFrame(screen, "b", Rect(x: 45, y: 54, width: 10, height: 10), direction)
        }
    }

    @Test func eightNextToTextAcrossAnHStack() throws {
        // Text has no horizontal spacing category: 20 + 8 + 10 = 38 at x = 31.
        try inBothDirections(
            HStack {
                T("ab"); R("r")
            }
        ) { screen, direction in
            expectFrame(screen, "ab", Rect(x: 31, y: 45, width: 20, height: 10), direction)
            expectFrame(screen, "r", Rect(x: 59, y: 45, width: 10, height: 10), direction)
        }
    }

    @Test func textRulesInAVStack() throws {
        // 10 + 3 + 10 + 0 + 10 + 4 + 10 = 47, from y = 26.5.
        let root = VStack {
            R("top"); T("ab"); T("cd"); R("bottom")
        }
        try inBothDirections(root) { screen, direction in
            expectFrame(screen, "top", Rect(x: 45, y: 26.5, width: 10, height: 10), direction)
            expectFrame(screen, "ab", Rect(x: 40, y: 39.5, width: 20, height: 10), direction)
            expectFrame(screen, "cd", Rect(x: 40, y: 49.5, width: 20, height: 10), direction)
            expectFrame(screen, "bottom", Rect(x: 45, y: 63.5, width: 10, height: 10), direction)
        }
    }

    @Test func textSpacingGrowsWithTheFont() throws {
        // A 20 pt text: line 20, ascender 16, text spacing 2, line spacing 22: a view above keeps
        // 6; below it, max(22 - 14.092, 2 + 4) = 7.908 -> 8 (ceiled to 1/3 pt). 10 + 6 + 20 + 8 + 10.
        let root = VStack {
            R("top"); T("ab", size: 20); R("bottom")
        }
        try inBothDirections(root) { screen, direction in
            expectFrame(screen, "top", Rect(x: 45, y: 23, width: 10, height: 10), direction)
            expectFrame(screen, "ab", Rect(x: 30, y: 39, width: 40, height: 20), direction)
            expectFrame(screen, "bottom", Rect(x: 45, y: 67, width: 10, height: 10), direction)
        }
    }

    @Test func paddingAndFramesResetTheEdgesTheyTouch() throws {
        // Top padding and a fixed height reset the text's top edge (8); horizontal padding and a
        // fixed width do not (3). Each stack: 10 + gap + text.
        let cases: [(ViewNode, Double)] = [
            (T("ab").padding(.top, 2).named("t"), 8),
            (T("ab").frame(height: 10).named("t"), 8),
            (T("ab").padding(.horizontal, 2).named("t"), 3),
            (T("ab").frame(width: 20).named("t"), 3),
            (T("ab").frame(minHeight: 5).named("t"), 8),
        ]
        for (text, gap) in cases {
            try inBothDirections(
                VStack(spacing: nil) {
                    R("top"); text
                }
            ) { screen, direction in
                let top = try #require(screen.named("top")?.frame)
                let below = try #require(screen.named("t")?.frame)
                #expect(below.minY - top.maxY == gap, "\(direction)\n\(screen.dump())")
            }
        }
    }

    @Test func aNestedVStackShowsItsFirstAndLastChild() throws {
        // Inner VStack { text; rect } below a rect: the gap above it is the text's (3); inner
        // VStack { rect; text } above a rect: the gap below it is the text's (4).
        try inBothDirections(
            VStack {
                R("top");
                VStack(spacing: 0) {
                    T("ab"); R("inner")
                }.named("stack")
            }
        ) { screen, direction in
            let stack = try #require(screen.named("stack")), top = try #require(screen.named("top"))
            #expect(stack.frame.minY - top.frame.maxY == 3, "\(direction)")
        }
        try inBothDirections(
            VStack {
                VStack(spacing: 0) {
                    R("inner"); T("ab")
                }.named("stack"); R("bottom")
            }
        ) { screen, direction in
            let bottom = try #require(screen.named("bottom")), stack = try #require(screen.named("stack"))
            #expect(bottom.frame.minY - stack.frame.maxY == 4, "\(direction)")
        }
    }

    @Test func anHStackShowsTheUnionOfItsChildren() throws {
        // Text above HStack { rect; text }: the larger of text-above-view (4) and text-above-text (0).
        try inBothDirections(
            VStack {
                T("ab");
                HStack {
                    R("r"); T("cd")
                }.named("row")
            }
        ) { screen, direction in
            let row = try #require(screen.named("row")), text = try #require(screen.named("ab"))
            #expect(row.frame.minY - text.frame.maxY == 4, "\(direction)")
        }
    }

    @Test func anEmptyIfTakesNoSpacing() throws {
        // At Large the if shows nothing: 10 + 4 + 10 = 24 (not 10 + 4 + 0 + 4 + 10).
        let root = VStack(spacing: 4) {
            R("a"); Conditional(.isAccessibilitySize) { R("b") }; R("c")
        }
        try inBothDirections(root) { screen, direction in
            expectFrame(screen, "a", Rect(x: 45, y: 38, width: 10, height: 10), direction)
            expectFrame(screen, "c", Rect(x: 45, y: 52, width: 10, height: 10), direction)
        }
        try inBothDirections(root, category: .accessibility1) { screen, direction in
            expectFrame(screen, "a", Rect(x: 45, y: 31, width: 10, height: 10), direction)
            expectFrame(screen, "b", Rect(x: 45, y: 45, width: 10, height: 10), direction)
            expectFrame(screen, "c", Rect(x: 45, y: 59, width: 10, height: 10), direction)
        }
    }
}
