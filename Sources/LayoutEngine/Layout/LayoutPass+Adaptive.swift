extension LayoutPass {
    /// `ScrollView(axes)`: the content is proposed nil (its ideal length) along the scrolling
    /// axes; the scroll view takes the proposed length there and its content's across; it clips.
    func arrangeScrollView(_ node: LayoutNode, axes: Axes, _ proposal: ProposedSize, _ environment: LayoutEnvironment) throws -> Arrangement {
        guard let content = node.children.first else { return Arrangement(size: proposal.replacingUnspecified(with: 0)) }
        let contentProposal = ProposedSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                                           height: axes.contains(.vertical) ? nil : proposal.height)
        let contentSize = try size(content, contentProposal, environment)
        let viewport = Size(width: axes.contains(.horizontal) ? (proposal.width ?? contentSize.width) : Swift.max(contentSize.width, proposal.width.map { Swift.min($0, contentSize.width) } ?? 0),
                            height: axes.contains(.vertical) ? (proposal.height ?? contentSize.height) : contentSize.height)
        var result = Arrangement(size: viewport, slots: [.init(index: 0, proposal: contentProposal, frame: Rect(origin: .zero, size: contentSize))])
        result.clips = true
        result.scrolls = true
        return result
    }

    /// `ViewThatFits(in:)`: the first child whose ideal size fits the proposal on the given axes;
    /// if none does, the last.
    func arrangeViewThatFits(_ node: LayoutNode, axes: Axes, _ proposal: ProposedSize, _ environment: LayoutEnvironment) throws -> Arrangement {
        guard !node.children.isEmpty else { return Arrangement(size: .zero) }
        var chosen = node.children.count - 1
        for (index, child) in node.children.enumerated() {
            let ideal = try size(child, ProposedSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                                                     height: axes.contains(.vertical) ? nil : proposal.height), environment)
            let fits = [Axis.horizontal, .vertical].allSatisfy { axis in
                !axes.contains(axis) || ideal[axis] <= (proposal[axis] ?? .infinity) + 0.001
            }
            if fits { chosen = index; break }
        }
        return try arrangeConditional(node, branch: chosen, proposal, environment)
    }

    /// One child, chosen by a condition or by `ViewThatFits`; the others are not shown.
    func arrangeConditional(_ node: LayoutNode, branch: Int, _ proposal: ProposedSize, _ environment: LayoutEnvironment) throws -> Arrangement {
        guard node.children.indices.contains(branch) else { return Arrangement(size: .zero) }
        let childSize = try size(node.children[branch], proposal, environment)
        return Arrangement(size: childSize, slots: [.init(index: branch, proposal: proposal, frame: Rect(origin: .zero, size: childSize))])
    }

    /// `AnyLayout`: the children laid out by whichever stack the condition picked.
    func arrangeAnyLayout(_ node: LayoutNode, kind: StackLayoutKind, _ proposal: ProposedSize, _ environment: LayoutEnvironment) throws -> Arrangement {
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
