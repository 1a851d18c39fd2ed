/// A two-dimensional alignment, as in `frame(alignment:)` and `ZStack(alignment:)`.
public struct Alignment: Hashable, Sendable, Codable {
    /// Across.
    public var horizontal: HorizontalAlignment
    /// Down.
    public var vertical: VerticalAlignment

    /// An alignment from its two parts.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Centred both ways (the default everywhere).
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// Leading edge, centred vertically.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// Trailing edge, centred vertically.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// Top edge, centred horizontally.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Bottom edge, centred horizontally.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// Top leading corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// Top trailing corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// Bottom leading corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// Bottom trailing corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}
