/// Vertical alignment of children in an HStack or a frame.
public enum VerticalAlignment: Hashable, Sendable, Codable {
    /// Against the top.
    case top
    /// Centred.
    case center
    /// Against the bottom.
    case bottom
    /// First text baselines on one line (in stacks; frames and ZStacks centre instead).
    case firstTextBaseline
    /// Last text baselines on one line (in stacks; frames and ZStacks centre instead).
    case lastTextBaseline
}
