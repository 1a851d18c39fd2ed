/// One view of a screen, as data: what kind of view, its children, and its traits.
///
/// Modifiers are nodes too (`padding` wraps its content, as SwiftUI's `ModifiedContent` does),
/// so a screen is a plain tree that the DSL, the SwiftUI front-end and tests all build.
public struct ViewNode: Hashable, Sendable, Codable {
    /// What the view is.
    public var kind: ViewKind
    /// Its children: the content of a container or modifier, in order.
    public var children: [ViewNode]
    /// Name, role, priority and source location.
    public var traits: NodeTraits

    /// A node of `kind` over `children`, the node-tree API a SwiftUI front-end targets.
    public init(_ kind: ViewKind, children: [ViewNode] = [], traits: NodeTraits = NodeTraits()) {
        self.kind = kind
        self.children = children
        self.traits = traits
    }

    /// This node wrapped in a modifier node, keeping the traits checks read on the outside.
    func wrapped(in kind: ViewKind) -> ViewNode {
        var inner = self
        let outerTraits = NodeTraits(name: nil, role: nil)
        var wrapper = ViewNode(kind, children: [inner], traits: outerTraits)
        wrapper.traits.layoutPriority = inner.traits.layoutPriority
        wrapper.traits.showsLargeContentViewer = inner.traits.showsLargeContentViewer
        inner.traits.layoutPriority = 0
        wrapper.children = [inner]
        return wrapper
    }
}

extension ViewNode {
    /// Whether this view or a descendant keeps the largest size it was laid out at: the only state a
    /// relayout of a live screen carries, remembered by node number.
    public var remembersSizes: Bool {
        if case .keepsLargestSize = kind { return true }
        return children.contains { $0.remembersSizes }
    }
}
