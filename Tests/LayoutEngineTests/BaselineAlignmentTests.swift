import Testing
@testable import LayoutEngine

/// Baseline alignment in an HStack. Ahem baselines sit 0.8 em below each line's top: 8 for 10 pt
/// text, 16 for 20 pt. A view without text aligns its bottom edge.
@Suite struct BaselineAlignmentTests {
    @Test func firstBaselinesOfTextsOfDifferentSizesLineUp() throws {
        // Baselines 16 and 8: the small text moves down 8; the stack is max(20, 8 + 10) = 20
        // tall and 40 + 8 + 20 = 68 wide, at (16, 40).
        let root = HStack(alignment: .firstTextBaseline) {
            T("ab", size: 20); T("cd")
        }.named("row")
        try inBothDirections(root) { screen, direction in
            expectFrame(screen, "row", Rect(x: 16, y: 40, width: 68, height: 20), direction)
            expectFrame(screen, "ab", Rect(x: 16, y: 40, width: 40, height: 20), direction)
            expectFrame(screen, "cd", Rect(x: 64, y: 48, width: 20, height: 10), direction)
        }
    }

    @Test func aViewWithoutTextAlignsItsBottomOnTheBaseline() throws {
        // The square's "baseline" is its bottom (30); the text's is 16, so the text moves down
        // 14 and the stack is 14 + 20 = 34 tall: 30 + 8 + 40 = 78 wide at (11, 33).
        let root = HStack(alignment: .firstTextBaseline) {
            R("square", width: 30, height: 30); T("ab", size: 20)
        }.named("row")
        try inBothDirections(root) { screen, direction in
            expectFrame(screen, "row", Rect(x: 11, y: 33, width: 78, height: 34), direction)
            expectFrame(screen, "square", Rect(x: 11, y: 33, width: 30, height: 30), direction)
            expectFrame(screen, "ab", Rect(x: 49, y: 47, width: 40, height: 20), direction)
        }
    }

    @Test func baselinesAreFoundThroughPadding() throws {
        // Padded 10 on top, the small text's baseline is 18 from the padding's top; the large
        // text's 16 moves down 2: the stack is 22 tall, 20 + 8 + 40 = 68 wide, at (16, 39).
        let root = HStack(alignment: .firstTextBaseline) {
            T("ab").padding(.top, 10).named("p"); T("cd", size: 20)
        }.named("row")
        try inBothDirections(root) { screen, direction in
            expectFrame(screen, "row", Rect(x: 16, y: 39, width: 68, height: 22), direction)
            expectFrame(screen, "p", Rect(x: 16, y: 39, width: 20, height: 20), direction)
            expectFrame(screen, "ab", Rect(x: 16, y: 49, width: 20, height: 10), direction)
            expectFrame(screen, "cd", Rect(x: 44, y: 41, width: 40, height: 20), direction)
        }
    }

    @Test func aNestedVStackOffersItsFirstOrLastBaseline() throws {
        // VStack { "ab"; "cd" } (10 pt, no gap): first baseline 8, last 18. Next to a 20 pt text
        // (16): first-aligned the column moves down 8 (stack 28 tall); last-aligned the big text
        // moves down 2 (stack 22 tall). Both 20 + 8 + 40 = 68 wide at x = 16.
        func row(_ alignment: VerticalAlignment) -> ViewNode {
            HStack(alignment: alignment) {
                VStack(alignment: .leading, spacing: 0) {
                    T("ab"); T("cd")
                }.named("column"); T("ef", size: 20)
            }
        }
        try inBothDirections(row(.firstTextBaseline)) { screen, direction in
            expectFrame(screen, "column", Rect(x: 16, y: 44, width: 20, height: 20), direction)
            expectFrame(screen, "ef", Rect(x: 44, y: 36, width: 40, height: 20), direction)
        }
        try inBothDirections(row(.lastTextBaseline)) { screen, direction in
            expectFrame(screen, "column", Rect(x: 16, y: 39, width: 20, height: 20), direction)
            expectFrame(screen, "ef", Rect(x: 44, y: 41, width: 40, height: 20), direction)
        }
    }

    @Test func lastBaselinesOfWrappedTexts() throws {
        // In 70: "ab cd" (10 pt) is offered 31 and wraps to two lines (last baseline 18); the
        // 20 pt "ef" (baseline 16) moves down 2. 20 + 8 + 40 = 68 wide at x = 1, 22 tall at y = 39.
        let root = HStack(alignment: .lastTextBaseline) {
            T("ab cd"); T("ef", size: 20)
        }
        try inBothDirections(root, width: 70) { screen, direction in
            expectFrame(screen, "ab cd", Rect(x: 1, y: 39, width: 20, height: 20), direction)
            expectFrame(screen, "ef", Rect(x: 29, y: 41, width: 40, height: 20), direction)
        }
    }
}
