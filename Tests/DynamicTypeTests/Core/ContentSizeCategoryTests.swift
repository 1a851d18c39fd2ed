import Testing
@testable import DynamicType

@Suite struct ContentSizeCategoryTests {
    @Test func twelveCategoriesInOrderWithLargeAsDefault() {
        #expect(ContentSizeCategory.allCases.count == 12)
        #expect(ContentSizeCategory.default == .large)
        #expect(ContentSizeCategory.allCases == ContentSizeCategory.allCases.sorted())
        #expect(ContentSizeCategory.xSmall < .accessibility5)
        #expect(ContentSizeCategory.standardCategories.count == 7)
        #expect(
            ContentSizeCategory.accessibilityCategories == [
                .accessibility1, .accessibility2, .accessibility3, .accessibility4, .accessibility5,
            ])
        #expect(ContentSizeCategory.large.larger == .xLarge)
        #expect(ContentSizeCategory.accessibility5.larger == nil)
        #expect(ContentSizeCategory.xSmall.smaller == nil)
    }

    @Test func namesAndAccessibilityFlagsMatchTheReference() throws {
        let rows = ReferenceData.array("ios", "categories") as! [[String: Any]]
        #expect(rows.count == 12)
        for (row, category) in zip(rows, ContentSizeCategory.allCases) {
            #expect(category.swiftUIName == row["swiftui_dynamic_type_size"] as? String)
            #expect(category.uiKitConstant == row["uikit_constant"] as? String)
            #expect(category.uiKitRawValue == row["uikit_raw_value"] as? String)
            #expect(category.isAccessibilityCategory == row["is_accessibility"] as? Bool)
            #expect(try ContentSizeCategory(parsing: row["id"] as! String) == category)
            #expect(try ContentSizeCategory(parsing: (row["hig_label"] as! String).replacing(" (default)", with: "")) == category)
        }
    }

    @Test(arguments: [
        ("AX5", ContentSizeCategory.accessibility5), ("ax5", .accessibility5), ("accessibility5", .accessibility5),
        ("accessibilityExtraExtraExtraLarge", .accessibility5),
        ("UIContentSizeCategoryAccessibilityExtraExtraExtraLarge", .accessibility5),
        ("UICTContentSizeCategoryAccessibilityXXXL", .accessibility5),
        ("UICTContentSizeCategoryAccessibilityM", .accessibility1), ("accessibilityMedium", .accessibility1),
        ("accessibilityLarge", .accessibility2), ("accessibility-extra-large", .accessibility3), ("AX 4", .accessibility4),
        ("xxxLarge", .xxxLarge), ("XXXL", .xxxLarge), ("extraExtraExtraLarge", .xxxLarge), (".large", .large),
        ("L", .large), ("default", .large), ("DynamicTypeSize.xSmall", .xSmall), ("extraSmall", .xSmall), ("XS", .xSmall),
        ("UICTContentSizeCategoryXS", .xSmall), ("UIContentSizeCategoryExtraLarge", .xLarge), ("xl", .xLarge),
        ("x-large", .xLarge), ("XXL", .xxLarge), ("medium", .medium), ("M", .medium), ("small", .small),
        (".accessibility2", .accessibility2),
    ])
    func parsesEverySpellingPeopleWrite(spelling: String, expected: ContentSizeCategory) throws {
        #expect(try ContentSizeCategory(parsing: spelling) == expected)
    }

    @Test(arguments: ["", "huge", "AX6", "ax0", "accessibilitySmall", "xxxxLarge", "accessibility", "12"])
    func rejectsUnknownSpellingsListingTheValidOnes(spelling: String) {
        #expect(throws: UnknownNameError.self) { try ContentSizeCategory(parsing: spelling) }
    }

    @Test func errorMessageNamesInputAndValidCategories() {
        do {
            _ = try ContentSizeCategory(parsing: "huge")
            Issue.record("expected an error")
        } catch {
            #expect(
                error.description
                    == "unknown size category 'huge'; expected one of: xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1, accessibility2, accessibility3, accessibility4, accessibility5, AX1…AX5"
            )
        }
    }

    @Test(arguments: ["ax05", "ax+5", "accessibility-1", "ax 55"])
    func accessibilityNumbersAreOneDigit(spelling: String) {
        if spelling == "accessibility-1" {
            // Separators are ignored, so this is accessibility1.
            #expect((try? ContentSizeCategory(parsing: spelling)) == .accessibility1)
        } else {
            #expect(throws: UnknownNameError.self) { try ContentSizeCategory(parsing: spelling) }
        }
    }
}
