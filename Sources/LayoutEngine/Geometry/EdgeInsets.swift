/// Insets on each edge, in points; leading and trailing follow the layout direction.
public struct EdgeInsets: Hashable, Sendable, Codable {
    /// The top inset.
    public var top: Double
    /// The inset on the leading side (left in left-to-right layouts).
    public var leading: Double
    /// The bottom inset.
    public var bottom: Double
    /// The inset on the trailing side (right in left-to-right layouts).
    public var trailing: Double

    /// Insets per edge, 0 where not given.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on every edge.
    public init(all: Double) {
        self.init(top: all, leading: all, bottom: all, trailing: all)
    }

    /// The total inset along `axis`.
    public func total(_ axis: Axis) -> Double { axis == .horizontal ? leading + trailing : top + bottom }
}
