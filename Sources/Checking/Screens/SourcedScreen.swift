import LayoutEngine

/// One screen to audit, draw or report on, from the bundled examples or a user's project.
public struct SourcedScreen: Sendable {
    /// The name people type (`checkout-before`, or a preview's name).
    public var name: String
    /// What it shows, or where it is declared and how much of it was simulated.
    public var summary: String
    /// Its view tree.
    public var root: ViewNode

    /// A screen with every field given.
    public init(name: String, summary: String, root: ViewNode) {
        self.name = name
        self.summary = summary
        self.root = root
    }
}
