/// React Native's text scaling on iOS: one multiplier per category for every `Text`, unless the
/// text opts into Apple's per-style curve with `dynamicTypeRamp`.
///
/// React Native's accessibility multipliers are its own table (AX5 = 3.571), larger than
/// Body's growth (53/17 = 3.118) in the accessibility sizes, so a 34 pt title becomes 121 pt.
public enum ReactNativeFontScaling {
    /// The default multipliers of `RCTAccessibilityManager`, one per category.
    public static func multiplier(for category: ContentSizeCategory) -> Double {
        switch category {
        case .xSmall: 0.823
        case .small: 0.882
        case .medium: 0.941
        case .large: 1
        case .xLarge: 1.118
        case .xxLarge: 1.235
        case .xxxLarge: 1.353
        case .accessibility1: 1.786
        case .accessibility2: 2.143
        case .accessibility3: 2.643
        case .accessibility4: 3.143
        case .accessibility5: 3.571
        }
    }

    /// The size a `dynamicTypeRamp` value starts from when the text sets no `fontSize`
    /// (`RCTDynamicTypeRamp`): the style's size at Large.
    public static func rampBaseSize(_ ramp: TextStyle) -> Double {
        TypeRamp<TextStyle>.iOS.pointSize(of: ramp, at: .large) ?? 17
    }

    /// The multiplier a `Text` gets (`RCTTextAttributes.effectiveFontSizeMultiplier`).
    ///
    /// Steps: scaling disabled → 1; otherwise the category's multiplier, or with a
    /// `dynamicTypeRamp` UIKit's own growth for that style; then `maxFontSizeMultiplier`
    /// caps the result.
    public static func effectiveMultiplier(at category: ContentSizeCategory, attributes: ReactNativeTextAttributes) -> Double {
        guard attributes.allowFontScaling else { return 1 }
        // UIKit's scaledValue(for: size) / size: under Reflow's ratio model, the style's factor.
        let multiplier =
            attributes.dynamicTypeRamp.map { FontMetrics(textStyle: $0).scaleFactor(at: category) }
            ?? multiplier(for: category)
        return TextSizeLimit.reactNative(attributes.maxFontSizeMultiplier).clamp(factor: multiplier)
    }

    /// The point size a `Text` is drawn at: its `fontSize` (14 when unset, React Native's
    /// default) times the effective multiplier.
    public static func scaledFontSize(at category: ContentSizeCategory, attributes: ReactNativeTextAttributes) -> Double {
        let size = attributes.fontSize ?? attributes.dynamicTypeRamp.map(rampBaseSize) ?? ReactNativeTextAttributes.defaultFontSize
        return size * effectiveMultiplier(at: category, attributes: attributes)
    }
}
