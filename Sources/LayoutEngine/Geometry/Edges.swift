/// Edges of a rectangle, for padding and safe-area insets.
public struct Edges: OptionSet, Hashable, Sendable, Codable {
    /// The bits: 1 top, 2 leading, 4 bottom, 8 trailing.
    public let rawValue: Int
    /// Edges from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = Edges(rawValue: 1)
    /// The leading edge.
    public static let leading = Edges(rawValue: 2)
    /// The bottom edge.
    public static let bottom = Edges(rawValue: 4)
    /// The trailing edge.
    public static let trailing = Edges(rawValue: 8)
    /// Leading and trailing.
    public static let horizontal: Edges = [.leading, .trailing]
    /// Top and bottom.
    public static let vertical: Edges = [.top, .bottom]
    /// Every edge.
    public static let all: Edges = [.top, .leading, .bottom, .trailing]
}
