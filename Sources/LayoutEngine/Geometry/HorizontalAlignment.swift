/// Horizontal alignment of children in a VStack or a frame (mirrored right to left).
public enum HorizontalAlignment: Hashable, Sendable, Codable {
    /// Against the leading edge.
    case leading
    /// Centred.
    case center
    /// Against the trailing edge.
    case trailing
}
