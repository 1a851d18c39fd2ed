import LayoutEngine

/// One placed node of a laid-out screen, with what checks ask about its place in the tree.
///
/// A class, not a struct: checks pass elements around by the thousand, and copying a placed node
/// (with its subtree, strings and traits) retained and released every field each time.
public final class ScreenElement: Sendable {
    /// The placed node (its children are reachable through the screen, by index).
    public let node: PlacedNode
    /// Its position in depth-first order: the line of `LaidOutScreen.dump()` that shows it.
    public let index: Int
    /// The parent's index, nil for the root.
    public let parent: Int?
    /// How many nodes its subtree holds, itself included: descendants are the indices
    /// `index + 1 ..< index + subtreeSize`.
    public let subtreeSize: Int
    /// Whether it or an ancestor is `hidden()` (or `opacity(0)`): takes space, shows nothing.
    public let isHidden: Bool
    /// The axes along which an ancestor scrolls (a `List` scrolls vertically).
    public let scrollAxes: Axes
    /// The nearest enclosing control (button, toggle, text field, picker), excluding itself.
    public let controlAncestor: Int?
    /// The nearest ancestor that clips (`clipped()`, `clipShape`, a scroll view, a list), or nil.
    public let clippingAncestor: Int?
    /// The nearest ancestor that scrolls (a scroll view or list), or nil: views with the same one
    /// move together when it scrolls.
    public let scrollingAncestor: Int?

    /// An element with every fact about its place given.
    public init(
        node: PlacedNode, index: Int, parent: Int?, subtreeSize: Int, isHidden: Bool, scrollAxes: Axes, controlAncestor: Int?,
        clippingAncestor: Int?, scrollingAncestor: Int?
    ) {
        self.node = node
        self.index = index
        self.parent = parent
        self.subtreeSize = subtreeSize
        self.isHidden = isHidden
        self.scrollAxes = scrollAxes
        self.controlAncestor = controlAncestor
        self.clippingAncestor = clippingAncestor
        self.scrollingAncestor = scrollingAncestor
    }

    /// The node's path.
    public var path: String { node.path }
    /// What reports call it: its name, else its label.
    public var displayName: String { node.traits.name ?? node.label }

    /// Whether `other` lies in this element's subtree (itself excluded).
    public func isAncestor(of other: ScreenElement) -> Bool {
        other.index > index && other.index < index + subtreeSize
    }

    /// Whether it is a `Text`.
    public var isText: Bool {
        if case .text = node.kind { return true }
        return false
    }

    /// Whether it is a control people operate: a button, toggle, text field or segmented picker.
    public var isControl: Bool {
        switch node.kind {
        case .button, .toggle, .textField, .segmentedPicker: true
        default: false
        }
    }

    /// Whether it carries no information (shapes, dividers, `role(.decoration)`).
    public var isDecoration: Bool {
        if node.traits.role == .decoration { return true }
        switch node.kind {
        case .shape, .divider, .spacer: return true
        default: return false
        }
    }
}
