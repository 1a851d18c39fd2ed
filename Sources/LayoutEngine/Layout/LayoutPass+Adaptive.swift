extension LayoutPass {
    /// `ScrollView(axes)` (swiftui-layout.md §1.7; SwiftUI Field Guide "Scroll View"):
    /// 1. The content is proposed nil (its ideal length) along the scrolling axes and the scroll
    ///    view's own proposal across them.
    /// 2. Along a scrolling axis the scroll view is exactly as long as proposed (its content's
    ///    length where proposed nil); across, exactly as long as its content, not clamped to the
    ///    proposal: a vertical scroll view with a short text is narrower than the screen unless
    ///    the content has `.frame(maxWidth: .infinity)`, and content wider than the proposal
    ///    makes the scroll view wider too (the screen, or a clipping ancestor, cuts it).
    /// 3. The content sits at the top leading corner (scrolled to its start); the scroll view
    ///    clips it to its bounds and marks it as scrollable. Empty, it takes the whole proposal
    ///    (it stays greedy in a stack).
    func arrangeScrollView(_ node: LayoutNode, axes: Axes, _ proposal: ProposedSize, _ environment: LayoutEnvironment) throws -> Arrangement
    {
        guard let content = node.children.first else { return Arrangement(size: proposal.replacingUnspecified(with: 0)) }
        var contentProposal = proposal
        var viewport = Size.zero
        for axis in [Axis.horizontal, .vertical] where axes.contains(axis) { contentProposal[axis] = nil }
        let contentSize = try size(content, contentProposal, environment)
        for axis in [Axis.horizontal, .vertical] {
            viewport[axis] = axes.contains(axis) ? (proposal[axis] ?? contentSize[axis]) : contentSize[axis]
        }
        // Content starts at the leading edge, which is on the right in a right-to-left layout.
        let x = environment.layoutDirection == .rightToLeft ? viewport.width - contentSize.width : 0
        var result = Arrangement(
            size: viewport,
            slots: [
                .init(
                    index: 0, proposal: contentProposal,
                    frame: Rect(origin: Point(x: x, y: 0), size: contentSize))
            ])
        result.clips = true
        // With scrolling turned off the content is laid out and clipped as before, but what lies
        // beyond the viewport cannot be scrolled into view.
        result.scrolls = !environment.scrollDisabled
        return result
    }

    /// `ViewThatFits(in:)`:
    /// 1. Each child in order is asked its ideal size on the constrained axes (nil there, the
    ///    proposal on the others).
    /// 2. The first whose ideal fits the proposal on every constrained axis (nil fits anything)
    ///    is shown, with the whole proposal; if none fits, the last. The others are not placed.
    func arrangeViewThatFits(_ node: LayoutNode, axes: Axes, _ proposal: ProposedSize, _ environment: LayoutEnvironment) throws
        -> Arrangement
    {
        guard !node.children.isEmpty else { return Arrangement(size: .zero) }
        var chosen = node.children.count - 1
        for (index, child) in node.children.enumerated() {
            let ideal = try size(
                child,
                ProposedSize(
                    width: axes.contains(.horizontal) ? nil : proposal.width,
                    height: axes.contains(.vertical) ? nil : proposal.height), environment)
            let fits = [Axis.horizontal, .vertical].allSatisfy { axis in
                !axes.contains(axis) || ideal[axis] <= (proposal[axis] ?? .infinity) + 0.001
            }
            if fits { chosen = index; break }
        }
        return try arrangeConditional(node, branch: chosen, proposal, environment)
    }

    /// One child, chosen by a condition or by `ViewThatFits`, with the container's proposal and
    /// size; the others are not shown. An `if` with no else branch shows nothing and is empty.
    func arrangeConditional(_ node: LayoutNode, branch: Int, _ proposal: ProposedSize, _ environment: LayoutEnvironment) throws
        -> Arrangement
    {
        guard node.children.indices.contains(branch) else { return Arrangement(size: .zero) }
        let childSize = try size(node.children[branch], proposal, environment)
        return Arrangement(size: childSize, slots: [.init(index: branch, proposal: proposal, frame: Rect(origin: .zero, size: childSize))])
    }

    /// `AnyLayout`: the children laid out by whichever stack the condition picked, with that
    /// stack's algorithm (the condition is evaluated in this node's environment, so per category).
    func arrangeAnyLayout(_ node: LayoutNode, kind: StackLayoutKind, _ proposal: ProposedSize, _ environment: LayoutEnvironment) throws
        -> Arrangement
    {
        switch kind {
        case .horizontal(let alignment, let spacing):
            try arrangeStack(node, axis: .horizontal, alignment: .vertical(alignment), spacing: spacing, proposal, environment)
        case .vertical(let alignment, let spacing):
            try arrangeStack(node, axis: .vertical, alignment: .horizontal(alignment), spacing: spacing, proposal, environment)
        case .zStack(let alignment):
            try arrangeZStack(node, alignment: alignment, proposal, environment)
        }
    }
}
