/// What a view tree's subtrees are, worked out bottom-up in one walk: a hash of each subtree and
/// whether it keeps sizes between layouts. Asking a `ViewNode` itself hashes or searches its whole
/// subtree each time, so asking it at every level of a deep screen costs depth times the tree.
struct SubtreeDigest {
    /// A hash of the view and everything below it: equal subtrees have equal hashes.
    let hash: Int
    /// Whether this view or a descendant keeps its largest size (`ViewNode.remembersSizes`).
    let remembersSizes: Bool
    /// The children's digests, in order.
    let children: [SubtreeDigest]

    init(_ view: ViewNode) {
        children = view.children.map(SubtreeDigest.init)
        var hasher = Hasher()
        hasher.combine(view.kind)
        hasher.combine(view.traits)
        hasher.combine(children.count)
        for child in children { hasher.combine(child.hash) }
        hash = hasher.finalize()
        if case .keepsLargestSize = view.kind {
            remembersSizes = true
        } else {
            remembersSizes = children.contains { $0.remembersSizes }
        }
    }
}
