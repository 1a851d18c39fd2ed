import DynamicType
import ReflowCommandLine

extension RampTable {
    /// Android's nonlinear curve: each table size in sp, converted to dp at every Settings scale.
    static func android(variant: FontScaleConverterVariant, scales: [Double]) -> RampTable {
        let sizes = FontScaleConverterFactory.commonFontSizes
        var entries: [Entry] = []
        for sp in sizes {
            for scale in scales {
                let dp = AndroidTextScaling(fontScale: scale, variant: variant).dp(forSp: sp)
                entries.append(Entry(style: formatNumber(sp) + "sp", setting: formatNumber(scale), size: dp))
            }
        }
        let name = variant == .compose ? "Jetpack Compose" : "Android 14+"
        return RampTable(
            platform: "android", title: "\(name) nonlinear font scaling, sp to dp", unit: "dp", settingKind: "fontScale",
            settings: scales.map { formatNumber($0) }, defaultSetting: "1", missingSettings: [],
            styles: sizes.map { formatNumber($0) + "sp" },
            entries: entries,
            notes: variant == .compose
                ? [
                    "Source: Jetpack Compose FontScaleConverterFactory (the AOSP lookup tables at 1.15, 1.3, 1.5, 1.8, 2.0).",
                    "Nonlinear from 1.03 to 2.0 (blending an identity table into the 1.15 table below 1.15); linear below 1.03 and above 2.0.",
                    "Within 1.15 to 2.0, sizes of 100 sp and more are not enlarged.",
                ]
                : [
                    "Source: AOSP FontScaleConverterFactory / FontScaleConverterImpl (lookup tables at 1.15, 1.3, 1.5, 1.8, 2.0).",
                    "Nonlinear from 1.15 to 2.0; linear below 1.15 and above 2.0. Within that range sizes of 100 sp and more are not enlarged.",
                    "Jetpack Compose starts the curve at 1.03 instead: pass --compose.",
                ])
    }

    /// Material 3 roles at every Settings scale, sizes and line heights through the converter.
    static func material3(variant: FontScaleConverterVariant, scales: [Double]) -> RampTable {
        var entries: [Entry] = []
        for role in MaterialTypeRole.allCases {
            for scale in scales {
                let resolved = MaterialTypeScale.material3.resolve(role, fontScale: scale, variant: variant)
                entries.append(
                    Entry(
                        style: role.name, setting: formatNumber(scale), size: resolved.size, leading: resolved.lineHeight,
                        weight: resolved.weight, emphasizedWeight: resolved.style.emphasizedWeight, tracking: resolved.tracking))
            }
        }
        return RampTable(
            platform: "material3", title: "Material 3 type scale on Android", unit: "dp", settingKind: "fontScale",
            settings: scales.map { formatNumber($0) }, defaultSetting: "1", missingSettings: [],
            styles: MaterialTypeRole.allCases.map(\.name),
            entries: entries,
            notes: [
                "Sizes and line heights are in sp and pass through Android's nonlinear converter.",
                "Tracking (sp) is the 2021 baseline of Flutter's M3 typography and material-web v0.192; Compose rounds three values.",
                "Source: Compose Material 3 TypeScaleTokens, Flutter _M3Typography, material-web tokens.",
            ])
    }

    /// Flutter on iOS: Material 3 roles scaled linearly by Body's size over 17 at each category.
    static func flutter() -> RampTable {
        var entries: [Entry] = []
        for role in MaterialTypeRole.allCases {
            let style = MaterialTypeScale.material3[role]
            for category in ContentSizeCategory.allCases {
                let scaler = FlutterTextScaler.system(.iOS(category))
                entries.append(
                    Entry(
                        style: role.name, setting: category.swiftUIName, size: scaler.scale(style.size),
                        leading: scaler.scale(style.lineHeight), weight: style.weight,
                        tracking: style.baselineTracking))
            }
        }
        return RampTable(
            platform: "flutter", title: "Flutter on iOS: Material 3 roles x textScaleFactor (Body/17)", unit: "pt",
            settingKind: "category", settings: ContentSizeCategory.allCases.map(\.swiftUIName), defaultSetting: "large",
            missingSettings: [], styles: MaterialTypeRole.allCases.map(\.name), entries: entries,
            notes: [
                "Flutter scales linearly on iOS: textScaleFactor = Body size at the category / 17 (AX5: 53/17).",
                "On Android 14+ Flutter follows the platform's nonlinear curve: see --platform material3.",
                "Source: Flutter FlutterViewController.mm (textScaleFactor), text_scaler.dart.",
            ], settingHeadings: headings(ContentSizeCategory.allCases))
    }
}
