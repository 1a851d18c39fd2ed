/// The promises every arrangement keeps, checked in debug builds after each `arrange` and
/// `place` so a container that breaks one fails the first test that reaches it, naming the node.
///
/// - proposals are nil or a non-negative number (infinity allowed, NaN not);
/// - sizes are non-negative, and finite unless infinity was proposed on that axis;
/// - every child is placed at most once, and every child of a container that shows all its
///   children is placed exactly once (an `if` or `ViewThatFits` places one);
/// - a child larger than a fixed frame is recorded as an overflow on that axis.
enum LayoutInvariants {
    /// What is wrong with `proposal`, if anything.
    static func violations(ofProposal proposal: ProposedSize, path: String) -> [String] {
        [Axis.horizontal, .vertical].compactMap { axis in
            guard let value = proposal[axis], value.isNaN || value < 0 else { return nil }
            return "\(path): proposed \(proposal) (\(axis) must be nil or a non-negative number)"
        }
    }

    /// What is wrong with `arrangement` as `node`'s answer to `proposal`, if anything.
    static func violations(
        of arrangement: Arrangement, kind: ViewKind, childCount: Int, path: String,
        proposal: ProposedSize
    ) -> [String] {
        var found: [String] = []
        for axis in [Axis.horizontal, .vertical] {
            let length = arrangement.size[axis]
            let offeredInfinity = proposal[axis] == .infinity
            if length.isNaN || length < 0 || (!length.isFinite && !offeredInfinity) {
                found.append("\(path): answered \(arrangement.size) to \(proposal) (\(axis) must be non-negative and finite)")
            }
        }
        var seen = Set<Int>()
        for slot in arrangement.slots {
            if !(0..<childCount).contains(slot.index) { found.append("\(path): placed child \(slot.index) of \(childCount)") }
            if !seen.insert(slot.index).inserted { found.append("\(path): placed child \(slot.index) twice") }
            found += violations(ofProposal: slot.proposal, path: "\(path)[\(slot.index)]")
        }
        switch kind {
        case .conditional:
            if arrangement.slots.count > 1 { found.append("\(path): an if placed \(arrangement.slots.count) children") }
        case .viewThatFits:
            if childCount > 0 && arrangement.slots.count != 1 {
                found.append("\(path): ViewThatFits placed \(arrangement.slots.count) children")
            }
        default:
            if seen.count != childCount { found.append("\(path): placed \(seen.count) of \(childCount) children") }
        }
        if case .frame = kind, let content = arrangement.slots.first {
            for axis in [Axis.horizontal, .vertical] where content.frame.size[axis] > arrangement.size[axis] + LayoutPass.overflowTolerance
            {
                if !arrangement.overflows.contains(where: { $0.axis == axis }) {
                    found.append(
                        "\(path): content \(content.frame.size) exceeds the frame \(arrangement.size) on \(axis) with no overflow recorded")
                }
            }
        }
        return found
    }

    /// What is wrong with a placed frame, if anything: placed sizes are always finite.
    static func violations(ofPlacedSize size: Size, path: String) -> [String] {
        size.width.isFinite && size.height.isFinite ? [] : ["\(path): placed with an infinite size \(size)"]
    }

    /// Stops a debug build on a bad proposal.
    static func checkProposal(_ proposal: ProposedSize, of node: LayoutNode) {
        let found = violations(ofProposal: proposal, path: node.path)
        assert(found.isEmpty, found.joined(separator: "\n"))
    }

    /// Stops a debug build on a bad arrangement.
    static func check(_ arrangement: Arrangement, of node: LayoutNode, proposal: ProposedSize) {
        let found = violations(of: arrangement, kind: node.view.kind, childCount: node.children.count, path: node.path, proposal: proposal)
        assert(found.isEmpty, found.joined(separator: "\n"))
    }

    /// Stops a debug build on a node placed with an infinite size.
    static func checkPlacement(_ size: Size, of node: LayoutNode) {
        let found = violations(ofPlacedSize: size, path: node.path)
        assert(found.isEmpty, found.joined(separator: "\n"))
    }
}
