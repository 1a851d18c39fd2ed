/// The top or bottom edge, where a `safeAreaInset` bar sticks.
public enum VerticalEdge: Hashable, Sendable, Codable {
    /// The top.
    case top
    /// The bottom.
    case bottom
}
