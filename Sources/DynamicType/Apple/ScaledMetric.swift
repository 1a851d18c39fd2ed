/// A non-text layout value (an icon size, a gap) that grows with a text style, like SwiftUI's
/// `@ScaledMetric`; the value is given at the default size.
public struct ScaledMetric: Hashable, Codable, Sendable {
    /// The value at the default category.
    public var baseValue: Double
    /// The metrics it follows (Body unless `relativeTo:` names a style).
    public var metrics: FontMetrics

    /// A metric following `style` (`@ScaledMetric(relativeTo: style) var x = baseValue`).
    public init(_ baseValue: Double, relativeTo style: TextStyle = .body) {
        self.baseValue = baseValue
        self.metrics = FontMetrics(textStyle: style)
    }

    /// The value at `category`.
    public func value(at category: ContentSizeCategory) -> Double {
        metrics.scaledValue(for: baseValue, at: category)
    }
}
