import DynamicType
import ReflowCommandLine

extension RampTable {
    /// React Native on iOS: each iOS style's default size times React Native's multiplier.
    static func reactNative() -> RampTable {
        var entries: [Entry] = []
        for style in TextStyle.allCases {
            let base = ReactNativeFontScaling.rampBaseSize(style)
            for category in ContentSizeCategory.allCases {
                let size = ReactNativeFontScaling.scaledFontSize(at: category, attributes: .init(fontSize: base))
                entries.append(Entry(style: style.swiftUIName, setting: category.swiftUIName, size: size))
            }
        }
        return RampTable(
            platform: "react-native", title: "React Native text scaling on iOS (fontSize x multiplier)",
            unit: "pt", settingKind: "category", settings: ContentSizeCategory.allCases.map(\.swiftUIName),
            defaultSetting: "large", missingSettings: [], styles: TextStyle.allCases.map(\.swiftUIName),
            entries: entries,
            notes: [
                "Rows start from each iOS style's Large size; React Native multiplies every size by one factor per category (AX5 = 3.571).",
                "With dynamicTypeRamp set, a Text follows the iOS ramp instead (reflow ramp --platform ios).",
                "Source: React Native RCTAccessibilityManager.mm, RCTTextAttributes.mm.",
            ], settingHeadings: headings(ContentSizeCategory.allCases))
    }
}
