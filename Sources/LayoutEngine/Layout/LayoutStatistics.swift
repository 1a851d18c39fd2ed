/// How much work one layout pass did: what it computed and what it took from an earlier pass.
///
/// `LiveScreen` reports it so a test can check that a relayout left text-free subtrees alone.
public struct LayoutStatistics: Hashable, Sendable {
    /// The paths of the nodes whose arrangement this pass computed (for any proposal).
    public var arrangedPaths: Set<String> = []
    /// How many arrangements this pass computed.
    public var arrangementCount = 0
    /// How many arrangements this pass reused from an earlier pass.
    public var reusedArrangementCount = 0

    /// No work yet.
    public init() {}

    /// Whether this pass computed an arrangement of the node at `path` or of any node below it.
    public func arranged(within path: String) -> Bool {
        arrangedPaths.contains { $0 == path || $0.hasPrefix(path + "/") }
    }
}
