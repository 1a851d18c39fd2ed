/// What happens to text that needs more lines than it may have.
public enum TruncationMode: String, CaseIterable, Hashable, Codable, Sendable {
    /// "The beginning of the te…" (SwiftUI's default).
    case tail
    /// "…end of the text".
    case head
    /// "The begin…the text".
    case middle
    /// Cut at the edge with no ellipsis, so nothing tells the reader text is missing.
    case clip
}
