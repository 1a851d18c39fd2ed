import DynamicType
import Testing
@testable import LayoutEngine

/// `AnyLayout` and `Conditional`: decided per size category from the environment.
@Suite struct AdaptiveLayoutTests {
    static let pair = AnyLayout(.isAccessibilitySize, .vertical(.leading, spacing: 4), else: .horizontal(.center, spacing: 12)) {
        T("ab"); T("cd")
    }

    @Test(arguments: ContentSizeCategory.allCases)
    func anyLayoutStacksAtAccessibilitySizes(category: ContentSizeCategory) throws {
        try inBothDirections(Self.pair, category: category) { screen, direction in
            if category.isAccessibilityCategory {
                // A 20 x 24 column at (40, 38).
                expectFrame(screen, "ab", Rect(x: 40, y: 38, width: 20, height: 10), direction)
                expectFrame(screen, "cd", Rect(x: 40, y: 52, width: 20, height: 10), direction)
            } else {
                // A 52 x 10 row at (24, 45).
                expectFrame(screen, "ab", Rect(x: 24, y: 45, width: 20, height: 10), direction)
                expectFrame(screen, "cd", Rect(x: 56, y: 45, width: 20, height: 10), direction)
            }
        }
    }

    @Test func anyLayoutCanBecomeAZStack() throws {
        let root = AnyLayout(.categoryAtLeast(.xxxLarge), .zStack(.topLeading), else: .horizontal(.center, spacing: 0)) {
            R("a", width: 20, height: 20); R("b")
        }
        try inBothDirections(root, category: .xxxLarge) { screen, direction in
            expectFrame(screen, "a", Rect(x: 40, y: 40, width: 20, height: 20), direction)
            expectFrame(screen, "b", Rect(x: 40, y: 40, width: 10, height: 10), direction)
        }
        try inBothDirections(root, category: .xxLarge) { screen, direction in
            expectFrame(screen, "a", Rect(x: 35, y: 40, width: 20, height: 20), direction)
            expectFrame(screen, "b", Rect(x: 55, y: 45, width: 10, height: 10), direction)
        }
    }

    @Test(arguments: ContentSizeCategory.allCases)
    func conditionsFollowTheCategory(category: ContentSizeCategory) {
        let environment = LayoutEnvironment(category: category)
        #expect(environment.evaluate(.isAccessibilitySize) == category.isAccessibilityCategory)
        #expect(environment.evaluate(.categoryAtLeast(.xxxLarge)) == (category >= .xxxLarge))
        // Body grows 23 / 17 = 1.35x at xxxLarge and 28 / 17 = 1.65x at AX1.
        #expect(environment.evaluate(.fontScaleAtLeast(1.5)) == category.isAccessibilityCategory)
        #expect(environment.evaluate(.not(.isAccessibilitySize)) != category.isAccessibilityCategory)
    }

    @Test func aConditionalShowsOneBranch() throws {
        let root = Conditional(.isAccessibilitySize) {
            T("big")
        } else: {
            T("small")
        }
        try inBothDirections(root) { screen, direction in
            expectFrame(screen, "small", Rect(x: 25, y: 45, width: 50, height: 10), direction)
            #expect(screen.named("big") == nil)
        }
        try inBothDirections(root, category: .accessibility2) { screen, direction in
            expectFrame(screen, "big", Rect(x: 35, y: 45, width: 30, height: 10), direction)
            #expect(screen.named("small") == nil)
        }
    }

    @Test func aConditionalSpacerIsStillASpacer() throws {
        // At Large the spacer (no gaps, lowest priority) pushes the texts apart; at AX1 the if
        // is empty and the texts keep one 8 pt gap: 28 wide at x = 36.
        let root = HStack {
            T("a"); Conditional(.not(.isAccessibilitySize)) { Spacer().named("s") }; T("b")
        }
        try inBothDirections(root) { screen, direction in
            expectFrame(screen, "a", Rect(x: 0, y: 45, width: 10, height: 10), direction)
            expectFrame(screen, "s", Rect(x: 10, y: 50, width: 80, height: 0), direction)
            expectFrame(screen, "b", Rect(x: 90, y: 45, width: 10, height: 10), direction)
        }
        try inBothDirections(root, category: .accessibility1) { screen, direction in
            expectFrame(screen, "a", Rect(x: 36, y: 45, width: 10, height: 10), direction)
            expectFrame(screen, "b", Rect(x: 54, y: 45, width: 10, height: 10), direction)
        }
    }

    @Test func theGrowingRowOfTheTextSizeGuide() throws {
        // Row: "Email", spacer, value with explicit spacing 12 (which applies next to the spacer
        // too): 50 + 12 + 96 + 12 + 30 = 200. Column at AX1: 10 + 4 + 10, 50 wide at (75, 38),
        // leading-aligned.
        let root = AnyLayout(.isAccessibilitySize, .vertical(.leading, spacing: 4), else: .horizontal(.firstTextBaseline, spacing: 12)) {
            T("Email")
            Conditional(.not(.isAccessibilitySize)) { Spacer().named("s") }
            T("a@b")
        }
        try inBothDirections(root, width: 200) { screen, direction in
            expectFrame(screen, "Email", Rect(x: 0, y: 45, width: 50, height: 10), direction)
            expectFrame(screen, "s", Rect(x: 62, y: 53, width: 96, height: 0), direction)
            expectFrame(screen, "a@b", Rect(x: 170, y: 45, width: 30, height: 10), direction)
        }
        try inBothDirections(root, width: 200, category: .accessibility1) { screen, direction in
            expectFrame(screen, "Email", Rect(x: 75, y: 38, width: 50, height: 10), direction)
            expectFrame(screen, "a@b", Rect(x: 75, y: 52, width: 30, height: 10), direction)
        }
    }
}
