extension LayoutPass {
    /// A flow: each child at its ideal size (proposed the width offered when it is wider, so text
    /// wraps), placed in reading order and moved to a new row when it does not fit beside the row's
    /// others. Rows are `spacing` apart (8 when nil) as children in a row are; the flow is as wide as
    /// offered (its widest row when offered nil) and as tall as its rows.
    func arrangeFlow(
        _ node: LayoutNode, alignment: HorizontalAlignment, spacing: Double?, _ proposal: ProposedSize, _ environment: LayoutEnvironment
    ) throws -> Arrangement {
        let gap = spacing ?? LayoutPass.defaultSpacing
        let available = proposal.width.flatMap { $0.isFinite ? max($0, 0) : nil }
        var rows: [[(index: Int, size: Size, proposal: ProposedSize)]] = [[]]
        var rowWidth = 0.0
        for index in node.children.indices {
            var childProposal = ProposedSize.unspecified
            var size = try self.size(node.children[index], childProposal, environment)
            if let available, size.width > available {
                childProposal = ProposedSize(width: available, height: nil)
                size = try self.size(node.children[index], childProposal, environment)
            }
            let needed = rows[rows.count - 1].isEmpty ? size.width : rowWidth + gap + size.width
            if let available, !rows[rows.count - 1].isEmpty, needed > available + 0.001 {
                rows.append([])
                rowWidth = size.width
            } else {
                rowWidth = needed
            }
            rows[rows.count - 1].append((index, size, childProposal))
        }
        let rowWidths = rows.map { row in row.map(\.size.width).reduce(0, +) + gap * Double(max(row.count - 1, 0)) }
        let width = available ?? rowWidths.max() ?? 0
        var result = Arrangement(size: .zero)
        var y = 0.0
        for (row, rowWidth) in zip(rows, rowWidths) where !row.isEmpty {
            let height = row.map(\.size.height).max() ?? 0
            // Offsets from the leading edge, mirrored below in a right-to-left layout.
            var x: Double =
                switch alignment {
                case .leading: 0
                case .center: (width - rowWidth) / 2
                case .trailing: width - rowWidth
                }
            for item in row {
                let itemX = environment.layoutDirection == .rightToLeft ? width - x - item.size.width : x
                result.slots.append(
                    .init(
                        index: item.index, proposal: item.proposal,
                        frame: Rect(x: itemX, y: y + (height - item.size.height) / 2, width: item.size.width, height: item.size.height)))
                x += item.size.width + gap
            }
            y += height + gap
        }
        result.size = Size(width: width, height: max(y - gap, 0))
        return result
    }
}
