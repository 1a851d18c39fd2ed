import TextMeasurement

/// One layout of one screen at one environment: the proposal/response protocol, memoized.
///
/// The protocol, once: a parent proposes a size to a child (per axis: nil = "your ideal",
/// 0 = "your minimum", infinity = "your maximum", a number = "this much"); the child chooses its
/// own size, which the parent cannot override; the parent then places the child. Each
/// container answers both questions with one `arrange` routine. Nothing clips unless it is
/// `clipped()` or a scroll view: content larger than its slot draws outside it and is recorded
/// as an overflow.
final class LayoutPass {
    let measurer: any TextMeasuring
    private var arrangements: [ArrangementKey: Arrangement] = [:]
    /// Notes about things that could not be laid out exactly (a missing font, say).
    private(set) var notes: [String] = []

    private struct ArrangementKey: Hashable {
        let node: Int
        let proposal: ProposedSize
    }

    init(measurer: any TextMeasuring) {
        self.measurer = measurer
    }

    /// Records a note once.
    func note(_ text: String) {
        if !notes.contains(text) { notes.append(text) }
    }

    /// The size `node` chooses for `proposal`.
    func size(_ node: LayoutNode, _ proposal: ProposedSize, _ environment: LayoutEnvironment) throws -> Size {
        try arrangement(node, proposal, environment).size
    }

    /// The node's arrangement for `proposal`, computed once per pass.
    func arrangement(_ node: LayoutNode, _ proposal: ProposedSize, _ environment: LayoutEnvironment) throws -> Arrangement {
        let key = ArrangementKey(node: node.id, proposal: proposal)
        if let cached = arrangements[key] { return cached }
        let result = try arrange(node, proposal, environment)
        arrangements[key] = result
        return result
    }

    /// Places `node` with `proposal` at `origin` and returns it with its placed descendants.
    func place(_ node: LayoutNode, _ proposal: ProposedSize, at origin: Point, _ environment: LayoutEnvironment,
               clip: Rect?, inScrollView: Bool, inherited: NodeTraits = NodeTraits()) throws -> PlacedNode {
        // Traits set on a modifier (`Text(…).font(.body).role(.errorMessage)`) belong to the view it wraps.
        var traits = node.view.traits
        traits.name = traits.name ?? inherited.name
        traits.role = traits.role ?? inherited.role
        traits.sourceLocation = traits.sourceLocation ?? inherited.sourceLocation
        traits.showsLargeContentViewer = traits.showsLargeContentViewer || inherited.showsLargeContentViewer
        let passedDown = node.view.kind.isModifier ? traits : NodeTraits()
        let arrangement = try arrangement(node, proposal, environment)
        let frame = Rect(origin: origin, size: arrangement.size)
        let childEnvironment = arrangement.childEnvironment ?? environment
        var childClip = clip
        if arrangement.clips {
            childClip = clip.map { $0.intersection(frame) ?? Rect(origin: frame.origin, size: .zero) } ?? frame
        }
        var children: [PlacedNode] = []
        for slot in arrangement.slots {
            let child = node.children[slot.index]
            children.append(try place(child, slot.proposal,
                                      at: Point(x: origin.x + slot.frame.minX, y: origin.y + slot.frame.minY),
                                      childEnvironment, clip: childClip, inScrollView: inScrollView || arrangement.scrolls,
                                      inherited: slot.index == 0 ? passedDown : NodeTraits()))
        }
        var placed = PlacedNode(path: node.path, label: node.label, kind: node.view.kind, traits: traits, frame: frame,
                                clip: clip, isInScrollView: inScrollView, text: nil, textStyle: nil,
                                overflows: arrangement.overflows, children: children)
        if case .text(let string) = node.view.kind {
            let measured = try measureText(string, proposal, environment)
            placed.text = measured.text
            placed.textStyle = measured.style
        }
        return placed
    }

    /// The one routine per kind of view.
    private func arrange(_ node: LayoutNode, _ proposal: ProposedSize, _ environment: LayoutEnvironment) throws -> Arrangement {
        switch node.view.kind {
        case .text(let string): return try arrangeText(string, proposal, environment)
        case .image(let content): return try arrangeImage(content, proposal, environment)
        case .spacer(let minLength): return arrangeSpacer(minLength, proposal)
        case .divider: return Arrangement(size: Size(width: proposal.width ?? 0, height: 1))
        case .shape: return Arrangement(size: proposal.replacingUnspecified())
        case .opaque(_, let size): return Arrangement(size: size)
        case .textField(let placeholder, let text, _): return try arrangeTextField(text.isEmpty ? placeholder : text, proposal, environment)
        case .stack(let axis, let alignment, let spacing):
            return try arrangeStack(node, axis: axis, alignment: alignment, spacing: spacing, proposal, environment)
        case .zStack(let alignment): return try arrangeZStack(node, alignment: alignment, proposal, environment)
        case .scrollView(let axes): return try arrangeScrollView(node, axes: axes, proposal, environment)
        case .viewThatFits(let axes): return try arrangeViewThatFits(node, axes: axes, proposal, environment)
        case .anyLayout(let condition, let whenTrue, let whenFalse):
            return try arrangeAnyLayout(node, kind: environment.evaluate(condition) ? whenTrue : whenFalse, proposal, environment)
        case .conditional(let condition):
            return try arrangeConditional(node, branch: environment.evaluate(condition) ? 0 : 1, proposal, environment)
        case .list(let style): return try arrangeList(node, style: style, proposal, environment)
        case .button(let style, let size): return try arrangeButton(node, style: style, controlSize: size, proposal, environment)
        case .toggle: return try arrangeToggle(node, proposal, environment)
        case .label: return try arrangeStack(node, axis: .horizontal, alignment: .vertical(.center), spacing: nil, proposal, environment)
        case .segmentedPicker: return try arrangeSegmentedPicker(node, proposal, environment)
        case .navigationStack(let title, let mode): return try arrangeNavigationStack(node, title: title, mode: mode, proposal, environment)
        case .tabView: return try arrangeTabView(node, proposal, environment)
        case .grid(let columns, let spacing): return try arrangeGrid(node, columns: columns, spacing: spacing, proposal, environment)
        case .padding(let insets): return try arrangePadding(node, insets: insets, proposal, environment)
        case .frame(let width, let height, let alignment):
            return try arrangeFixedFrame(node, width: width, height: height, alignment: alignment, proposal, environment)
        case .flexibleFrame(let frame): return try arrangeFlexibleFrame(node, frame, proposal, environment)
        case .fixedSize(let axes): return try arrangeFixedSize(node, axes: axes, proposal, environment)
        case .clipped:
            var result = try arrangePassThrough(node, proposal, environment)
            result.clips = true
            return result
        case .background(let alignment): return try arrangeDecorated(node, alignment: alignment, proposal, environment)
        case .overlay(let alignment): return try arrangeDecorated(node, alignment: alignment, proposal, environment)
        case .offset(let x, let y):
            var result = try arrangePassThrough(node, proposal, environment)
            result.slots = result.slots.map { slot in
                var moved = slot
                moved.frame = slot.frame.offsetBy(dx: environment.layoutDirection == .rightToLeft ? -x : x, dy: y)
                return moved
            }
            return result
        case .environment(let change):
            var result = try arrangePassThrough(node, proposal, environment.applying(change))
            result.childEnvironment = environment.applying(change)
            return result
        case .hidden: return try arrangePassThrough(node, proposal, environment)
        case .safeAreaInset(let edge, let spacing): return try arrangeSafeAreaInset(node, edge: edge, spacing: spacing, proposal, environment)
        }
    }

    /// A modifier that does not change layout: the child gets the proposal and the same size.
    func arrangePassThrough(_ node: LayoutNode, _ proposal: ProposedSize, _ environment: LayoutEnvironment) throws -> Arrangement {
        guard let child = node.children.first else { return Arrangement(size: .zero) }
        let size = try self.size(child, proposal, environment)
        return Arrangement(size: size, slots: [.init(index: 0, proposal: proposal, frame: Rect(origin: .zero, size: size))])
    }

    /// Where a child of `size` goes inside `container` for `alignment` (mirrored right to left).
    func position(_ size: Size, in container: Size, alignment: Alignment, _ environment: LayoutEnvironment) -> Point {
        var horizontal = alignment.horizontal
        if environment.layoutDirection == .rightToLeft {
            horizontal = horizontal == .leading ? .trailing : horizontal == .trailing ? .leading : .center
        }
        let x: Double = switch horizontal {
        case .leading: 0
        case .center: (container.width - size.width) / 2
        case .trailing: container.width - size.width
        }
        let y: Double = switch alignment.vertical {
        case .top: 0
        case .center, .firstTextBaseline, .lastTextBaseline: (container.height - size.height) / 2
        case .bottom: container.height - size.height
        }
        return Point(x: x, y: y)
    }

    /// Overflows of a child that needs more than the container gives, one per axis.
    func overflows(of content: Size, in container: Size, contentPath: String) -> [Overflow] {
        [Axis.horizontal, .vertical].compactMap { axis in
            let excess = content[axis] - container[axis]
            return excess > 0.5 ? Overflow(axis: axis, amount: excess, contentPath: contentPath) : nil
        }
    }
}
