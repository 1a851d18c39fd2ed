import Testing
@testable import DynamicType

@Suite struct ReactNativeFontScalingTests {
    @Test func multipliersMatchRCTAccessibilityManager() {
        let rows = ReferenceData.array("react_native_multipliers", "multipliers") as! [[String: Any]]
        #expect(rows.count == 12)
        for row in rows {
            let category = category(referenceID: row["category"] as! String)
            #expect(ReactNativeFontScaling.multiplier(for: category) == ReferenceData.number(row["multiplier"]))
            #expect(category.uiKitConstant == row["uikit_constant"] as? String)
        }
    }

    @Test func dynamicTypeRampBaseSizesMatchRCTDynamicTypeRamp() {
        let rows = ReferenceData.dictionary("react_native_multipliers", "dynamic_type_ramp")["values"] as! [[String: Any]]
        #expect(rows.count == 11)
        for row in rows {
            let style = try! TextStyle(parsing: row["ramp"] as! String)
            #expect(ReactNativeFontScaling.rampBaseSize(style) == ReferenceData.number(row["base_size"]))
            #expect(
                "UIFontTextStyle" + style.uiKitName.prefix(1).uppercased() + style.uiKitName.dropFirst() == row["uifont_text_style"]
                    as? String)
        }
    }

    @Test func aLargeTitleAsks121PointsAtAX5() {
        let title = ReactNativeTextAttributes(fontSize: 34)
        #expect(isClose(ReactNativeFontScaling.scaledFontSize(at: .accessibility5, attributes: title), 34 * 3.571))
        #expect(Int(ReactNativeFontScaling.scaledFontSize(at: .accessibility5, attributes: title)) == 121)
        // With dynamicTypeRamp="largeTitle" it follows Apple's curve instead: 60 pt.
        let ramped = ReactNativeTextAttributes(fontSize: 34, dynamicTypeRamp: .largeTitle)
        #expect(isClose(ReactNativeFontScaling.scaledFontSize(at: .accessibility5, attributes: ramped), 60))
        // A ramp without fontSize starts from the ramp's base size.
        #expect(isClose(ReactNativeFontScaling.scaledFontSize(at: .accessibility3, attributes: .init(dynamicTypeRamp: .body)), 40))
    }

    @Test func allowFontScalingFalseFreezesTheSize() {
        let frozen = ReactNativeTextAttributes(fontSize: 17, allowFontScaling: false, dynamicTypeRamp: .body)
        #expect(ReactNativeFontScaling.effectiveMultiplier(at: .accessibility5, attributes: frozen) == 1)
    }

    @Test func maxFontSizeMultiplierRules() {
        func multiplier(_ cap: MaxFontSizeMultiplier) -> Double {
            ReactNativeFontScaling.effectiveMultiplier(at: .accessibility5, attributes: .init(fontSize: 17, maxFontSizeMultiplier: cap))
        }
        #expect(multiplier(.unlimited) == 3.571)
        #expect(multiplier(.maximum(1.3)) == 1.3)
        #expect(multiplier(.maximum(0.5)) == 3.571)  // below 1: ignored
        #expect(multiplier(.maximum(5)) == 3.571)
        #expect(MaxFontSizeMultiplier(prop: nil) == .inherit)
        #expect(MaxFontSizeMultiplier(prop: .nan) == .inherit)
        #expect(MaxFontSizeMultiplier(prop: 0) == .unlimited)
        #expect(MaxFontSizeMultiplier(prop: 1.5) == .maximum(1.5))
        #expect(MaxFontSizeMultiplier.inherit.resolved(inheriting: .maximum(1.2)) == .maximum(1.2))
        #expect(MaxFontSizeMultiplier.unlimited.resolved(inheriting: .maximum(1.2)) == .unlimited)
        #expect(MaxFontSizeMultiplier.maximum(2).resolved(inheriting: .maximum(1.2)) == .maximum(2))
        // The cap also applies to dynamicTypeRamp text.
        let ramped = ReactNativeTextAttributes(fontSize: 17, maxFontSizeMultiplier: .maximum(2), dynamicTypeRamp: .body)
        #expect(ReactNativeFontScaling.effectiveMultiplier(at: .accessibility5, attributes: ramped) == 2)
    }

    @Test func standardMultipliersAreBodyOverSeventeenButAXOnesAreLarger() {
        for category in ContentSizeCategory.standardCategories {
            let body = TypeRamp<TextStyle>.iOS.pointSize(of: .body, at: category)!
            // Within a thousandth: React Native truncates 14/17 (0.823) but rounds 19/17 (1.118).
            #expect(isClose(ReactNativeFontScaling.multiplier(for: category), body / 17, tolerance: 0.001))
        }
        for category in ContentSizeCategory.accessibilityCategories {
            #expect(ReactNativeFontScaling.multiplier(for: category) > TypeRamp<TextStyle>.iOS.pointSize(of: .body, at: category)! / 17)
        }
    }
}
