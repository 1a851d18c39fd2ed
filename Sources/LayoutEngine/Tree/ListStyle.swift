/// A list style, which decides the row insets.
public enum ListStyle: Hashable, Sendable, Codable {
    /// Rows edge to edge with a content inset.
    case plain
    /// Rows in rounded sections with a margin (the iOS default, and `Form`'s).
    case insetGrouped
}
