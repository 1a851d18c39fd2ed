extension LayoutPass {
    /// `frame(width:height:alignment:)`: proposes the given lengths (the incoming proposal on a
    /// nil one) and reports exactly them, whatever the child chose; a larger child draws
    /// outside, which is recorded.
    func arrangeFixedFrame(_ node: LayoutNode, width: Double?, height: Double?, alignment: Alignment,
                           _ proposal: ProposedSize, _ environment: LayoutEnvironment) throws -> Arrangement {
        guard let child = node.children.first else { return Arrangement(size: Size(width: width ?? 0, height: height ?? 0)) }
        let childProposal = ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
        let childSize = try size(child, childProposal, environment)
        let frameSize = Size(width: width ?? childSize.width, height: height ?? childSize.height)
        return framed(child: child, childSize: childSize, childProposal: childProposal, in: frameSize, alignment: alignment, environment)
    }

    /// `frame(minWidth:idealWidth:maxWidth:…)`: the child is proposed the incoming length (or the
    /// ideal) clamped to [min, max]; the frame reports, per axis, the proposal clamped when both
    /// bounds are given, max(min, min(proposal, child)) with only a minimum, min(max, max(proposal,
    /// child)) with only a maximum, and the child's length with neither.
    func arrangeFlexibleFrame(_ node: LayoutNode, _ frame: FlexibleFrame, _ proposal: ProposedSize,
                              _ environment: LayoutEnvironment) throws -> Arrangement {
        func bounds(_ axis: Axis) -> (min: Double?, ideal: Double?, max: Double?) {
            axis == .horizontal ? (frame.minWidth, frame.idealWidth, frame.maxWidth) : (frame.minHeight, frame.idealHeight, frame.maxHeight)
        }
        var childProposal = ProposedSize.unspecified
        for axis in [Axis.horizontal, .vertical] {
            let (minimum, ideal, maximum) = bounds(axis)
            var length = proposal[axis] ?? ideal
            if let value = length {
                length = Swift.min(Swift.max(value, minimum ?? -.infinity), maximum ?? .infinity)
            }
            childProposal[axis] = length
        }
        guard let child = node.children.first else { return Arrangement(size: childProposal.replacingUnspecified(with: 0)) }
        let childSize = try size(child, childProposal, environment)
        var frameSize = childSize
        for axis in [Axis.horizontal, .vertical] {
            let (minimum, ideal, maximum) = bounds(axis)
            let offered = proposal[axis]
            switch (minimum, maximum) {
            case let (low?, high?):
                frameSize[axis] = Swift.min(Swift.max(offered ?? ideal ?? childSize[axis], low), high)
            case let (low?, nil):
                frameSize[axis] = Swift.max(low, Swift.min(offered ?? childSize[axis], childSize[axis]))
            case let (nil, high?):
                frameSize[axis] = Swift.min(high, Swift.max(offered ?? childSize[axis], childSize[axis]))
            case (nil, nil):
                frameSize[axis] = offered == nil ? (ideal ?? childSize[axis]) : childSize[axis]
            }
        }
        return framed(child: child, childSize: childSize, childProposal: childProposal, in: frameSize, alignment: frame.alignment, environment)
    }

    private func framed(child: LayoutNode, childSize: Size, childProposal: ProposedSize, in frameSize: Size, alignment: Alignment,
                        _ environment: LayoutEnvironment) -> Arrangement {
        let origin = position(childSize, in: frameSize, alignment: alignment, environment)
        return Arrangement(size: frameSize, slots: [.init(index: 0, proposal: childProposal, frame: Rect(origin: origin, size: childSize))],
                           overflows: overflows(of: childSize, in: frameSize, contentPath: child.path))
    }

    /// `padding(_:)`: the proposal shrinks by the insets (never below 0; nil stays nil) and the
    /// size grows by them.
    func arrangePadding(_ node: LayoutNode, insets: EdgeInsets, _ proposal: ProposedSize, _ environment: LayoutEnvironment) throws -> Arrangement {
        guard let child = node.children.first else { return Arrangement(size: Size(width: insets.total(.horizontal), height: insets.total(.vertical))) }
        let childProposal = ProposedSize(width: proposal.width.map { Swift.max($0 - insets.total(.horizontal), 0) },
                                         height: proposal.height.map { Swift.max($0 - insets.total(.vertical), 0) })
        let childSize = try size(child, childProposal, environment)
        let leading = environment.layoutDirection == .rightToLeft ? insets.trailing : insets.leading
        return Arrangement(size: Size(width: childSize.width + insets.total(.horizontal), height: childSize.height + insets.total(.vertical)),
                           slots: [.init(index: 0, proposal: childProposal, frame: Rect(x: leading, y: insets.top, width: childSize.width, height: childSize.height))])
    }

    /// `fixedSize()`: the child is proposed nil (its ideal) on the fixed axes and keeps its size,
    /// even beyond what the parent offered.
    func arrangeFixedSize(_ node: LayoutNode, axes: Axes, _ proposal: ProposedSize, _ environment: LayoutEnvironment) throws -> Arrangement {
        guard let child = node.children.first else { return Arrangement(size: .zero) }
        let childProposal = ProposedSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                                         height: axes.contains(.vertical) ? nil : proposal.height)
        let childSize = try size(child, childProposal, environment)
        return Arrangement(size: childSize, slots: [.init(index: 0, proposal: childProposal, frame: Rect(origin: .zero, size: childSize))])
    }

    /// `ZStack`: every child gets the proposal; the stack is the union of the aligned children.
    func arrangeZStack(_ node: LayoutNode, alignment: Alignment, _ proposal: ProposedSize, _ environment: LayoutEnvironment) throws -> Arrangement {
        let sizes = try node.children.map { try size($0, proposal, environment) }
        let union = Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
        var result = Arrangement(size: union)
        for (index, childSize) in sizes.enumerated() {
            result.slots.append(.init(index: index, proposal: proposal,
                                      frame: Rect(origin: position(childSize, in: union, alignment: alignment, environment), size: childSize)))
        }
        return result
    }

    /// `background` / `overlay`: the content decides the size; the decoration is proposed exactly
    /// that size and aligned on it.
    func arrangeDecorated(_ node: LayoutNode, alignment: Alignment, _ proposal: ProposedSize, _ environment: LayoutEnvironment) throws -> Arrangement {
        guard let content = node.children.first else { return Arrangement(size: .zero) }
        let contentSize = try size(content, proposal, environment)
        var result = Arrangement(size: contentSize, slots: [.init(index: 0, proposal: proposal, frame: Rect(origin: .zero, size: contentSize))])
        if node.children.count > 1 {
            let decorationProposal = ProposedSize(contentSize)
            let decorationSize = try size(node.children[1], decorationProposal, environment)
            result.slots.append(.init(index: 1, proposal: decorationProposal,
                                      frame: Rect(origin: position(decorationSize, in: contentSize, alignment: alignment, environment), size: decorationSize)))
        }
        return result
    }
}
