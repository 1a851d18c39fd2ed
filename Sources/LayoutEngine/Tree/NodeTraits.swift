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

    public init(name: String? = nil, role: NodeRole? = nil) {
        self.name = name
        self.role = role
    }
}

/// A place in a source file (1-based line and column).
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { "\(file):\(line):\(column)" }
}
