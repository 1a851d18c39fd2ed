/// How a finding is drawn on a picture; each kind has one legend entry.
public enum FindingMarkKind: String, CaseIterable, Hashable, Sendable {
    /// Text cut by a clip or the screen, or drawn outside its frame: the part beyond is hatched.
    case clipped
    /// Two views drawn over each other: both outlined, the shared area filled.
    case overlap
    /// Text cut short: the ellipsis underlined, the hidden text shown in grey after it.
    case truncated
    /// An action beyond the safe area of a screen that does not scroll: the fold drawn, the part
    /// beyond it hatched.
    case unreachable
    /// Any other finding: the view outlined with a dashed line.
    case other

    /// What the legend says about it.
    public var legendTitle: String {
        switch self {
        case .clipped: "Clipped, or drawn outside its frame"
        case .overlap: "Overlapping (shared area filled)"
        case .truncated: "Truncated (hidden text in grey)"
        case .unreachable: "Out of reach, below the fold"
        case .other: "Other finding"
        }
    }

    /// The kind that draws findings of `checkID`.
    public static func forCheck(_ checkID: String) -> FindingMarkKind {
        switch checkID {
        case "clipped-text", "horizontal-overflow": .clipped
        case "overlap": .overlap
        case "truncated-text", "truncated-without-ellipsis": .truncated
        case "unreachable-action": .unreachable
        default: .other
        }
    }
}
