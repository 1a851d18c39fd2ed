import DynamicType
import LayoutEngine
import ReflowLocking

/// A laid-out screen at one size, flattened into depth-first order with each node's ancestry,
/// so checks can ask "is this inside a scroll view, a button, a hidden view" in constant time.
public struct IndexedScreen: Sendable {
    /// The size it was laid out at: an iOS category or an Android font scale.
    public let setting: SizeSetting
    /// The iOS size category it was laid out at; Large for a screen laid out at an Android
    /// font scale (read `setting`).
    public var category: ContentSizeCategory { setting.category ?? .default }
    /// The layout.
    public let screen: LaidOutScreen
    /// Every node, depth first (the order of `screen.dump()`'s lines).
    public let elements: [ScreenElement]
    /// The elements, in order, that a finding's evidence names: texts with stand-in content,
    /// opaque views, views with unread parts. Usually a handful, so evidence for a subtree is
    /// found without walking it.
    let evidenceBearing: [Int]
    /// Texts that show: not hidden, with something to read (an empty or blank `Text` draws nothing
    /// that could be too small, cut or covered). Worked out once: most checks read them at every size.
    public let visibleTexts: [ScreenElement]
    /// Elements by path, built the first time a path is looked up: most screens of a series never are,
    /// and hashing every path of every size was a tenth of indexing.
    private let indexByPath = Locked<[ByteKey: Int]?>(nil)

    /// Indexes `screen`, laid out at `category`.
    public init(_ screen: LaidOutScreen, category: ContentSizeCategory) {
        self.init(screen, setting: .category(category))
    }

    /// Indexes `screen`, laid out at `setting`.
    public init(_ screen: LaidOutScreen, setting: SizeSetting) {
        self.setting = setting
        self.screen = screen
        var elements: [ScreenElement] = []
        func visit(_ node: PlacedNode, parent: Int?, hidden: Bool, scrollAxes: Axes, control: Int?, clipper: Int?, scroller: Int?) {
            let index = elements.count
            let isHidden = hidden || { if case .hidden = node.kind { return true } else { return false } }()
            // A placeholder keeps the index; the subtree size is known after the children.
            elements.append(
                ScreenElement(
                    node: node, index: index, parent: parent, subtreeSize: 1, isHidden: isHidden,
                    scrollAxes: scrollAxes, controlAncestor: control, clippingAncestor: clipper,
                    scrollingAncestor: scroller))
            var childAxes = scrollAxes
            var childClipper = clipper
            var childScroller = scroller
            switch node.kind {
            case .scrollView(let axes):
                childAxes.formUnion(axes)
                childClipper = index
                childScroller = index
            case .list:
                childAxes.formUnion(.vertical)
                childClipper = index
                childScroller = index
            case .clipped:
                childClipper = index
            default: break
            }
            let childControl = elements[index].isControl ? index : control
            for child in node.children {
                visit(
                    child, parent: index, hidden: isHidden, scrollAxes: childAxes, control: childControl, clipper: childClipper,
                    scroller: childScroller)
            }
            let placed = elements[index]
            elements[index] = ScreenElement(
                node: placed.node, index: index, parent: parent, subtreeSize: elements.count - index,
                isHidden: isHidden, scrollAxes: scrollAxes, controlAncestor: control, clippingAncestor: clipper,
                scrollingAncestor: scroller)
        }
        visit(screen.root, parent: nil, hidden: false, scrollAxes: [], control: nil, clipper: nil, scroller: nil)
        self.elements = elements
        evidenceBearing = elements.indices.filter { index in
            let node = elements[index].node
            if case .opaque = node.kind { return true }
            if case .text = node.kind, node.traits.standInContent != nil { return true }
            return !node.traits.unreadParts.isEmpty
        }
        visibleTexts = elements.filter { element in
            guard element.isText, !element.isHidden else { return false }
            if case .text(let string) = element.node.kind { return string.contains { !$0.isWhitespace } }
            return true
        }
    }

    /// The device it was laid out on.
    public var device: Device { screen.device }

    /// The element at `path`, if it was placed at this size (a branch not taken is not).
    public func element(atPath path: String) -> ScreenElement? {
        let index = indexByPath.withLock { index in
            if index == nil {
                var byPath: [ByteKey: Int] = [:]
                byPath.reserveCapacity(elements.count)
                // Backwards, so the first element with a path is the one kept, with one lookup each.
                for element in elements.reversed() {
                    byPath[ByteKey(element.path)] = element.index
                }
                index = byPath
            }
            return index?[ByteKey(path)]
        }
        return index.map { elements[$0] }
    }

    /// The ancestors of `element`, nearest first.
    public func ancestors(of element: ScreenElement) -> [ScreenElement] {
        var result: [ScreenElement] = []
        var current = element.parent
        while let index = current {
            result.append(elements[index])
            current = elements[index].parent
        }
        return result
    }

    /// Whether `first` is drawn before `second`, so `second` lies over it where they meet: siblings
    /// draw in order (a ZStack's layers, an overlay after its content), except a background, which
    /// draws before the view it is behind. An ancestor draws before its descendants.
    public func drawsBefore(_ first: ScreenElement, _ second: ScreenElement) -> Bool {
        if first.index == second.index { return false }
        if first.isAncestor(of: second) { return true }
        if second.isAncestor(of: first) { return false }
        let firstChain = [first] + ancestors(of: first)
        guard let commonPosition = firstChain.firstIndex(where: { $0.isAncestor(of: second) }), commonPosition > 0 else {
            return first.index < second.index
        }
        let common = firstChain[commonPosition]
        let firstBranch = firstChain[commonPosition - 1]
        let secondBranch = ([second] + ancestors(of: second)).first { $0.parent == common.index } ?? second
        // `background { … }` lays out as (content, background); the background is drawn first.
        if case .background = common.node.kind { return firstBranch.index > secondBranch.index }
        return firstBranch.index < secondBranch.index
    }

    /// The element's direct children.
    public func children(of element: ScreenElement) -> [ScreenElement] {
        var result: [ScreenElement] = []
        var index = element.index + 1
        while index < element.index + element.subtreeSize {
            result.append(elements[index])
            index += elements[index].subtreeSize
        }
        return result
    }

    /// The element's descendants, depth first.
    public func descendants(of element: ScreenElement) -> ArraySlice<ScreenElement> {
        elements[(element.index + 1)..<(element.index + element.subtreeSize)]
    }

    /// What the element is for: its own role, else the role of the control it labels (the text
    /// of `Button("Pay", role: .primaryAction)` is the primary action's label).
    public func effectiveRole(of element: ScreenElement) -> NodeRole? {
        if let role = element.node.traits.role { return role }
        return element.controlAncestor.flatMap { elements[$0].node.traits.role }
    }
}
