/// Scales a custom font size or any layout value with a text style, the way `UIFontMetrics`,
/// `Font.custom(_:size:relativeTo:)` and `@ScaledMetric` do.
///
/// Apple does not publish its formula. Reflow's model is named `Model.typeRampRatio`: a value
/// scales by the style's size at the category divided by its size at the default (Large),
/// from the published iOS ramp. Two run-time measurements disagree with that ratio and are
/// kept in `knownDeviations`, so reports can say how far the model may be off.
public struct FontMetrics: Hashable, Codable, Sendable {
    /// How a value is scaled.
    public enum Model: String, Hashable, Codable, Sendable {
        /// value × size(style, category) / size(style, large), from the iOS ramp.
        case typeRampRatio
    }

    /// A run-time measurement of UIKit that the model does not reproduce.
    public struct MeasuredScaling: Hashable, Sendable {
        /// The call that was measured, in Swift.
        public let call: String
        /// The style whose metrics were used.
        public let style: TextStyle
        /// The value handed to UIKit.
        public let input: Double
        /// The category the measurement was taken at.
        public let category: ContentSizeCategory
        /// What UIKit returned.
        public let measured: Double
        /// Who measured it, and when.
        public let source: String
    }

    /// The text style whose growth is followed.
    public let textStyle: TextStyle
    /// The scaling model in use.
    public let model: Model

    /// Metrics for `textStyle` (UIKit's `UIFontMetrics(forTextStyle:)`).
    public init(textStyle: TextStyle, model: Model = .typeRampRatio) {
        self.textStyle = textStyle
        self.model = model
    }

    /// Body metrics: `UIFontMetrics.default`, `Font.custom(_:size:)` and `@ScaledMetric` without `relativeTo:`.
    public static let `default` = FontMetrics(textStyle: .body)

    /// The factor a value is multiplied by at `category` (1 at the default category).
    public func scaleFactor(at category: ContentSizeCategory) -> Double {
        let ramp = TypeRamp<TextStyle>.iOS
        guard let size = ramp.pointSize(of: textStyle, at: category),
            let base = ramp.pointSize(of: textStyle, at: ramp.defaultCategory)
        else { return 1 }
        return size / base
    }

    /// `value`, designed at the default size, scaled for `category` (`scaledValue(for:)`).
    public func scaledValue(for value: Double, at category: ContentSizeCategory) -> Double {
        value * scaleFactor(at: category)
    }

    /// A custom font size scaled for `category`, never above `maximumPointSize` when one is given
    /// (`scaledFont(for:maximumPointSize:)`).
    public func scaledFontSize(_ size: Double, at category: ContentSizeCategory, maximumPointSize: Double? = nil) -> Double {
        let scaled = scaledValue(for: size, at: category)
        guard let maximumPointSize else { return scaled }
        return TextSizeLimit(maximumPointSize: maximumPointSize).clamp(size: scaled, defaultSize: size)
    }

    /// UIKit measurements that differ from `Model.typeRampRatio`.
    public static let knownDeviations: [MeasuredScaling] = [
        MeasuredScaling(
            call: "UIFontMetrics(forTextStyle: .body).scaledValue(for: 17)", style: .body, input: 17,
            category: .medium, measured: 49.0 / 3.0, source: "Jared Sinclair, 2024"),
        MeasuredScaling(
            call: "UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 17)).pointSize", style: .body, input: 17,
            category: .accessibility5, measured: 48, source: "Stack Overflow 51243804, iOS 11/12, 2018"),
    ]
}
