/// A horizontal or vertical axis.
public enum Axis: Hashable, Sendable, Codable {
    /// Left to right (or right to left).
    case horizontal
    /// Top to bottom.
    case vertical

    /// The other axis.
    public var other: Axis { self == .horizontal ? .vertical : .horizontal }
}
