extension LayoutPass {
    /// `frame(width:height:alignment:)`:
    /// 1. A negative or non-finite length counts as nil (SwiftUI logs and ignores it).
    /// 2. The child is proposed the given lengths (the incoming proposal on a nil one).
    /// 3. The frame reports exactly the given lengths (the child's on a nil one), whatever the
    ///    child chose; the child is aligned inside, and a larger child draws outside, recorded
    ///    as an overflow per axis.
    func arrangeFixedFrame(
        _ node: LayoutNode, width: Double?, height: Double?, alignment: Alignment,
        _ proposal: ProposedSize, _ environment: LayoutEnvironment
    ) throws -> Arrangement {
        let width = width.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
        let height = height.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
        guard let child = node.children.first else { return Arrangement(size: Size(width: width ?? 0, height: height ?? 0)) }
        let childProposal = ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
        let childSize = try size(child, childProposal, environment)
        let frameSize = Size(width: width ?? childSize.width, height: height ?? childSize.height)
        return framed(child: child, childSize: childSize, childProposal: childProposal, in: frameSize, alignment: alignment, environment)
    }

    /// `frame(minWidth:idealWidth:maxWidth:…)`, per axis (swiftui-layout.md §1.6, [RE]):
    /// 1. Bounds are tidied as SwiftUI does: min at least 0, ideal at least min, max at least ideal.
    /// 2. The child is proposed the incoming length, or the ideal where that is nil, clamped to
    ///    [min, max].
    /// 3. The frame's length: with a proposal and both bounds (min <= max), the proposal clamped
    ///    (`maxWidth: .infinity` with `minWidth: 0` takes whatever it is offered); with no
    ///    proposal and an ideal, the ideal; otherwise from the child's length c and the child's
    ///    proposal p: both bounds, c clamped; only a minimum, max(min, min(p, c)) (so `minHeight`
    ///    only ever grows a row); only a maximum, min(max, max(p, c)); neither, c.
    /// 4. The child is aligned inside; a larger child draws outside and is recorded.
    func arrangeFlexibleFrame(
        _ node: LayoutNode, _ frame: FlexibleFrame, _ proposal: ProposedSize,
        _ environment: LayoutEnvironment
    ) throws -> Arrangement {
        func bounds(_ axis: Axis) -> (min: Double?, ideal: Double?, max: Double?) {
            let (low, ideal, high) =
                axis == .horizontal
                ? (frame.minWidth, frame.idealWidth, frame.maxWidth)
                : (frame.minHeight, frame.idealHeight, frame.maxHeight)
            let minimum = low.map { Swift.max($0, 0) }
            let idealLength = ideal.map { Swift.max(minimum ?? 0, $0) }
            return (minimum, idealLength, high.map { Swift.max(idealLength ?? 0, $0) })
        }
        var childProposal = ProposedSize.unspecified
        for axis in [Axis.horizontal, .vertical] {
            let (minimum, ideal, maximum) = bounds(axis)
            childProposal[axis] = (proposal[axis] ?? ideal).map { Swift.min(Swift.max($0, minimum ?? -.infinity), maximum ?? .infinity) }
        }
        guard let child = node.children.first else { return Arrangement(size: childProposal.replacingUnspecified(with: 0)) }
        let childSize = try size(child, childProposal, environment)
        var frameSize = childSize
        for axis in [Axis.horizontal, .vertical] {
            let (minimum, ideal, maximum) = bounds(axis)
            let content = childSize[axis]
            if let offered = proposal[axis], let low = minimum, let high = maximum, low <= high {
                frameSize[axis] = Swift.min(Swift.max(offered, low), high)
                continue
            }
            if proposal[axis] == nil, let ideal {
                frameSize[axis] = ideal
                continue
            }
            switch (minimum, maximum) {
            case let (low?, high?) where low <= high:
                frameSize[axis] = Swift.min(Swift.max(content, low), high)
            case let (low?, nil):
                frameSize[axis] = Swift.max(low, Swift.min(childProposal[axis] ?? .infinity, content))
            case let (nil, high?):
                frameSize[axis] = Swift.min(high, Swift.max(childProposal[axis] ?? -.infinity, content))
            default:
                frameSize[axis] = content
            }
        }
        return framed(
            child: child, childSize: childSize, childProposal: childProposal, in: frameSize, alignment: frame.alignment, environment)
    }

    private func framed(
        child: LayoutNode, childSize: Size, childProposal: ProposedSize, in frameSize: Size, alignment: Alignment,
        _ environment: LayoutEnvironment
    ) -> Arrangement {
        let origin = position(childSize, in: frameSize, alignment: alignment, environment)
        return Arrangement(
            size: frameSize, slots: [.init(index: 0, proposal: childProposal, frame: Rect(origin: origin, size: childSize))],
            overflows: overflows(of: childSize, in: frameSize, contentPath: child.path))
    }

    /// `padding(_:)`: the proposal shrinks by the insets (never below 0; nil stays nil) and the
    /// size grows by them; the leading inset is on the right in a right-to-left layout.
    func arrangePadding(_ node: LayoutNode, insets: EdgeInsets, _ proposal: ProposedSize, _ environment: LayoutEnvironment) throws
        -> Arrangement
    {
        guard let child = node.children.first else {
            return Arrangement(size: Size(width: insets.total(.horizontal), height: insets.total(.vertical)))
        }
        let childProposal = ProposedSize(
            width: proposal.width.map { Swift.max($0 - insets.total(.horizontal), 0) },
            height: proposal.height.map { Swift.max($0 - insets.total(.vertical), 0) })
        let childSize = try size(child, childProposal, environment)
        let leading = environment.layoutDirection == .rightToLeft ? insets.trailing : insets.leading
        return Arrangement(
            size: Size(width: childSize.width + insets.total(.horizontal), height: childSize.height + insets.total(.vertical)),
            slots: [
                .init(
                    index: 0, proposal: childProposal,
                    frame: Rect(x: leading, y: insets.top, width: childSize.width, height: childSize.height))
            ])
    }

    /// `fixedSize()`: the child is proposed nil (its ideal) on the fixed axes and keeps its size,
    /// even beyond what the parent offered.
    func arrangeFixedSize(_ node: LayoutNode, axes: Axes, _ proposal: ProposedSize, _ environment: LayoutEnvironment) throws -> Arrangement
    {
        guard let child = node.children.first else { return Arrangement(size: .zero) }
        let childProposal = ProposedSize(
            width: axes.contains(.horizontal) ? nil : proposal.width,
            height: axes.contains(.vertical) ? nil : proposal.height)
        let childSize = try size(child, childProposal, environment)
        return Arrangement(size: childSize, slots: [.init(index: 0, proposal: childProposal, frame: Rect(origin: .zero, size: childSize))])
    }

    /// `ZStack`: every child gets the proposal; the stack is the union of the aligned children
    /// (their largest width and height), each aligned in it (mirrored right to left).
    func arrangeZStack(_ node: LayoutNode, alignment: Alignment, _ proposal: ProposedSize, _ environment: LayoutEnvironment) throws
        -> Arrangement
    {
        let sizes = try node.children.map { try size($0, proposal, environment) }
        let union = Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
        var result = Arrangement(size: union)
        for (index, childSize) in sizes.enumerated() {
            result.slots.append(
                .init(
                    index: index, proposal: proposal,
                    frame: Rect(origin: position(childSize, in: union, alignment: alignment, environment), size: childSize)))
        }
        return result
    }

    /// `background` / `overlay`: the content decides the size; the decoration is proposed exactly
    /// that size and aligned on it.
    func arrangeDecorated(_ node: LayoutNode, alignment: Alignment, _ proposal: ProposedSize, _ environment: LayoutEnvironment) throws
        -> Arrangement
    {
        guard let content = node.children.first else { return Arrangement(size: .zero) }
        let contentSize = try size(content, proposal, environment)
        var result = Arrangement(
            size: contentSize, slots: [.init(index: 0, proposal: proposal, frame: Rect(origin: .zero, size: contentSize))])
        if node.children.count > 1 {
            let decorationProposal = ProposedSize(contentSize)
            let decorationSize = try size(node.children[1], decorationProposal, environment)
            result.slots.append(
                .init(
                    index: 1, proposal: decorationProposal,
                    frame: Rect(origin: position(decorationSize, in: contentSize, alignment: alignment, environment), size: decorationSize))
            )
        }
        return result
    }
}
