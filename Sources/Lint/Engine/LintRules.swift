/// The registry: every built-in rule, by language, in the order the reference lists them. A test
/// keeps it equal to the files in `Sources/Lint/Rules/`.
public enum LintRules {
    /// Storyboards and xibs.
    public static let interfaceBuilder: [any LintRule.Type] = [
        IBFixedFontSizeRule.self,
        IBMissingAdjustsFontRule.self,
        IBSingleLineLabelRule.self,
        IBFixedHeightTextRule.self,
    ]

    /// Android layouts, styles and themes.
    public static let androidXML: [any LintRule.Type] = [
        AndroidTextSizeNotSPRule.self,
        AndroidFixedTextHeightRule.self,
        AndroidSingleLineTextRule.self,
    ]

    /// Kotlin: Compose and Android views.
    public static let kotlin: [any LintRule.Type] = [
        ComposeFixedHeightRule.self,
        ComposeTextSizeInDPRule.self,
        ComposeFontScaleArithmeticRule.self,
        ComposeSingleLineTextRule.self,
    ]

    /// React Native.
    public static let reactNative: [any LintRule.Type] = [
        ReactNativeFontScalingDisabledRule.self,
        ReactNativeFontSizeMultiplierCapRule.self,
        ReactNativeSingleLineTextRule.self,
        ReactNativeFixedHeightTextContainerRule.self,
    ]

    /// Flutter.
    public static let flutter: [any LintRule.Type] = [
        FlutterTextScaleFactorRule.self,
        FlutterTextScalingDisabledRule.self,
        FlutterFixedHeightTextRule.self,
        FlutterSingleLineTextRule.self,
    ]

    /// Every built-in language rule.
    public static var all: [any LintRule.Type] {
        interfaceBuilder + androidXML + kotlin + reactNative + flutter
    }

    /// One linter per language that has built-in rules (Swift's come from `SwiftSource`).
    public static var linters: [any SourceLinter] {
        [
            RuleSetLinter(language: .interfaceBuilder, rules: interfaceBuilder),
            RuleSetLinter(language: .androidXML, rules: androidXML),
            RuleSetLinter(language: .kotlin, rules: kotlin),
            RuleSetLinter(language: .reactNative, rules: reactNative),
            RuleSetLinter(language: .flutter, rules: flutter),
        ]
    }

    /// The rules of the engine itself (suppression hygiene), which apply to every language.
    public static var engine: [RuleDescription] { [SuppressionRules.withoutReason, SuppressionRules.unused] }

    /// Every built-in description: the language rules, then the engine's.
    public static var descriptions: [RuleDescription] {
        all.map { $0.description } + engine
    }

    /// The built-in rule type with `id`, if any.
    public static func rule(withID id: String) -> (any LintRule.Type)? {
        all.first { $0.description.id == id }
    }
}
