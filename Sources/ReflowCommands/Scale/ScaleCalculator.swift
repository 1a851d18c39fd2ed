import DynamicType
import ReflowCommandLine

/// Answers `reflow scale` questions with the DynamicType library: a pure function of the query.
public enum ScaleCalculator {
    /// Scales `input` for every setting in `settings` as `query` describes.
    public static func report(for input: Measurement, query: ScaleQuery, settings: ScaleSettings) -> ScaleReport {
        switch (query, settings) {
        case let (.appleMetrics(style, scaledMetric, maximum, largest), .categories(categories)):
            return appleMetrics(input, style: style, scaledMetric: scaledMetric, maximum: maximum, largest: largest, categories: categories)
        case let (.android(variant, toSp), .fontScales(scales)):
            return android(input, variant: variant, toSp: toSp, scales: scales)
        case let (.reactNative(attributes), .categories(categories)):
            return reactNative(input, attributes: attributes, categories: categories)
        case let (.flutterIOS(minimum, maximum), .categories(categories)):
            return flutter(
                input, minimum: minimum, maximum: maximum,
                settings: categories.map {
                    (.category($0), FlutterTextScaler.system(.iOS($0)))
                }, system: "flutter-ios", kind: "category")
        case let (.flutterAndroid(minimum, maximum), .fontScales(scales)):
            return flutter(
                input, minimum: minimum, maximum: maximum,
                settings: scales.map {
                    (.fontScale($0), FlutterTextScaler.system(.android(fontScale: $0)))
                }, system: "flutter-android", kind: "fontScale")
        default:
            preconditionFailure("a scale query was paired with the wrong kind of settings")
        }
    }

    private static func appleMetrics(
        _ input: Measurement, style: TextStyle, scaledMetric: Bool, maximum: Double?,
        largest: ContentSizeCategory?, categories: [ContentSizeCategory]
    ) -> ScaleReport {
        let metrics = FontMetrics(textStyle: style)
        let limit = largest.map { TextSizeLimit.dynamicTypeSize(...$0) } ?? .unlimited
        let rows = categories.map { category in
            let effective = limit.clamp(category)
            let value =
                scaledMetric
                ? metrics.scaledValue(for: input.value, at: effective)
                : metrics.scaledFontSize(input.value, at: effective, maximumPointSize: maximum)
            return ScaleReport.Row(setting: .category(category), value: value, factor: input.value == 0 ? 1 : value / input.value)
        }
        var notes = [
            "Model: \(metrics.model.rawValue): the value times \(style.swiftUIName)'s ramp size at the category over its size at large."
        ]
        notes.append(
            "Apple does not publish UIFontMetrics's formula; measured UIKit values differ (Body 17 at medium: 16.333; at AX5 on iOS 11/12: 48)."
        )
        if let maximum { notes.append("Capped at \(formatNumber(maximum)) pt (scaledFont(for:maximumPointSize:)).") }
        if let largest { notes.append("Capped at \(largest.swiftUIName) (.dynamicTypeSize(...\(largest.swiftUIName))).") }
        let what = scaledMetric ? "@ScaledMetric(relativeTo: .\(style.swiftUIName))" : "custom font relative to \(style.swiftUIName)"
        return ScaleReport(
            subject: "\(formatNumber(input.value)) pt, \(what)", system: scaledMetric ? "ios-scaled-metric" : "ios-font-metrics",
            input: input, outputUnit: .pt, settingKind: "category", rows: rows, notes: notes)
    }

    private static func android(_ input: Measurement, variant: FontScaleConverterVariant, toSp: Bool, scales: [Double]) -> ScaleReport {
        let rows = scales.map { scale in
            let scaling = AndroidTextScaling(fontScale: scale, variant: variant)
            let value = toSp ? scaling.sp(forDp: input.value) : scaling.dp(forSp: input.value)
            return ScaleReport.Row(setting: .fontScale(scale), value: value, factor: input.value == 0 ? 1 : value / input.value)
        }
        let notes =
            variant == .compose
            ? [
                "Jetpack Compose's converter: nonlinear from 1.03 to 2.0 (from 1.03 to 1.15 it blends an identity table into the 1.15 table), linear below 1.03 and above 2.0.",
                "Within 1.15 to 2.0, sizes of 100 sp and more are not enlarged.",
            ]
            : [
                "The Android 14+ platform converter (TypedValue.applyDimension): nonlinear from 1.15 to 2.0, linear below 1.15 and above 2.0.",
                "Within 1.15 to 2.0, sizes of 100 sp and more are not enlarged.",
            ]
        return ScaleReport(
            subject: toSp ? "\(formatNumber(input.value)) dp back to sp" : "\(formatNumber(input.value)) sp",
            system: variant == .compose ? "android-compose" : "android", input: input, outputUnit: toSp ? .sp : .dp,
            settingKind: "fontScale", rows: rows, notes: notes)
    }

    private static func reactNative(_ input: Measurement, attributes: ReactNativeTextAttributes, categories: [ContentSizeCategory])
        -> ScaleReport
    {
        var text = attributes
        text.fontSize = input.value
        // The ramp compared against: the one asked for, else the iOS style whose default size is nearest.
        let candidates = [TextStyle.body] + TextStyle.allCases.filter { $0 != .body }
        let rampStyle =
            attributes.dynamicTypeRamp ?? candidates.min {
                abs(ReactNativeFontScaling.rampBaseSize($0) - input.value) < abs(ReactNativeFontScaling.rampBaseSize($1) - input.value)
            }!
        var ramped = text
        ramped.dynamicTypeRamp = rampStyle
        let rows = categories.map { category in
            let value = ReactNativeFontScaling.scaledFontSize(at: category, attributes: text)
            let alternative =
                attributes.dynamicTypeRamp == nil ? ReactNativeFontScaling.scaledFontSize(at: category, attributes: ramped) : nil
            return ScaleReport.Row(
                setting: .category(category), value: value, factor: input.value == 0 ? 1 : value / input.value,
                alternative: alternative)
        }
        var notes =
            attributes.dynamicTypeRamp == nil
            ? ["React Native multiplies every size by one factor per category (AX5 = 3.571), more than Apple's curve."]
            : ["dynamicTypeRamp=\"\(rampStyle.swiftUIName)\": Apple's curve for that style replaces the multiplier table."]
        if !attributes.allowFontScaling {
            notes.append("allowFontScaling={false}: the size never changes (fails WCAG 1.4.4 on body text).")
        } else if let cap = attributes.maxFontSizeMultiplier.limit {
            notes.append("maxFontSizeMultiplier=\(formatNumber(cap)) caps the factor.")
        } else if case .maximum(let ignored) = attributes.maxFontSizeMultiplier {
            notes.append("maxFontSizeMultiplier=\(formatNumber(ignored)) is ignored: React Native honours values of 1 or more.")
        }
        return ScaleReport(
            subject: "\(formatNumber(input.value)) pt React Native Text", system: "react-native", input: input, outputUnit: .pt,
            settingKind: "category", alternativeLabel: attributes.dynamicTypeRamp == nil ? "dynamicTypeRamp=\(rampStyle.swiftUIName)" : nil,
            rows: rows, notes: notes)
    }

    private static func flutter(
        _ input: Measurement, minimum: Double, maximum: Double, settings: [(ScaleReport.Setting, FlutterTextScaler)],
        system: String, kind: String
    ) -> ScaleReport {
        let clamped = minimum > 0 || maximum.isFinite
        let rows = settings.map { setting, scaler in
            let effective = clamped ? scaler.clamp(minScaleFactor: minimum, maxScaleFactor: maximum) : scaler
            let value = effective.scale(input.value)
            return ScaleReport.Row(setting: setting, value: value, factor: input.value == 0 ? 1 : value / input.value)
        }
        var notes = [
            system == "flutter-ios"
                ? "Flutter on iOS scales linearly by Body's size over 17 (AX5: 53/17 = 3.118)."
                : "Flutter on Android 14+ follows the platform's nonlinear curve (API 34 and later)."
        ]
        if clamped {
            notes.append(
                "MediaQuery.withClampedTextScaling(minScaleFactor: \(formatNumber(minimum)), maxScaleFactor: \(formatNumber(maximum))).")
        }
        return ScaleReport(
            subject: "\(formatNumber(input.value)) logical px Flutter Text", system: system, input: input,
            outputUnit: system == "flutter-ios" ? .pt : .dp, settingKind: kind, rows: rows, notes: notes)
    }
}
