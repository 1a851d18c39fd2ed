/// How serious a finding is, from a remark to a failure of the WCAG criterion.
///
/// Ordered `note < warning < error`, so "the worst severity" is `max()`.
public enum Severity: String, CaseIterable, Comparable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// Worth knowing; nothing is lost yet.
    case note
    /// Likely to hurt some people or some content; check the design.
    case warning
    /// Text or controls people need are lost at this size.
    case error

    /// Orders by seriousness, `note` first.
    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs.rank < rhs.rank
    }

    /// The lowercase name (`error`), as reports print it.
    public var description: String { rawValue }

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }
}
