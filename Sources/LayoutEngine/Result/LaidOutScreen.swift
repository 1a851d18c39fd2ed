/// One screen after layout at one environment on one device.
public struct LaidOutScreen: Hashable, Sendable {
    /// The placed root.
    public let root: PlacedNode
    /// The device.
    public let device: Device
    /// The environment (category, direction) it was laid out in.
    public let environment: LayoutEnvironment
    /// What could not be laid out exactly.
    public let notes: [String]

    /// Every placed node, depth first.
    public var nodes: [PlacedNode] { root.allNodes }

    /// The first node whose path ends with `suffix` or whose label or name equals it.
    public func node(_ name: String) -> PlacedNode? {
        nodes.first { $0.traits.name == name || $0.label == name || $0.path.hasSuffix(name) }
    }

    /// The tree with frames, one node per line, for tests and `--explain`: two spaces of indent
    /// per level, the node's label, its frame as (x, y, width, height), then for text
    /// `lines=n` and `truncated(hidden characters)`, and every overflow as `overflow(axis +points)`.
    /// The format is pinned by a test; tools may parse it.
    public func dump() -> String {
        var lines: [String] = []
        func visit(_ node: PlacedNode, depth: Int) {
            var line = String(repeating: "  ", count: depth) + node.label + " " + node.frame.description
            if let text = node.text {
                line += " lines=\(text.lines.count)"
                if let truncation = text.truncation { line += " truncated(\(truncation.hiddenCharacterCount))" }
            }
            for overflow in node.overflows {
                line += " overflow(\(overflow.axis == .horizontal ? "x" : "y") +\(formatPoints(overflow.amount)))"
            }
            lines.append(line)
            for child in node.children { visit(child, depth: depth + 1) }
        }
        visit(root, depth: 0)
        return lines.joined(separator: "\n") + "\n"
    }
}
