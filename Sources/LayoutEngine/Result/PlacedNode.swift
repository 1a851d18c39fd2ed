import TextMeasurement

/// A view after layout: where it is on screen, what it showed, and what did not fit.
///
/// A value like any other, but its fields live together in one immutable box that copies share:
/// the audit copies every node into its index at every size, and a reference costs one retain where
/// the fields cost one for each string, array and the measured text. Setting a field gives the
/// value a new box.
public struct PlacedNode: Hashable, Sendable {
    @usableFromInline var storage: Storage

    /// The node's position in the tree, for reports ("VStack/HStack[1]/Text \"Email\"").
    public var path: String {
        @inlinable get { storage.fields.path }
        set { update { $0.path = newValue } }
    }
    /// A short description of the view ("Text \"Email\"", "Button", "padding(16)").
    public var label: String {
        @inlinable get { storage.fields.label }
        set { update { $0.label = newValue } }
    }
    /// The view's kind.
    public var kind: ViewKind {
        @inlinable get { storage.fields.kind }
        set { update { $0.kind = newValue } }
    }
    /// Name, role, priority and source location.
    public var traits: NodeTraits {
        @inlinable get { storage.fields.traits }
        set { update { $0.traits = newValue } }
    }
    /// The frame in screen coordinates.
    public var frame: Rect {
        @inlinable get { storage.fields.frame }
        set { update { $0.frame = newValue } }
    }
    /// The visible region after clipping by ancestors (`clipped`, scroll views), or nil when unclipped.
    public var clip: Rect? {
        @inlinable get { storage.fields.clip }
        set { update { $0.clip = newValue } }
    }
    /// Whether an ancestor scrolls (so content beyond the screen can be reached).
    public var isInScrollView: Bool {
        @inlinable get { storage.fields.isInScrollView }
        set { update { $0.isInScrollView = newValue } }
    }
    /// For text: the measured lines, truncation and font.
    public var text: MeasuredText? {
        @inlinable get { storage.fields.text }
        set { update { $0.text = newValue } }
    }
    /// For text: the point size used and whether it follows Dynamic Type.
    public var textStyle: PlacedTextStyle? {
        @inlinable get { storage.fields.textStyle }
        set { update { $0.textStyle = newValue } }
    }
    /// Content that needed more room than this node gave it.
    public var overflows: [Overflow] {
        @inlinable get { storage.fields.overflows }
        set { update { $0.overflows = newValue } }
    }
    /// The children, in source order.
    public var children: [PlacedNode] {
        @inlinable get { storage.fields.children }
        set { update { $0.children = newValue } }
    }

    /// A placed node with every field given.
    public init(
        path: String, label: String, kind: ViewKind, traits: NodeTraits, frame: Rect, clip: Rect?, isInScrollView: Bool,
        text: MeasuredText?, textStyle: PlacedTextStyle?, overflows: [Overflow], children: [PlacedNode]
    ) {
        storage = Storage(
            Fields(
                path: path, label: label, kind: kind, traits: traits, frame: frame, clip: clip,
                isInScrollView: isInScrollView, text: text, textStyle: textStyle, overflows: overflows, children: children))
    }

    /// This node and every descendant, depth first.
    public var allNodes: [PlacedNode] {
        var nodes: [PlacedNode] = []
        func visit(_ node: PlacedNode) {
            nodes.append(node)
            for child in node.children { visit(child) }
        }
        visit(self)
        return nodes
    }

    /// The part of the frame that shows (the frame intersected with the clip), or nil if none.
    public var visibleFrame: Rect? {
        guard let clip else { return frame }
        return frame.intersection(clip)
    }

    /// Where a text's letters draw: its frame, narrowed top to bottom to the ink of its glyphs (a
    /// line box is taller than any letter in it). The frame for anything else.
    public var inkFrame: Rect {
        guard let text else { return frame }
        let top = text.inkTop
        return Rect(x: frame.minX, y: frame.minY + top, width: frame.width, height: max(text.inkBottom - top, 0))
    }

    /// Equal when every field is, as if the fields were the struct's own.
    public static func == (lhs: PlacedNode, rhs: PlacedNode) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    /// Hashes every field, as if the fields were the struct's own.
    public func hash(into hasher: inout Hasher) {
        storage.fields.hash(into: &hasher)
    }

    /// Replaces the box with one holding the changed fields; other copies keep the old box.
    private mutating func update(_ change: (inout Fields) -> Void) {
        var fields = storage.fields
        change(&fields)
        storage = Storage(fields)
    }
}
