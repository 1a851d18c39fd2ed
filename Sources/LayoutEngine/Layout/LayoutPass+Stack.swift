import TextMeasurement

extension LayoutPass {
    /// HStack and VStack (M = the stack's axis, m = the other):
    /// 1. Spacing between neighbours: the stack's own, else SwiftUI's defaults (`spacing(between:)`).
    /// 2. With no proposal on M, every child gets nil on M (its ideal) and the stack's m proposal.
    /// 3. Otherwise each child's flexibility is its length proposed infinity minus its length
    ///    proposed 0. Children are grouped by layout priority (highest first; a Spacer's is below
    ///    every other view's); within a group the least flexible go first (two infinitely
    ///    flexible ones: the larger minimum first). Before a group, the minimums of all later
    ///    groups are set aside. Each child in turn is offered the space left divided by the
    ///    children left in its group, and whatever it takes is gone.
    /// 4. The stack is as long as its children and spacing (more than proposed when children
    ///    refuse to shrink: recorded as an overflow) and as thick as its thickest child.
    /// 5. Children are placed in source order, aligned across the axis.
    func arrangeStack(_ node: LayoutNode, axis: Axis, alignment: StackAlignment, spacing: Double?,
                      _ proposal: ProposedSize, _ environment: LayoutEnvironment) throws -> Arrangement {
        let children = node.children
        guard !children.isEmpty else { return Arrangement(size: .zero) }
        let gaps = try (0..<max(children.count - 1, 0)).map { index in
            try spacing ?? self.spacing(between: children[index], and: children[index + 1], axis: axis, environment)
        }
        let totalSpacing = gaps.reduce(0, +)
        let minor = proposal[axis.other]
        var proposals = [ProposedSize](repeating: .unspecified, count: children.count)
        var sizes = [Size](repeating: .zero, count: children.count)

        if let major = proposal[axis] {
            var minimums: [Double] = [], flexibilities: [Double] = []
            for child in children {
                let minimum = try size(child, ProposedSize(axis, major: 0, minor: minor), environment)[axis]
                let maximum = try size(child, ProposedSize(axis, major: .infinity, minor: minor), environment)[axis]
                minimums.append(minimum)
                flexibilities.append(maximum - minimum)
            }
            let priorities = children.map(Self.stackPriority)
            let groups = Dictionary(grouping: children.indices, by: { priorities[$0] }).sorted { $0.key > $1.key }
            var available = major - totalSpacing
            for (groupIndex, group) in groups.enumerated() where groupIndex > 0 {
                available -= group.value.map { minimums[$0] }.reduce(0, +)
            }
            for (groupIndex, group) in groups.enumerated() {
                if groupIndex > 0 { available += group.value.map { minimums[$0] }.reduce(0, +) }
                let order = group.value.sorted { a, b in
                    if flexibilities[a].isInfinite && flexibilities[b].isInfinite && minimums[a] != minimums[b] {
                        return minimums[a] > minimums[b]
                    }
                    return flexibilities[a] == flexibilities[b] ? a < b : flexibilities[a] < flexibilities[b]
                }
                var remaining = order.count
                for index in order {
                    let offer = max(available / Double(remaining), 0)
                    proposals[index] = ProposedSize(axis, major: offer, minor: minor)
                    sizes[index] = try size(children[index], proposals[index], environment)
                    available -= sizes[index][axis]
                    remaining -= 1
                }
            }
        } else {
            for index in children.indices {
                proposals[index] = ProposedSize(axis, major: nil, minor: minor)
                sizes[index] = try size(children[index], proposals[index], environment)
            }
        }

        let length = sizes.map { $0[axis] }.reduce(0, +) + totalSpacing
        let thickness = sizes.map { $0[axis.other] }.max() ?? 0
        let stackSize = Size(axis, major: length, minor: thickness)
        var result = Arrangement(size: stackSize)
        if let major = proposal[axis], major.isFinite, length > major + 0.5 {
            result.overflows.append(Overflow(axis: axis, amount: length - major, contentPath: node.path))
        }
        let baselines = try alignment == .vertical(.firstTextBaseline) || alignment == .vertical(.lastTextBaseline)
            ? children.indices.map { try baseline(of: children[$0], proposals[$0], environment, last: alignment == .vertical(.lastTextBaseline)) ?? sizes[$0].height }
            : []
        let maxBaseline = baselines.max() ?? 0
        let baselineHeight = baselines.isEmpty ? thickness : zip(baselines, sizes).map { maxBaseline - $0 + $1.height }.max() ?? thickness
        if !baselines.isEmpty { result.size = Size(axis, major: length, minor: baselineHeight) }

        var cursor = 0.0
        let mirrored = axis == .horizontal && environment.layoutDirection == .rightToLeft
        for index in children.indices {
            let childSize = sizes[index]
            var along = cursor
            if mirrored { along = length - cursor - childSize[axis] }
            let across: Double
            switch alignment {
            case .horizontal(let horizontal):
                across = position(childSize, in: Size(width: thickness, height: childSize.height),
                                  alignment: Alignment(horizontal: horizontal, vertical: .top), environment).x
            case .vertical(.firstTextBaseline), .vertical(.lastTextBaseline):
                across = maxBaseline - baselines[index]
            case .vertical(let vertical):
                across = position(childSize, in: Size(width: childSize.width, height: thickness),
                                  alignment: Alignment(horizontal: .leading, vertical: vertical), environment).y
            }
            let origin = axis == .horizontal ? Point(x: along, y: across) : Point(x: across, y: along)
            result.slots.append(.init(index: index, proposal: proposals[index], frame: Rect(origin: origin, size: childSize)))
            cursor += childSize[axis] + (index < gaps.count ? gaps[index] : 0)
        }
        return result
    }

    /// Spacers are sized after every other view in a stack.
    static func stackPriority(_ node: LayoutNode) -> Double {
        if case .spacer = node.view.kind { return -.infinity }
        return node.view.traits.layoutPriority
    }

    /// SwiftUI's default gap between two neighbours in a stack without explicit spacing:
    /// 0 next to a Spacer; 8 across an HStack and between ordinary views; in a VStack, text
    /// publishes font-based spacing (a view above text keeps a line's worth minus the ascender;
    /// text above a view keeps the larger of line spacing minus cap height and text spacing plus
    /// descender; text above text keeps the font's leading, 0 for SF Pro).
    func spacing(between first: LayoutNode, and second: LayoutNode, axis: Axis, _ environment: LayoutEnvironment) throws -> Double {
        if case .spacer = first.view.kind { return 0 }
        if case .spacer = second.view.kind { return 0 }
        guard axis == .vertical else { return Self.defaultSpacing }
        let above = try textMetrics(edgeText(of: first, bottom: true), environment)
        let below = try textMetrics(edgeText(of: second, bottom: false), environment)
        switch (above, below) {
        case (nil, nil): return Self.defaultSpacing
        case (nil, let text?): return PixelGrid.iPhone.ceil(text.lineSpacing - text.ascender)
        case (let text?, nil): return PixelGrid.iPhone.ceil(max(text.lineSpacing - text.capHeight, text.textSpacing + text.descender))
        case (_?, _?): return 0
        }
    }

    /// The text a view shows at its top or bottom edge, looking through modifiers that keep a
    /// text's spacing (font, line limit, priority) but not through padding or frames.
    private func edgeText(of node: LayoutNode, bottom: Bool) -> (LayoutNode, LayoutEnvironment.Change?)? {
        switch node.view.kind {
        case .text: return (node, nil)
        case .environment(let change):
            guard let child = node.children.first, let (text, inner) = edgeText(of: child, bottom: bottom) else { return nil }
            return (text, inner.map { .chain(change, $0) } ?? .single(change))
        case .hidden, .offset, .background, .overlay:
            return node.children.first.flatMap { edgeText(of: $0, bottom: bottom) }
        default: return nil
        }
    }

    /// Font metrics of a text for spacing: ascender, descender, cap height and line spacing.
    private func textMetrics(_ edge: (LayoutNode, LayoutEnvironment.Change?)?, _ environment: LayoutEnvironment) throws -> TextSpacingMetrics? {
        guard let (node, change) = edge, case .text(let string) = node.view.kind else { return nil }
        let textEnvironment = change.map { environment.applying($0) } ?? environment
        let (measured, _) = try measureText(string.isEmpty ? " " : string, .unspecified, textEnvironment)
        let ascender = measured.firstBaseline
        let lineHeight = measured.lineHeight
        let textSpacing = PixelGrid.iPhone.ceil(0.1 * lineHeight)
        return TextSpacingMetrics(ascender: ascender, descender: lineHeight - ascender, capHeight: 0.7046 * measured.pointSize,
                                  textSpacing: textSpacing, lineSpacing: lineHeight + textSpacing)
    }

    /// The first (or last) text baseline of a child, from its top, if it shows text there.
    func baseline(of node: LayoutNode, _ proposal: ProposedSize, _ environment: LayoutEnvironment, last: Bool) throws -> Double? {
        guard let (text, change) = edgeText(of: node, bottom: last), case .text(let string) = text.view.kind else { return nil }
        let (measured, _) = try measureText(string, proposal, change.map { environment.applying($0) } ?? environment)
        return last ? measured.lastBaseline : measured.firstBaseline
    }
}

/// What stack spacing reads from a text's font.
struct TextSpacingMetrics {
    var ascender: Double
    var descender: Double
    var capHeight: Double
    var textSpacing: Double
    var lineSpacing: Double
}

extension LayoutEnvironment {
    /// Environment changes met on the way down to a text, applied in order.
    indirect enum Change {
        case single(EnvironmentChange)
        case chain(EnvironmentChange, Change)
    }

    func applying(_ change: Change) -> LayoutEnvironment {
        switch change {
        case .single(let one): applying(one)
        case .chain(let first, let rest): applying(first).applying(rest)
        }
    }
}
