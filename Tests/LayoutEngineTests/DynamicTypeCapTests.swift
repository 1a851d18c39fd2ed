import DynamicType
import Testing
@testable import LayoutEngine

/// `.dynamicTypeSize(…)` caps and `.environment(\.dynamicTypeSize, …)`. Body is 14 … 53 pt
/// (xSmall … AX5, 17 at Large); an Ahem line is one em, so a text's height is its size.
@Suite struct DynamicTypeCapTests {
    /// The size of the text "a" in `node` at `category`, the same in both directions (else nil).
    func pointSize(_ node: ViewNode, at category: ContentSizeCategory) throws -> Double? {
        var sizes: [Double?] = []
        try inBothDirections(node, width: 400, category: category) { screen, _ in
            sizes.append(screen.text("a")?.textStyle?.pointSize)
            #expect(screen.text("a")?.frame.height == screen.text("a")?.textStyle?.pointSize)
        }
        return sizes.allSatisfy { $0 == sizes.first } ? sizes.first ?? nil : nil
    }

    @Test func aClosedRangeFloorsAndCaps() throws {
        let text = Text("a").named("a").dynamicTypeSize(.small ... .xxLarge)
        #expect(try pointSize(text, at: .xSmall) == 15)
        #expect(try pointSize(text, at: .large) == 17)
        #expect(try pointSize(text, at: .accessibility5) == 21)
    }

    @Test func partialRangesCapOrFloor() throws {
        let capped = Text("a").named("a").dynamicTypeSize(...ContentSizeCategory.xxxLarge)
        #expect(try pointSize(capped, at: .large) == 17)
        #expect(try pointSize(capped, at: .accessibility5) == 23)
        let floored = Text("a").named("a").dynamicTypeSize(ContentSizeCategory.large...)
        #expect(try pointSize(floored, at: .xSmall) == 17)
        #expect(try pointSize(floored, at: .accessibility5) == 53)
    }

    @Test func aSingleValueFixesTheSize() throws {
        let fixed = Text("a").named("a").dynamicTypeSize(.xLarge)
        for category in ContentSizeCategory.allCases {
            #expect(try pointSize(fixed, at: category) == 19)
        }
    }

    @Test func nestedCapsCompose() throws {
        // The inner cap applies within the outer one: the tighter upper bound wins either way.
        let innerTighter = Text("a").named("a").dynamicTypeSize(...ContentSizeCategory.xxxLarge).dynamicTypeSize(
            ...ContentSizeCategory.accessibility2)
        #expect(try pointSize(innerTighter, at: .accessibility5) == 23)
        let outerTighter = Text("a").named("a").dynamicTypeSize(...ContentSizeCategory.accessibility3).dynamicTypeSize(
            ...ContentSizeCategory.xLarge)
        #expect(try pointSize(outerTighter, at: .accessibility5) == 19)
        // Disjoint: the outer floor (Large…) collapses onto the inner range's top (…Medium).
        let disjoint = Text("a").named("a").dynamicTypeSize(...ContentSizeCategory.medium).dynamicTypeSize(ContentSizeCategory.large...)
        #expect(try pointSize(disjoint, at: .xSmall) == 16)
        #expect(try pointSize(disjoint, at: .accessibility5) == 16)
    }

    @Test func anEnvironmentCategoryOverridesTheSetting() throws {
        let text = Text("a").named("a").environment(.sizeCategory(.accessibility3))
        #expect(try pointSize(text, at: .large) == 40)
    }

    @Test func aCappedTextKeepsItsFrameAndItsDefaultSize() throws {
        // At AX5 capped at xxxLarge: 23 pt, so "ab" is 46 x 23, centred at (27, 38.5).
        let root = Text("ab").named("ab").dynamicTypeSize(...ContentSizeCategory.xxxLarge)
        try inBothDirections(root, category: .accessibility5) { screen, direction in
            expectFrame(screen, "ab", Rect(x: 27, y: 38.5, width: 46, height: 23), direction)
            #expect(screen.text("ab")?.textStyle?.defaultPointSize == 17)
        }
    }

    @Test func conditionsReadTheCappedCategory() throws {
        // Under a cap at xxxLarge the screen at AX5 is not at an accessibility size.
        let root =
            (Conditional(.isAccessibilitySize) {
                T("big")
            } else: {
                T("small")
            }).dynamicTypeSize(...ContentSizeCategory.xxxLarge)
        try inBothDirections(root, category: .accessibility5) { screen, direction in
            expectFrame(screen, "small", Rect(x: 25, y: 45, width: 50, height: 10), direction)
            #expect(screen.named("big") == nil)
        }
    }
}
