extension LayoutPass {
    /// HStack and VStack (M = the stack's axis, m = the other), and the stacks `AnyLayout` and
    /// `Label` become:
    /// 0. A child that is an `if` showing nothing takes no room and no spacing (it is placed, empty).
    /// 1. Spacing between shown neighbours: the stack's own, else SwiftUI's defaults (`spacing(between:)`).
    /// 2. With no proposal on M, every child gets nil on M (its ideal) and the stack's m proposal.
    /// 3. Otherwise each child's flexibility is its length proposed infinity minus its length
    ///    proposed 0. Children are grouped by layout priority (highest first; a Spacer's is below
    ///    every other view's; priorities are read through modifiers). Within a group the least
    ///    flexible go first (two infinitely flexible ones: the larger minimum first; then source
    ///    order). Before the first group, the minimums of all later groups are set aside; each
    ///    later group gets its own back when its turn comes. Each child in turn is offered the
    ///    space left divided by the children left in its group, and whatever it takes is gone.
    /// 4. The stack is as long as its children and spacing (more than proposed when children
    ///    refuse to shrink: recorded as an overflow) and as thick as the union of its children
    ///    aligned across the axis.
    /// 5. Children are placed in source order (mirrored right to left for an HStack), aligned
    ///    across the axis; baselines come from `baseline(of:)`.
    /// 6. When m was proposed nil, placing proposes the stack's final thickness on m instead
    ///    (SwiftUI's `proposalWhenPlacing`), so a Color or Divider fills the row it sits in.
    func arrangeStack(
        _ node: LayoutNode, axis: Axis, alignment: StackAlignment, spacing: Double?,
        _ proposal: ProposedSize, _ environment: LayoutEnvironment
    ) throws -> Arrangement {
        let children = node.children
        let minor = proposal[axis.other]
        // Step 0.
        let shown = children.indices.filter { resolved(children[$0], environment) != nil }
        // Step 1 (once per pass: the edges' contents are walked down the children's trees).
        let gapBefore: [Double]
        if let known = stackGaps[node.cacheID] {
            gapBefore = known
        } else {
            var gaps = [Double](repeating: 0, count: children.count)
            for (previous, index) in zip(shown, shown.dropFirst()) {
                gaps[index] = try spacing ?? self.spacing(between: children[previous], and: children[index], axis: axis, environment)
            }
            stackGaps[node.cacheID] = gaps
            gapBefore = gaps
        }
        let totalSpacing = gapBefore.reduce(0, +)
        var proposals = [ProposedSize](repeating: ProposedSize(axis, major: 0, minor: minor), count: children.count)
        var sizes = [Size](repeating: .zero, count: children.count)

        if let major = proposal[axis] {
            // Step 3.
            var minimums = [Double](repeating: 0, count: children.count)
            var flexibilities = [Double](repeating: 0, count: children.count)
            for index in shown {
                let minimum = try size(children[index], ProposedSize(axis, major: 0, minor: minor), environment)[axis]
                let maximum = try size(children[index], ProposedSize(axis, major: .infinity, minor: minor), environment)[axis]
                minimums[index] = minimum
                let flexibility = maximum - minimum
                flexibilities[index] = flexibility.isNaN ? 0 : flexibility
            }
            let priorities = shown.map { stackPriority(children[$0], environment) }
            // Most stacks give every child the same priority: one group, in source order, with no table.
            let groups =
                priorities.allSatisfy({ $0 == priorities.first })
                ? [shown]
                : Dictionary(grouping: zip(shown, priorities), by: \.1).sorted { $0.key > $1.key }.map { $0.value.map(\.0) }
            var available = major - totalSpacing
            for group in groups.dropFirst() {
                available -= group.map { minimums[$0] }.reduce(0, +)
            }
            for (groupIndex, group) in groups.enumerated() {
                if groupIndex > 0 { available += group.map { minimums[$0] }.reduce(0, +) }
                let order = group.sorted { a, b in
                    Self.fitsBefore(a, b, flexibilities: flexibilities, minimums: minimums)
                }
                var remaining = order.count
                for index in order {
                    // Proposed infinity (a parent probing the maximum), every child is offered
                    // infinity; subtracting an infinite answer would leave NaN.
                    let offer = available.isInfinite && available > 0 ? available : Swift.max(available / Double(remaining), 0)
                    proposals[index] = ProposedSize(axis, major: offer, minor: minor)
                    sizes[index] = try size(children[index], proposals[index], environment)
                    if available.isFinite { available -= sizes[index][axis] }
                    remaining -= 1
                }
            }
        } else {
            // Step 2.
            for index in shown {
                proposals[index] = ProposedSize(axis, major: nil, minor: minor)
                sizes[index] = try size(children[index], proposals[index], environment)
            }
        }

        // Step 4.
        let length = shown.map { sizes[$0][axis] }.reduce(0, +) + totalSpacing
        let baselineAligned = alignment == .vertical(.firstTextBaseline) || alignment == .vertical(.lastTextBaseline)
        var baselines: [Double] = []
        if baselineAligned {
            baselines = [Double](repeating: 0, count: children.count)
            for index in shown {
                baselines[index] =
                    try baseline(
                        of: children[index], proposals[index], environment,
                        last: alignment == .vertical(.lastTextBaseline)) ?? sizes[index].height
            }
        }
        let maxBaseline = baselineAligned ? shown.map { baselines[$0] }.max() ?? 0 : 0
        let thickness =
            baselineAligned
            ? shown.map { maxBaseline - baselines[$0] + sizes[$0].height }.max() ?? 0
            : shown.map { sizes[$0][axis.other] }.max() ?? 0
        var result = Arrangement(size: Size(axis, major: length, minor: thickness))
        if let major = proposal[axis], major.isFinite, length > major + Self.overflowTolerance {
            result.overflows.append(Overflow(axis: axis, amount: length - major, contentPath: node.path))
        }

        // Step 5.
        result.slots.reserveCapacity(children.count)
        var cursor = 0.0
        let mirrored = axis == .horizontal && environment.layoutDirection == .rightToLeft
        for index in children.indices {
            let childSize = sizes[index]
            cursor += gapBefore[index]
            let along = mirrored ? length - cursor - childSize[axis] : cursor
            let across: Double
            switch alignment {
            case .horizontal(let horizontal):
                across =
                    position(
                        childSize, in: Size(width: thickness, height: childSize.height),
                        alignment: Alignment(horizontal: horizontal, vertical: .top), environment
                    ).x
            case .vertical(.firstTextBaseline), .vertical(.lastTextBaseline):
                across = shown.contains(index) ? maxBaseline - baselines[index] : 0
            case .vertical(let vertical):
                across =
                    position(
                        childSize, in: Size(width: childSize.width, height: thickness),
                        alignment: Alignment(horizontal: .leading, vertical: vertical), environment
                    ).y
            }
            let origin = axis == .horizontal ? Point(x: along, y: across) : Point(x: across, y: along)
            result.slots.append(.init(index: index, proposal: proposals[index], frame: Rect(origin: origin, size: childSize)))
            cursor += childSize[axis]
        }

        // Step 6.
        if minor == nil, !shown.isEmpty {
            result.placementProposal = ProposedSize(axis, major: proposal[axis], minor: thickness)
        }
        return result
    }

    /// The fitting order within a priority group: less flexible first; of two infinitely flexible
    /// children the one with the larger minimum; otherwise source order (a stable sort).
    static func fitsBefore(_ a: Int, _ b: Int, flexibilities: [Double], minimums: [Double]) -> Bool {
        let (flexA, flexB) = (flexibilities[a], flexibilities[b])
        if flexA.isInfinite && flexB.isInfinite {
            return minimums[a] != minimums[b] ? minimums[a] > minimums[b] : a < b
        }
        return flexA != flexB ? flexA < flexB : a < b
    }

    /// A stack child's layout priority: the first one set along its chain of modifiers and `if`s
    /// (SwiftUI passes `layoutPriority` through modifiers, so `Text("a").layoutPriority(1).padding()`
    /// and `Text("a").padding().layoutPriority(1)` rank alike); a Spacer's is below every view's.
    func stackPriority(_ node: LayoutNode, _ environment: LayoutEnvironment) -> Double {
        var current = node
        var environment = environment
        while true {
            if current.view.traits.layoutPriority != 0 { return current.view.traits.layoutPriority }
            switch current.view.kind {
            case .spacer:
                return -.infinity
            case .conditional:
                guard let (branch, inner) = resolved(current, environment) else { return 0 }
                current = branch
                environment = inner
            case let kind where kind.isModifier:
                guard let content = current.children.first else { return 0 }
                environment = childEnvironment(of: current, environment)
                current = content
            default:
                return 0
            }
        }
    }

    /// The view a child stands for once its `if`s are decided, with the environment it lays out
    /// in; nil when an `if` shows nothing (no else branch, or an `EmptyView` stand-in).
    func resolved(_ node: LayoutNode, _ environment: LayoutEnvironment) -> (LayoutNode, LayoutEnvironment)? {
        var current = node
        var environment = environment
        while case .conditional(let condition) = current.view.kind {
            let branch = environment.evaluate(condition) ? 0 : 1
            guard current.children.indices.contains(branch) else { return nil }
            environment = childEnvironment(of: current, environment)
            current = current.children[branch]
        }
        if case .opaque("EmptyView", let size) = current.view.kind, size == .zero { return nil }
        return (current, environment)
    }
}
