import DynamicType
import ReflowCommandLine

extension RampTable {
    /// A Dynamic Type ramp (iOS, iPadOS, watchOS) as a table.
    static func dynamicType<Style>(_ ramp: TypeRamp<Style>, platform: String, title: String, notes: [String]) -> RampTable {
        var entries: [Entry] = []
        for style in ramp.styles {
            for category in ramp.categories {
                let metrics = ramp.metrics(of: style, at: category)!
                let emphasized = ramp.metrics(of: style, at: category, emphasized: true)!
                entries.append(
                    Entry(
                        style: style.name, setting: category.swiftUIName, size: metrics.pointSize, leading: metrics.leading,
                        weight: metrics.weight, emphasizedWeight: emphasized.weight, tracking: metrics.tracking))
            }
        }
        return RampTable(
            platform: platform, title: title, unit: "pt", settingKind: "category",
            settings: ramp.categories.map(\.swiftUIName), defaultSetting: ramp.defaultCategory.swiftUIName,
            missingSettings: ramp.missingCategories.map(\.swiftUIName), styles: ramp.styles.map(\.name),
            entries: entries, notes: notes, settingHeadings: headings(ramp.categories))
    }

    /// Fixed built-in styles (macOS, tvOS) as a one-column table.
    static func fixed<Style>(_ scale: FixedTypeScale<Style>, platform: String, title: String, notes: [String]) -> RampTable {
        let entries = scale.rows.map { row in
            Entry(
                style: row.style.name, setting: "fixed", size: row.size, leading: row.leading, weight: row.weight,
                emphasizedWeight: row.emphasizedWeight, tracking: scale.tracking.tracking(atPointSize: row.size))
        }
        return RampTable(
            platform: platform, title: title, unit: "pt", settingKind: "fixed", settings: ["fixed"],
            defaultSetting: "fixed", missingSettings: [], styles: scale.rows.map(\.style.name),
            entries: entries, notes: notes)
    }

    /// The iOS table; iPadOS prints the same numbers under its own name.
    static func iOS(platform: String = "ios") -> RampTable {
        dynamicType(
            platform == "ipados" ? .iPadOS : .iOS, platform: platform,
            title: platform == "ipados" ? "iPadOS Dynamic Type" : "iOS Dynamic Type",
            notes: [
                "Source: Apple HIG, Typography (iOS, iPadOS Dynamic Type sizes and larger accessibility sizes).",
                "Leading is the designer's line spacing; tracking is SF Pro's, in points.",
                "AX5 Caption 2: the HIG prints 40 pt; an iOS 13.3 simulator printed 41 pt.",
            ])
    }

    /// The watchOS table (nine categories).
    static func watchOS() -> RampTable {
        dynamicType(
            TypeRamp<WatchTextStyle>.watchOS, platform: "watchos", title: "watchOS Dynamic Type",
            notes: [
                "Source: Apple HIG, Typography (watchOS Dynamic Type sizes).",
                "watchOS has no medium, accessibility4 or accessibility5 category.",
                "Default category by case: 38 mm small; 40-42 mm large; 44-49 mm xLarge.",
                "Title 2 at large = 28 and Caption 2 at xxLarge = 16 follow the later HIG capture (older: 27 and 15).",
                "Leading of Title 2 drops from 41 at AX1 to 37.5 at AX2: printed so in every HIG capture.",
                "Tracking is SF Compact's, in points.",
            ])
    }

    /// macOS built-in styles.
    static func macOS() -> RampTable {
        fixed(
            FixedTypeScale<TextStyle>.macOS, platform: "macos", title: "macOS built-in text styles",
            notes: ["Source: Apple HIG, Typography (macOS built-in text styles). macOS has no Dynamic Type."])
    }

    /// tvOS built-in styles.
    static func tvOS() -> RampTable {
        fixed(
            FixedTypeScale<TVTextStyle>.tvOS, platform: "tvos", title: "tvOS built-in text styles",
            notes: ["Source: Apple HIG, Typography (tvOS built-in text styles, newer capture). tvOS has no Dynamic Type."])
    }

    /// visionOS: no published per-category table, so no cells; the notes say what is known.
    static func visionOS() -> RampTable {
        RampTable(
            platform: "visionos", title: "visionOS typography", unit: "pt", settingKind: "category", settings: [],
            defaultSetting: nil, missingSettings: [], styles: [], entries: [], notes: VisionOSTypography.facts)
    }
}
