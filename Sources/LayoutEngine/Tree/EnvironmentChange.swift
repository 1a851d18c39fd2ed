import DynamicType
import TextMeasurement

/// An environment value set on a subtree, as `.font(_:)`, `.lineLimit(_:)`, `.dynamicTypeSize(_:)`
/// and `.environment(\.layoutDirection, …)` do.
public enum EnvironmentChange: Hashable, Sendable, Codable {
    /// `.font(_:)`.
    case font(FontSpec)
    /// `.fontWeight(_:)` / `.bold()` on text.
    case fontWeight(FontWeight)
    /// `.bold()`.
    case bold
    /// `.lineLimit(n)`, `.lineLimit(range)`, `.lineLimit(n, reservesSpace:)`; nil removes a limit.
    case lineLimit(LineLimit?)
    /// `.truncationMode(_:)`.
    case truncationMode(TruncationMode)
    /// `.minimumScaleFactor(_:)`.
    case minimumScaleFactor(Double)
    /// `.multilineTextAlignment(_:)`.
    case multilineTextAlignment(HorizontalAlignment)
    /// `.dynamicTypeSize(...)`: a cap (or floor) on the size category.
    case dynamicTypeSize(ClosedRange<ContentSizeCategory>)
    /// `.environment(\.dynamicTypeSize, category)`: a fixed category for the subtree.
    case sizeCategory(ContentSizeCategory)
    /// `.environment(\.layoutDirection, …)`.
    case layoutDirection(LayoutDirection)
    /// `.scrollDisabled(_:)`: scroll views and lists inside do not scroll, so what they cut off is out of reach.
    case scrollDisabled(Bool)
}
