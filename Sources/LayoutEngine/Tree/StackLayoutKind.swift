/// A stack layout `AnyLayout` can switch to.
public enum StackLayoutKind: Hashable, Sendable, Codable {
    /// `HStackLayout(alignment:spacing:)`.
    case horizontal(VerticalAlignment, spacing: Double?)
    /// `VStackLayout(alignment:spacing:)`.
    case vertical(HorizontalAlignment, spacing: Double?)
    /// `ZStackLayout(alignment:)`.
    case zStack(Alignment)
}
