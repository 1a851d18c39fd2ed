public import Lint

/// The registry of Swift rules, by framework, in the order the reference lists them. A test keeps
/// it equal to the files in `Sources/SwiftSource/Lint/Rules/`.
public enum SwiftRules {
    /// SwiftUI.
    static let swiftUI: [any SwiftRule.Type] = [
        SwiftUIFixedFontSizeRule.self,
        SwiftUICustomFontWithoutRelativeToRule.self,
        SwiftUIFixedHeightTextRule.self,
        SwiftUISingleLineTextRule.self,
        SwiftUIRowWithoutAccessibilityLayoutRule.self,
        SwiftUIPrimaryActionWithoutScrollRule.self,
        SwiftUIDynamicTypeCapRule.self,
        SwiftUIMinimumScaleFactorRule.self,
        SwiftUIUnscaledIconRule.self,
        SwiftUIChromeWithoutLargeContentViewerRule.self,
    ]

    /// UIKit.
    static let uiKit: [any SwiftRule.Type] = [
        UIKitUnscaledFontRule.self,
        UIKitMissingAdjustsFontRule.self,
        UIKitSingleLineLabelRule.self,
        UIKitFixedHeightTextRule.self,
    ]

    /// Every Swift rule.
    static let all: [any SwiftRule.Type] = swiftUI + uiKit

    /// The descriptions of every Swift rule, SwiftUI first.
    public static let descriptions: [RuleDescription] = all.map { $0.description }

    /// The names of the rule types, for the test that compares the registry with the files.
    public static var ruleTypeNames: [String] { all.map { String(describing: $0) } }
}
