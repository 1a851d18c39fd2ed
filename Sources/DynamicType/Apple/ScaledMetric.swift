/// A non-text layout value (an icon size, a gap) that grows with a text style, like SwiftUI's
/// `@ScaledMetric`; the value is given at the default size.
public struct ScaledMetric: Hashable, Codable, Sendable {
    /// The value at the default category.
    public var baseValue: Double
    /// The metrics it follows (Body unless `relativeTo:` names a style).
    public var metrics: FontMetrics
    /// The least it becomes, when code bounds it (`max(iconSize, 12)`), whatever the category.
    public var minimum: Double?
    /// The most it becomes, when code bounds it (`min(iconSize, 20)`), whatever the category.
    public var maximum: Double?

    /// A metric following `style` (`@ScaledMetric(relativeTo: style) var x = baseValue`).
    public init(_ baseValue: Double, relativeTo style: TextStyle = .body) {
        self.baseValue = baseValue
        self.metrics = FontMetrics(textStyle: style)
    }

    /// The value at `category`, within its bounds.
    public func value(at category: ContentSizeCategory) -> Double {
        bounded(metrics.scaledValue(for: baseValue, at: category))
    }

    /// `value` kept within the metric's bounds.
    public func bounded(_ value: Double) -> Double {
        Swift.min(Swift.max(value, minimum ?? -.infinity), maximum ?? .infinity)
    }

    /// The metric never above `upper` (`min(metric, upper)`).
    public func atMost(_ upper: Double) -> ScaledMetric {
        var bounded = self
        bounded.maximum = Swift.min(maximum ?? .infinity, upper)
        return bounded
    }

    /// The metric never below `lower` (`max(metric, lower)`).
    public func atLeast(_ lower: Double) -> ScaledMetric {
        var bounded = self
        bounded.minimum = Swift.max(minimum ?? -.infinity, lower)
        return bounded
    }
}
