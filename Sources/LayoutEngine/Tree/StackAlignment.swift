/// The alignment across a stack: horizontal for a VStack, vertical for an HStack.
public enum StackAlignment: Hashable, Sendable, Codable {
    /// A VStack's alignment of its children's x positions.
    case horizontal(HorizontalAlignment)
    /// An HStack's alignment of its children's y positions (baselines included).
    case vertical(VerticalAlignment)
}
