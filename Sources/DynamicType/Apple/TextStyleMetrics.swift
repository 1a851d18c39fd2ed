/// What a text style resolves to at one size category: point size, leading, weight, tracking.
///
/// `leading` is the designer's line spacing from the type ramp. It is reported, not used to
/// stack lines: iOS lays text out at the font's natural line height.
public struct TextStyleMetrics: Hashable, Sendable {
    /// The font size in points.
    public var pointSize: Double
    /// The ramp's leading (line height) in points.
    public var leading: Double
    /// The weight the style uses (the emphasized weight when the bold trait is asked for).
    public var weight: FontWeight
    /// The tracking in points at this size, from the design's tracking table.
    public var tracking: Double

    public init(pointSize: Double, leading: Double, weight: FontWeight, tracking: Double) {
        self.pointSize = pointSize
        self.leading = leading
        self.weight = weight
        self.tracking = tracking
    }
}
