import DynamicType
import ReflowCommandLine

/// One question `reflow scale` can answer, already validated.
public enum ScaleQuery: Equatable, Sendable {
    /// A custom font or metric following an iOS text style (`UIFontMetrics`, `Font.custom(_:size:relativeTo:)`,
    /// `@ScaledMetric`), optionally capped by a maximum point size and a largest category.
    case appleMetrics(style: TextStyle, scaledMetric: Bool, maximumPointSize: Double?, largestCategory: ContentSizeCategory?)
    /// Android sp to dp (or dp to sp) at a Settings font scale.
    case android(variant: FontScaleConverterVariant, toSp: Bool)
    /// React Native `Text` on iOS.
    case reactNative(attributes: ReactNativeTextAttributes)
    /// Flutter's system text scaler on iOS, with optional `withClampedTextScaling` bounds.
    case flutterIOS(minScaleFactor: Double, maxScaleFactor: Double)
    /// Flutter's system text scaler on Android 14+, with optional clamp bounds.
    case flutterAndroid(minScaleFactor: Double, maxScaleFactor: Double)
}

/// The settings a scale question is asked at: Apple categories or Android font scales.
public enum ScaleSettings: Equatable, Sendable {
    /// Apple content size categories, in order.
    case categories([ContentSizeCategory])
    /// Android Settings font scales, in order.
    case fontScales([Double])
}
