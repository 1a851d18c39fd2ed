import TextMeasurement

/// One layout of one screen at one environment: the proposal/response protocol, memoized.
///
/// The protocol, once (Documentation/LayoutProtocol.md has it in full): a parent proposes a size
/// to a child (per axis: nil = "your ideal", 0 = "your minimum", infinity = "your maximum", a
/// number = "this much"); the child chooses its own size, which the parent cannot override; the
/// parent then places the child. Each container answers both questions with one `arrange`
/// routine. Nothing clips unless it is `clipped()` or a scroll view: content larger than its
/// slot draws outside it and is recorded as an overflow.
final class LayoutPass {
    let measurer: any TextMeasuring
    private var arrangements = ArrangementTable()
    /// Arrangements of nodes that do not depend on text size, kept across passes by `LiveScreen`.
    private let reusable: ArrangementCache?
    /// Notes about things that could not be laid out exactly (a missing font, say).
    private(set) var notes: [String] = []
    /// What this pass computed and what it reused.
    private(set) var statistics = LayoutStatistics()
    /// Sizes that views keeping their largest size had in earlier passes (a live screen's memory).
    let remembered: [Int: Size]
    /// The sizes those views are placed at in this pass, for the live screen to remember.
    private(set) var placedSizes: [Int: Size] = [:]
    /// The gaps before each child of a stack, by the stack's `cacheID`: they depend on the children and
    /// the environment only, not on the proposal, and a stack is arranged for several proposals.
    var stackGaps: [Int: [Double]] = [:]
    /// Fonts already resolved in this pass: a screen has few distinct fonts and many texts.
    var resolvedFonts: [FontResolutionKey: (request: FontRequest, style: PlacedTextStyle)] = [:]

    /// Whether to record the path of every node arranged (what `LiveScreen.statistics` reports).
    private let recordsArrangedPaths: Bool
    /// The device's safe area and whole screen, where views that ignore the safe area reach to; nil
    /// when the pass lays out something other than a screen.
    var safeRect: Rect?
    var screenRect: Rect?

    init(
        measurer: any TextMeasuring, reusing reusable: ArrangementCache? = nil, recordsArrangedPaths: Bool = false,
        remembered: [Int: Size] = [:]
    ) {
        self.measurer = measurer
        self.reusable = reusable
        self.recordsArrangedPaths = recordsArrangedPaths
        self.remembered = remembered
    }

    /// Records a note once.
    func note(_ text: String) {
        if !notes.contains(text) { notes.append(text) }
    }

    /// The size `node` chooses for `proposal`.
    func size(_ node: LayoutNode, _ proposal: ProposedSize, _ environment: LayoutEnvironment) throws -> Size {
        if let size = arrangements.size(node: node.cacheID, proposal: proposal) { return size }
        return try arrangement(node, proposal, environment).size
    }

    /// The node's arrangement for `proposal`, computed once per pass.
    ///
    /// The key leaves the environment out: a node meets the same environment wherever layout
    /// reaches it in one pass, because `childEnvironment(of:)` is the only way environments change.
    /// It is the node's `cacheID`, so a subtree equal to an earlier sibling's (a list's identical
    /// rows) reuses that sibling's arrangements: same views, same parent, same environment.
    func arrangement(_ node: LayoutNode, _ proposal: ProposedSize, _ environment: LayoutEnvironment) throws -> Arrangement {
        if let cached = arrangements[node.cacheID, proposal] { return cached }
        if let reusable, laysOutAlike(node, environment, in: reusable), let kept = reusable[node.cacheID, proposal] {
            arrangements.store(kept, node: node.cacheID, proposal: proposal)
            statistics.reusedArrangementCount += 1
            return kept
        }
        #if DEBUG
            LayoutInvariants.checkProposal(proposal, of: node)
        #endif
        var result = try arrange(node, proposal, environment)
        // Negative padding or spacing may shrink a view below nothing; SwiftUI reports 0 then.
        for axis in [Axis.horizontal, .vertical] where result.size[axis].isNaN || result.size[axis] < 0 {
            result.size[axis] = 0
        }
        #if DEBUG
            LayoutInvariants.check(result, of: node, proposal: proposal)
        #endif
        arrangements.store(result, node: node.cacheID, proposal: proposal)
        statistics.arrangementCount += 1
        // Paths are recorded for live relayouts only: hashing every node's path costs more than its layout.
        if recordsArrangedPaths { statistics.arrangedPaths.insert(node.path) }
        if let reusable, laysOutAlike(node, environment, in: reusable) { reusable.keep(result, node: node.cacheID, proposal: proposal) }
        return result
    }

    /// Whether `node` lays out alike at every text size in `environment`, so that its arrangements may
    /// be kept from one size to the next: it shows no text and reads no size (`dependsOnTextSize`), or all
    /// the text and symbols it shows are in fonts of a fixed size (`.system(size:)`, `.custom(_:fixedSize:)`)
    /// and nothing in it decides on the size. Passes that share a cache differ only in the size, so the
    /// answer is worked out once per node.
    func laysOutAlike(_ node: LayoutNode, _ environment: LayoutEnvironment, in cache: ArrangementCache) -> Bool {
        if !node.dependsOnTextSize { return true }
        if node.cacheID < cache.alike.count, let known = cache.alike[node.cacheID] { return known }
        let alike: Bool
        switch node.view.kind {
        case .text, .image(.symbol):
            alike = !environment.font.scalesWithDynamicType
        case let kind where LayoutNode.readsTextSize(kind):
            alike = false
        default:
            // A leaf that depends on the size reads it through the stack axis an `AnyLayout` picks.
            let inner = childEnvironment(of: node, environment)
            alike = !node.children.isEmpty && node.children.allSatisfy { laysOutAlike($0, inner, in: cache) }
        }
        if node.cacheID >= cache.alike.count {
            cache.alike.append(contentsOf: repeatElement(nil, count: node.cacheID - cache.alike.count + 1))
        }
        cache.alike[node.cacheID] = alike
        return alike
    }

    /// Places `node` with `proposal` at `origin` and returns it with its placed descendants.
    func place(
        _ node: LayoutNode, _ proposal: ProposedSize, at origin: Point, _ environment: LayoutEnvironment,
        clip: Rect?, inScrollView: Bool, inherited: NodeTraits = NodeTraits()
    ) throws -> PlacedNode {
        // Traits set on a modifier (`Text(…).font(.body).role(.errorMessage)`) belong to the view it wraps.
        var traits = node.view.traits
        traits.name = traits.name ?? inherited.name
        traits.role = traits.role ?? inherited.role
        traits.sourceLocation = traits.sourceLocation ?? inherited.sourceLocation
        traits.showsLargeContentViewer = traits.showsLargeContentViewer || inherited.showsLargeContentViewer
        let passedDown = node.view.kind.isModifier ? traits : NodeTraits()
        let sized = try arrangement(node, proposal, environment)
        // A container may place its children with a proposal other than the one it was sized with
        // (a stack proposes its final thickness where it was offered none).
        var placing = sized
        if let again = sized.placementProposal, again != proposal {
            placing = try arrangement(node, again, environment)
        }
        var frame = Rect(origin: origin, size: sized.size)
        // A view that ignores the safe area on an edge it touches reaches the screen's edge there, and
        // its content is laid out again in the larger frame (the parent keeps the size it asked for).
        if case .ignoresSafeArea(let edges) = node.view.kind, !inScrollView, let reaching = reachingPastSafeArea(frame, edges) {
            frame = reaching
            placing = try arrangement(node, ProposedSize(reaching.size), environment)
        }
        if case .keepsLargestSize = node.view.kind { placedSizes[node.id] = sized.size }
        let childEnvironment = self.childEnvironment(of: node, environment)
        var childClip = clip
        if placing.clips {
            childClip = clip.map { $0.intersection(frame) ?? Rect(origin: frame.origin, size: .zero) } ?? frame
        }
        var children: [PlacedNode] = []
        children.reserveCapacity(placing.slots.count)
        for slot in placing.slots {
            let child = node.children[slot.index]
            children.append(
                try place(
                    child, slot.proposal,
                    at: Point(x: frame.minX + slot.frame.minX, y: frame.minY + slot.frame.minY),
                    childEnvironment, clip: childClip, inScrollView: inScrollView || placing.scrolls,
                    inherited: slot.index == 0 ? passedDown : NodeTraits()))
        }
        // A scroll view or list whose scrolling is turned off (`.scrollDisabled(true)`) is placed as a
        // scroll view along no axis: it clips, and nothing it cuts off can be scrolled into view.
        var kind = node.view.kind
        switch kind {
        case .scrollView where !placing.scrolls, .list where !placing.scrolls: kind = .scrollView([])
        default: break
        }
        var measured: (text: MeasuredText, style: PlacedTextStyle)?
        if case .text(let string) = node.view.kind {
            measured = try measureText(string, proposal, environment)
        }
        let placed = PlacedNode(
            path: node.path, label: node.label, kind: kind, traits: traits, frame: frame,
            clip: clip, isInScrollView: inScrollView, text: measured?.text, textStyle: measured?.style,
            overflows: placing.overflows, children: children)
        #if DEBUG
            LayoutInvariants.checkPlacement(sized.size, of: node)
        #endif
        return placed
    }

    /// The environment `node`'s children lay out in. The one place environments change, shared
    /// by sizing and placing so both see the same values.
    func childEnvironment(of node: LayoutNode, _ environment: LayoutEnvironment) -> LayoutEnvironment {
        var inner = environment
        switch node.view.kind {
        case .environment(let change):
            inner = environment.applying(change)
        case .stack(let axis, _, _):
            inner.stackAxis = axis
        case .label:
            inner.stackAxis = .horizontal
        case .anyLayout(let condition, let whenTrue, let whenFalse):
            switch environment.evaluate(condition) ? whenTrue : whenFalse {
            case .horizontal: inner.stackAxis = .horizontal
            case .vertical: inner.stackAxis = .vertical
            case .zStack: inner.stackAxis = nil
            }
        case .conditional:
            // An `if` in a builder is no view of its own: its branch is still the stack's child.
            break
        case let kind where kind.isModifier:
            break
        default:
            inner.stackAxis = nil
        }
        return inner
    }

    /// The one routine per kind of view.
    private func arrange(_ node: LayoutNode, _ proposal: ProposedSize, _ environment: LayoutEnvironment) throws -> Arrangement {
        let inner = childEnvironment(of: node, environment)
        switch node.view.kind {
        case .text(let string): return try arrangeText(string, proposal, environment)
        case .image(let content): return try arrangeImage(content, proposal, environment)
        case .spacer(let minLength): return arrangeSpacer(minLength, proposal, environment)
        case .divider: return arrangeDivider(proposal, environment)
        case .shape: return Arrangement(size: proposal.replacingUnspecified())
        case .opaque(_, let size): return Arrangement(size: size)
        case .textField(let placeholder, let text, _, let lines):
            return try arrangeTextField(text.isEmpty ? placeholder : text, lines, proposal, environment)
        case .stack(let axis, let alignment, let spacing):
            return try arrangeStack(node, axis: axis, alignment: alignment, spacing: spacing, proposal, inner)
        case .zStack(let alignment): return try arrangeZStack(node, alignment: alignment, proposal, inner)
        case .scrollView(let axes): return try arrangeScrollView(node, axes: axes, proposal, inner)
        case .viewThatFits(let axes): return try arrangeViewThatFits(node, axes: axes, proposal, inner)
        case .anyLayout(let condition, let whenTrue, let whenFalse):
            return try arrangeAnyLayout(node, kind: environment.evaluate(condition) ? whenTrue : whenFalse, proposal, inner)
        case .conditional(let condition):
            return try arrangeConditional(node, branch: environment.evaluate(condition) ? 0 : 1, proposal, inner)
        case .list(let style): return try arrangeList(node, style: style, proposal, inner)
        case .button(let style, let size): return try arrangeButton(node, style: style, controlSize: size, proposal, inner)
        case .toggle: return try arrangeToggle(node, proposal, inner)
        case .label: return try arrangeStack(node, axis: .horizontal, alignment: .vertical(.center), spacing: nil, proposal, inner)
        case .segmentedPicker: return try arrangeSegmentedPicker(node, proposal, inner)
        case .navigationStack(let title, let mode): return try arrangeNavigationStack(node, title: title, mode: mode, proposal, inner)
        case .tabView: return try arrangeTabView(node, proposal, inner)
        case .grid(let columns, let spacing): return try arrangeGrid(node, columns: columns, spacing: spacing, proposal, inner)
        case .flow(let alignment, let spacing): return try arrangeFlow(node, alignment: alignment, spacing: spacing, proposal, inner)
        case .padding(let insets): return try arrangePadding(node, insets: insets, proposal, inner)
        case .frame(let width, let height, let alignment):
            return try arrangeFixedFrame(node, width: width, height: height, alignment: alignment, proposal, inner)
        case .scaledFrame(let width, let height, let alignment):
            return try arrangeFixedFrame(
                node, width: width.map { inner.scaledLength($0) }, height: height.map { inner.scaledLength($0) },
                alignment: alignment, proposal, inner)
        case .flexibleFrame(let frame): return try arrangeFlexibleFrame(node, frame, proposal, inner)
        case .fixedSize(let axes): return try arrangeFixedSize(node, axes: axes, proposal, inner)
        case .clipped:
            var result = try arrangePassThrough(node, proposal, inner)
            result.clips = true
            return result
        case .background(let alignment): return try arrangeDecorated(node, alignment: alignment, proposal, inner)
        case .overlay(let alignment): return try arrangeDecorated(node, alignment: alignment, proposal, inner)
        case .offset(let x, let y):
            var result = try arrangePassThrough(node, proposal, inner)
            // Offsets follow the layout direction: +x moves toward the trailing edge.
            let dx = inner.layoutDirection == .rightToLeft ? -x : x
            result.slots = result.slots.map { slot in
                var moved = slot
                moved.frame = slot.frame.offsetBy(dx: dx, dy: y)
                return moved
            }
            return result
        case .environment: return try arrangePassThrough(node, proposal, inner)
        case .hidden, .ignoresSafeArea: return try arrangePassThrough(node, proposal, inner)
        case .safeAreaInset(let edge, let spacing): return try arrangeSafeAreaInset(node, edge: edge, spacing: spacing, proposal, inner)
        case .keepsLargestSize(let axes):
            // Its own size, grown to the largest it had in an earlier pass along `axes`.
            let fitted = try arrangePassThrough(node, proposal, inner)
            guard let earlier = remembered[node.id] else { return fitted }
            let width = axes.contains(.horizontal) && earlier.width > fitted.size.width ? earlier.width : nil
            let height = axes.contains(.vertical) && earlier.height > fitted.size.height ? earlier.height : nil
            guard width != nil || height != nil else { return fitted }
            return try arrangeFixedFrame(node, width: width, height: height, alignment: .topLeading, proposal, inner)
        }
    }

    /// A modifier that does not change layout: the child gets the proposal and the same size.
    /// `frame` reaching past the safe area on each of `edges` where it touches the safe area's edge
    /// (within half a point), to the screen's edge; nil when it touches none of them.
    func reachingPastSafeArea(_ frame: Rect, _ edges: Edges) -> Rect? {
        guard let safe = safeRect, let screen = screenRect else { return nil }
        var reaching = frame
        if edges.contains(.top), abs(frame.minY - safe.minY) <= 0.5, safe.minY > screen.minY {
            reaching = Rect(x: reaching.minX, y: screen.minY, width: reaching.width, height: reaching.maxY - screen.minY)
        }
        if edges.contains(.bottom), abs(frame.maxY - safe.maxY) <= 0.5, safe.maxY < screen.maxY {
            reaching = Rect(x: reaching.minX, y: reaching.minY, width: reaching.width, height: screen.maxY - reaching.minY)
        }
        return reaching == frame ? nil : reaching
    }

    func arrangePassThrough(_ node: LayoutNode, _ proposal: ProposedSize, _ environment: LayoutEnvironment) throws -> Arrangement {
        guard let child = node.children.first else { return Arrangement(size: .zero) }
        let size = try self.size(child, proposal, environment)
        return Arrangement(size: size, slots: [.init(index: 0, proposal: proposal, frame: Rect(origin: .zero, size: size))])
    }

    /// Where a child of `size` goes inside `container` for `alignment` (mirrored right to left).
    /// Baseline alignments fall back to centring here; only stacks align baselines.
    func position(_ size: Size, in container: Size, alignment: Alignment, _ environment: LayoutEnvironment) -> Point {
        var horizontal = alignment.horizontal
        if environment.layoutDirection == .rightToLeft {
            horizontal = horizontal == .leading ? .trailing : horizontal == .trailing ? .leading : .center
        }
        let x: Double =
            switch horizontal {
            case .leading: 0
            case .center: (container.width - size.width) / 2
            case .trailing: container.width - size.width
            }
        let y: Double =
            switch alignment.vertical {
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
            return excess > Self.overflowTolerance ? Overflow(axis: axis, amount: excess, contentPath: contentPath) : nil
        }
    }

    /// Less than this many points beyond a slot is rounding, not overflow.
    static let overflowTolerance = 0.5
}
