/// One composable cap on text size for every platform: SwiftUI's `.dynamicTypeSize(_:)` ranges,
/// Android font-scale caps, React Native's `maxFontSizeMultiplier`, Flutter's
/// `withClampedTextScaling`, `UIFontMetrics`'s `maximumPointSize` and the "+6 pt" rule.
///
/// Each bound is a clamp. `applying(_:)` composes an inner limit after an outer one the way
/// SwiftUI does: the inner range clamps values the outer range already clamped, so overlapping
/// ranges intersect and disjoint ones collapse onto the inner range's nearest end.
/// Invariants: the unlimited limit is the identity; clamps never reverse order (monotonic);
/// `applying` is associative.
public struct TextSizeLimit: Hashable, Sendable {
    /// Apple size categories the text may take.
    public var categories: ClosedRange<ContentSizeCategory>
    /// Android Settings font scales the text may follow.
    public var fontScales: ClosedRange<Double>
    /// Bounds on scaled size ÷ size at the default setting (React Native, Flutter).
    public var scaleFactors: ClosedRange<Double>
    /// The largest point size the text may reach.
    public var maximumPointSize: Double
    /// The most points the text may grow over its size at the default setting.
    public var maximumIncrease: Double

    public init(
        categories: ClosedRange<ContentSizeCategory> = .xSmall ... .accessibility5,
        fontScales: ClosedRange<Double> = 0 ... .infinity,
        scaleFactors: ClosedRange<Double> = 0 ... .infinity,
        maximumPointSize: Double = .infinity,
        maximumIncrease: Double = .infinity
    ) {
        self.categories = categories
        self.fontScales = fontScales
        self.scaleFactors = scaleFactors
        self.maximumPointSize = maximumPointSize
        self.maximumIncrease = maximumIncrease
    }

    /// No cap at all: full Dynamic Type.
    public static let unlimited = TextSizeLimit()

    /// Text that never changes size.
    public static let fixed = TextSizeLimit(categories: .large ... .large, fontScales: 1...1, scaleFactors: 1...1, maximumIncrease: 0)

    /// SwiftUI's `.dynamicTypeSize(range)`.
    public static func dynamicTypeSize(_ range: ClosedRange<ContentSizeCategory>) -> TextSizeLimit {
        TextSizeLimit(categories: range)
    }

    /// SwiftUI's `.dynamicTypeSize(...upper)`.
    public static func dynamicTypeSize(_ range: PartialRangeThrough<ContentSizeCategory>) -> TextSizeLimit {
        TextSizeLimit(categories: .xSmall...range.upperBound)
    }

    /// SwiftUI's `.dynamicTypeSize(lower...)`.
    public static func dynamicTypeSize(_ range: PartialRangeFrom<ContentSizeCategory>) -> TextSizeLimit {
        TextSizeLimit(categories: range.lowerBound ... .accessibility5)
    }

    /// SwiftUI's `.dynamicTypeSize(size)`: one fixed category.
    public static func dynamicTypeSize(_ category: ContentSizeCategory) -> TextSizeLimit {
        TextSizeLimit(categories: category...category)
    }

    /// React Native's `maxFontSizeMultiplier` (no cap when unlimited or below 1).
    ///
    /// React Native does not intersect nested caps: a child's value replaces its parent's. Resolve
    /// the prop along the tree with `MaxFontSizeMultiplier.resolved(inheriting:)` first, then make
    /// one limit from the result; do not compose limits of nested texts with `applying(_:)`.
    public static func reactNative(_ multiplier: MaxFontSizeMultiplier) -> TextSizeLimit {
        multiplier.limit.map { TextSizeLimit(scaleFactors: 0...$0) } ?? .unlimited
    }

    /// Flutter's `MediaQuery.withClampedTextScaling(minScaleFactor:maxScaleFactor:)`.
    public static func clampedTextScaling(minScaleFactor: Double = 0, maxScaleFactor: Double = .infinity) -> TextSizeLimit {
        precondition(minScaleFactor <= maxScaleFactor, "minScaleFactor must not exceed maxScaleFactor")
        return TextSizeLimit(scaleFactors: minScaleFactor...maxScaleFactor)
    }

    /// This limit followed by `inner` (a modifier closer to the text).
    public func applying(_ inner: TextSizeLimit) -> TextSizeLimit {
        TextSizeLimit(
            categories: Self.compose(categories, inner.categories),
            fontScales: Self.compose(fontScales, inner.fontScales),
            scaleFactors: Self.compose(scaleFactors, inner.scaleFactors),
            maximumPointSize: Swift.min(maximumPointSize, inner.maximumPointSize),
            maximumIncrease: Swift.min(maximumIncrease, inner.maximumIncrease))
    }

    /// The category the text follows when the setting is `category`.
    public func clamp(_ category: ContentSizeCategory) -> ContentSizeCategory {
        Self.clamp(category, to: categories)
    }

    /// The Android font scale the text follows when the setting is `fontScale`.
    public func clamp(fontScale: Double) -> Double {
        Self.clamp(fontScale, to: fontScales)
    }

    /// A scaled size held within the factor, point-size and increase bounds, given the size the
    /// text has at the default setting.
    public func clamp(size: Double, defaultSize: Double) -> Double {
        var result = Self.clamp(size, to: scaleFactors.lowerBound * defaultSize...scaleFactors.upperBound * defaultSize)
        result = Swift.min(result, defaultSize + maximumIncrease)
        return Swift.min(result, maximumPointSize)
    }

    /// A scale factor held within the factor bounds (React Native's multiplier, Flutter's
    /// text scale factor).
    public func clamp(factor: Double) -> Double {
        Self.clamp(factor, to: scaleFactors)
    }

    /// Whether this limit can stop text from growing at all.
    public var capsGrowth: Bool {
        categories.upperBound < .accessibility5 || fontScales.upperBound < 2 || scaleFactors.upperBound.isFinite
            || maximumPointSize.isFinite || maximumIncrease.isFinite
    }

    private static func clamp<T: Comparable>(_ value: T, to range: ClosedRange<T>) -> T {
        Swift.min(Swift.max(value, range.lowerBound), range.upperBound)
    }

    private static func compose<T: Comparable>(_ outer: ClosedRange<T>, _ inner: ClosedRange<T>) -> ClosedRange<T> {
        clamp(outer.lowerBound, to: inner)...clamp(outer.upperBound, to: inner)
    }
}
