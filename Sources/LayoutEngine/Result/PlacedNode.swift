import TextMeasurement

/// A view after layout: where it is on screen, what it showed, and what did not fit.
public struct PlacedNode: Hashable, Sendable {
    /// The node's position in the tree, for reports ("VStack/HStack[1]/Text \"Email\"").
    public var path: String
    /// A short description of the view ("Text \"Email\"", "Button", "padding(16)").
    public var label: String
    /// The view's kind.
    public var kind: ViewKind
    /// Name, role, priority and source location.
    public var traits: NodeTraits
    /// The frame in screen coordinates.
    public var frame: Rect
    /// The visible region after clipping by ancestors (`clipped`, scroll views), or nil when unclipped.
    public var clip: Rect?
    /// Whether an ancestor scrolls (so content beyond the screen can be reached).
    public var isInScrollView: Bool
    /// For text: the measured lines, truncation and font.
    public var text: MeasuredText?
    /// For text: the point size used and whether it follows Dynamic Type.
    public var textStyle: PlacedTextStyle?
    /// Content that needed more room than this node gave it.
    public var overflows: [Overflow]
    /// The children, in source order.
    public var children: [PlacedNode]

    /// This node and every descendant, depth first.
    public var allNodes: [PlacedNode] {
        [self] + children.flatMap(\.allNodes)
    }

    /// The part of the frame that shows (the frame intersected with the clip), or nil if none.
    public var visibleFrame: Rect? {
        guard let clip else { return frame }
        return frame.intersection(clip)
    }
}
