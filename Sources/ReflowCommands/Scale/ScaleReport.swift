import ReflowCommandLine
/// The answer of `reflow scale`: one row per setting asked about, plus the model's caveats.
public struct ScaleReport: Equatable, Sendable {
    /// One setting's result.
    public struct Row: Equatable, Sendable {
        /// The setting (`accessibility5`, `2`).
        public var setting: String
        /// The scaled value.
        public var value: Double
        /// The factor over the input.
        public var factor: Double
        /// A second answer worth comparing (React Native with `dynamicTypeRamp`), if any.
        public var alternative: Double?

        public init(setting: String, value: Double, factor: Double, alternative: Double? = nil) {
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
