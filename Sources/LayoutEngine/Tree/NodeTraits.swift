/// Facts about a view that layout passes through and checks read.
public struct NodeTraits: Hashable, Sendable {
    /// A name for reports ("Pay button"); defaults to the view's kind and content.
    public var name: String?
    /// What the view is for.
    public var role: NodeRole?
    /// `layoutPriority`: higher is sized first in stacks.
    public var layoutPriority: Double = 0
    /// `accessibilityShowsLargeContentViewer()` was applied.
    public var showsLargeContentViewer = false
    /// Where the view is written, when it came from source code.
    public var sourceLocation: SourceLocation?
    /// For text that no source gave (a value from a server), the property a stand-in was chosen for.
    public var standInContent: String?

    /// Traits with a name and a role; no priority, no Large Content Viewer, no source location.
    public init(name: String? = nil, role: NodeRole? = nil) {
        self.name = name
        self.role = role
    }
}
