import DynamicType
import ReflowCommandLine

/// One platform's type ramp flattened for printing: styles down, settings (categories or
/// Android font scales) across, one entry per cell that the platform publishes.
public struct RampTable: Sendable {
    /// One cell: a style at a setting.
    public struct Entry: Sendable, Equatable {
        /// The style's name (`largeTitle`, `bodyLarge`, `14sp`).
        public var style: String
        /// The setting's name (`accessibility5`, `1.3`).
        public var setting: String
        /// The resulting size (points, or dp on Android).
        public var size: Double
        /// The line height or leading, where the platform gives one.
        public var leading: Double?
        /// The regular weight, where the platform gives one.
        public var weight: FontWeight?
        /// The emphasized (bold-trait) weight, where the platform gives one.
        public var emphasizedWeight: FontWeight?
        /// The tracking, where the platform gives one (points; sp for Material).
        public var tracking: Double?

        public init(
            style: String, setting: String, size: Double, leading: Double? = nil, weight: FontWeight? = nil,
            emphasizedWeight: FontWeight? = nil, tracking: Double? = nil
        ) {
            self.style = style
            self.setting = setting
            self.size = size
            self.leading = leading
            self.weight = weight
            self.emphasizedWeight = emphasizedWeight
            self.tracking = tracking
        }
    }

    /// The `--platform` value the table is for (`ios`, `android`, …).
    public var platform: String
    /// A one-line title for people.
    public var title: String
    /// The unit of sizes (`pt`, `dp`).
    public var unit: String
    /// What the settings axis is (`category`, `fontScale`).
    public var settingKind: String
    /// The settings in order; columns of the text table.
    public var settings: [String]
    /// The setting a new device starts at.
    public var defaultSetting: String?
    /// Settings that exist elsewhere but not on this platform (watchOS has no AX4).
    public var missingSettings: [String]
    /// The styles in order; rows of the text table.
    public var styles: [String]
    /// Every published cell, style-major.
    public var entries: [Entry]
    /// Sources and caveats, printed under the table.
    public var notes: [String]
    /// Column headings shorter than a setting's name (`accessibility5` → `AX5`), where one exists.
    public var settingHeadings: [String: String] = [:]

    /// The short headings of the accessibility categories among `categories`.
    static func headings(_ categories: [ContentSizeCategory]) -> [String: String] {
        Dictionary(uniqueKeysWithValues: categories.filter(\.isAccessibilityCategory).map { ($0.swiftUIName, $0.shortName) })
    }

    /// The entry for a style at a setting, if published.
    public func entry(style: String, setting: String) -> Entry? {
        entries.first { $0.style == style && $0.setting == setting }
    }

    /// The table restricted to the given styles and settings (nil keeps all).
    public func filtered(styles keptStyles: [String]?, settings keptSettings: [String]?) -> RampTable {
        var copy = self
        if let keptStyles { copy.styles = styles.filter(keptStyles.contains) }
        if let keptSettings {
            copy.settings = settings.filter(keptSettings.contains)
            copy.missingSettings = missingSettings.filter(keptSettings.contains)
        }
        copy.entries = entries.filter { copy.styles.contains($0.style) && copy.settings.contains($0.setting) }
        return copy
    }
}
