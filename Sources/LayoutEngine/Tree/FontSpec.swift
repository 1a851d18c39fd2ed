import DynamicType

/// A font as SwiftUI code names it: a text style, a fixed system size, or a custom font that
/// scales relative to a style or not at all.
public struct FontSpec: Hashable, Sendable, Codable {
    /// Where the size comes from.
    public enum SizeSource: Hashable, Codable, Sendable {
        /// A Dynamic Type text style (`.body`): follows the category.
        case style(TextStyle)
        /// `.system(size:)`: a fixed size that does not scale.
        case fixed(Double)
        /// `Font.custom(name, size:)` (relative to Body) or `Font.custom(name, size:, relativeTo:)`.
        case custom(name: String, size: Double, relativeTo: TextStyle)
        /// `Font.custom(name, fixedSize:)`: never scales.
        case customFixed(name: String, size: Double)
        /// `.system(size:)` of a size that itself scales with a style (`UIFontMetrics.default.scaledValue(for: 17)`,
        /// a `@ScaledMetric`, within the bounds code gives it): the system font, growing as the style grows.
        case scaled(ScaledMetric)

        /// `.system(size:)` of `size` points at the default category, scaled as `style` scales.
        public static func scaled(size: Double, relativeTo style: TextStyle) -> SizeSource {
            .scaled(ScaledMetric(size, relativeTo: style))
        }
    }

    /// Where the size comes from.
    public var source: SizeSource
    /// An explicit weight, or nil for the style's own.
    public var weight: FontWeight?
    /// The system font's design.
    public var design: FontDesign
    /// Whether the bold (emphasized) trait is asked for.
    public var isBold: Bool

    /// A font from where its size comes from, with an optional weight, design and bold trait.
    public init(_ source: SizeSource, weight: FontWeight? = nil, design: FontDesign = .default, isBold: Bool = false) {
        self.source = source
        self.weight = weight
        self.design = design
        self.isBold = isBold
    }

    /// `.largeTitle`.
    public static let largeTitle = FontSpec(.style(.largeTitle))
    /// `.title` (Title 1).
    public static let title = FontSpec(.style(.title1))
    /// `.title2`.
    public static let title2 = FontSpec(.style(.title2))
    /// `.title3`.
    public static let title3 = FontSpec(.style(.title3))
    /// `.headline`.
    public static let headline = FontSpec(.style(.headline))
    /// `.body`, what text uses unless told otherwise.
    public static let body = FontSpec(.style(.body))
    /// `.callout`.
    public static let callout = FontSpec(.style(.callout))
    /// `.subheadline`.
    public static let subheadline = FontSpec(.style(.subheadline))
    /// `.footnote`.
    public static let footnote = FontSpec(.style(.footnote))
    /// `.caption` (Caption 1).
    public static let caption = FontSpec(.style(.caption1))
    /// `.caption2`.
    public static let caption2 = FontSpec(.style(.caption2))

    /// `.system(size:weight:design:)`: fixed, off the Dynamic Type channel.
    public static func system(size: Double, weight: FontWeight? = nil, design: FontDesign = .default) -> FontSpec {
        FontSpec(.fixed(size), weight: weight, design: design)
    }

    /// `.system(_ style:design:weight:)`.
    public static func system(_ style: TextStyle, design: FontDesign = .default, weight: FontWeight? = nil) -> FontSpec {
        FontSpec(.style(style), weight: weight, design: design)
    }

    /// `Font.custom(_:size:)`, which scales with Body.
    public static func custom(_ name: String, size: Double) -> FontSpec {
        FontSpec(.custom(name: name, size: size, relativeTo: .body))
    }

    /// `Font.custom(_:size:relativeTo:)`.
    public static func custom(_ name: String, size: Double, relativeTo style: TextStyle) -> FontSpec {
        FontSpec(.custom(name: name, size: size, relativeTo: style))
    }

    /// `Font.custom(_:fixedSize:)`.
    public static func custom(_ name: String, fixedSize: Double) -> FontSpec {
        FontSpec(.customFixed(name: name, size: fixedSize))
    }

    /// The same font at `weight`.
    public func weight(_ weight: FontWeight) -> FontSpec {
        var copy = self
        copy.weight = weight
        return copy
    }

    /// The same font with the bold trait.
    public func bold() -> FontSpec {
        var copy = self
        copy.isBold = true
        return copy
    }

    /// The text style the font follows, if it follows one.
    public var textStyle: TextStyle? {
        switch source {
        case .style(let style): style
        case .custom(_, _, let style): style
        case .scaled(let metric): metric.metrics.textStyle
        case .fixed, .customFixed: nil
        }
    }

    /// Whether the size follows the user's text size setting.
    public var scalesWithDynamicType: Bool {
        switch source {
        case .style, .custom, .scaled: true
        case .fixed, .customFixed: false
        }
    }
}
