/// An image's sizing.
public enum ImageContent: Hashable, Sendable, Codable {
    /// `Image(systemName:)`: a symbol as big as its font's size (scales with Dynamic Type when the font does).
    case symbol(String)
    /// A bitmap of fixed size in points.
    case bitmap(String, Size)
    /// `.resizable()`: takes the proposal; ideal is its bitmap size.
    case resizable(String, Size)
    /// A resizable image kept at an aspect ratio (`.aspectRatio(_:contentMode:)`, `.scaledToFit()`,
    /// `.scaledToFill()`): the largest size of that ratio inside the proposal (fit), or the smallest
    /// around it (fill). The size is its ideal one, whose width over height is the ratio.
    case fitted(String, Size, fill: Bool)
}
