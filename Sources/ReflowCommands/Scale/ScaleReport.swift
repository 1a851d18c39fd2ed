import DynamicType
import ReflowCommandLine

/// The answer of `reflow scale`: one row per setting asked about, plus the model's caveats.
public struct ScaleReport: Equatable, Sendable {
    /// A setting a row is for: an iOS category or a font scale (any value, not only Settings' stops).
    public enum Setting: Equatable, Sendable {
        /// An iOS size category.
        case category(ContentSizeCategory)
        /// An Android or Flutter font scale.
        case fontScale(Double)

        /// `accessibility5` or `2`, as tables and JSON print it.
        public var name: String {
            switch self {
            case .category(let category): category.swiftUIName
            case .fontScale(let scale): formatNumber(scale)
            }
        }

        /// `accessibility5 (AX5)` or `font scale 2 (200%)`, as a sentence says it.
        public var spoken: String {
            switch self {
            case .category(let category): category.isAccessibilityCategory ? "\(name) (\(category.shortName))" : name
            case .fontScale(let scale): "font scale \(name) (\(formatNumber(scale * 100, maximumFractionDigits: 1))%)"
            }
        }
    }

    /// One setting's result.
    public struct Row: Equatable, Sendable {
        /// The setting (`accessibility5`, `2`).
        public var setting: Setting
        /// The scaled value.
        public var value: Double
        /// The factor over the input.
        public var factor: Double
        /// A second answer worth comparing (React Native with `dynamicTypeRamp`), if any.
        public var alternative: Double?

        public init(setting: Setting, value: Double, factor: Double, alternative: Double? = nil) {
            self.setting = setting
            self.value = value
            self.factor = factor
            self.alternative = alternative
        }
    }

    /// What was scaled, in words ("17 pt relative to body").
    public var subject: String
    /// The scaling system (`ios-font-metrics`, `android`, `react-native`, `flutter-ios`, …).
    public var system: String
    /// The input value.
    public var input: Measurement
    /// The unit of the results.
    public var outputUnit: Measurement.Unit
    /// What the setting axis is (`category`, `fontScale`).
    public var settingKind: String
    /// A heading for the alternative column, when rows have one.
    public var alternativeLabel: String?
    /// The results in setting order.
    public var rows: [Row]
    /// The model used and what it may get wrong.
    public var notes: [String]
}
