extension LayoutPass {
    /// `Button`: a plain button is its label; `.bordered` and `.borderedProminent` pad the label
    /// by their control size's insets (`SystemMetrics.buttonInsets`), as padding does.
    func arrangeButton(
        _ node: LayoutNode, style: ButtonStyle, controlSize: ControlSize, _ proposal: ProposedSize,
        _ environment: LayoutEnvironment
    ) throws -> Arrangement {
        let (horizontal, vertical) = style == .plain ? (0, 0) : SystemMetrics.buttonInsets(controlSize)
        let insets = EdgeInsets(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
        return try arrangePadding(node, insets: insets, proposal, environment)
    }

    /// `Toggle`:
    /// 1. The label is proposed the width less the switch and its gap (the proposed height as is).
    /// 2. The toggle takes the proposed width (label, gap and switch where nil) and the taller of
    ///    label and switch.
    /// 3. The label sits at the leading edge, centred vertically; the switch is trailing.
    func arrangeToggle(_ node: LayoutNode, _ proposal: ProposedSize, _ environment: LayoutEnvironment) throws -> Arrangement {
        let switchWidth = SystemMetrics.toggleSwitch.width + SystemMetrics.toggleGap
        guard let label = node.children.first else { return Arrangement(size: SystemMetrics.toggleSwitch) }
        let labelProposal = ProposedSize(width: proposal.width.map { Swift.max($0 - switchWidth, 0) }, height: proposal.height)
        let labelSize = try size(label, labelProposal, environment)
        let width = proposal.width ?? labelSize.width + switchWidth
        let height = Swift.max(labelSize.height, SystemMetrics.toggleSwitch.height)
        let x = environment.layoutDirection == .rightToLeft ? width - labelSize.width : 0
        return Arrangement(
            size: Size(width: width, height: height),
            slots: [
                .init(
                    index: 0, proposal: labelProposal,
                    frame: Rect(
                        x: x, y: (height - labelSize.height) / 2,
                        width: labelSize.width, height: labelSize.height))
            ])
    }

    /// A segmented `Picker` (UIKit chrome: its labels keep 13 pt at every size):
    /// 1. The control is 32 pt tall and takes the proposed width (the widest label plus its inset,
    ///    times the segments, where nil), split into equal segments.
    /// 2. Each label is proposed its segment less the inset and the control's height, and centred
    ///    in its segment (segments run right to left in a right-to-left layout).
    /// 3. A label that still needs more room (a word that cannot break) is recorded as an overflow.
    func arrangeSegmentedPicker(_ node: LayoutNode, _ proposal: ProposedSize, _ environment: LayoutEnvironment) throws -> Arrangement {
        let count = Swift.max(node.children.count, 1)
        let ideal = try node.children.map { try size($0, .unspecified, environment).width + SystemMetrics.segmentLabelInset }.max() ?? 0
        let width = proposal.width ?? ideal * Double(count)
        let segment = width / Double(count)
        let height = SystemMetrics.segmentedControlHeight
        var result = Arrangement(size: Size(width: width, height: height))
        for (index, label) in node.children.enumerated() {
            let labelProposal = ProposedSize(width: Swift.max(segment - SystemMetrics.segmentLabelInset, 0), height: height)
            let labelSize = try size(label, labelProposal, environment)
            let slotIndex = environment.layoutDirection == .rightToLeft ? count - 1 - index : index
            result.slots.append(
                .init(
                    index: index, proposal: labelProposal,
                    frame: Rect(
                        x: Double(slotIndex) * segment + (segment - labelSize.width) / 2, y: (height - labelSize.height) / 2,
                        width: labelSize.width, height: labelSize.height)))
            result.overflows += overflows(of: labelSize, in: Size(width: labelProposal.width ?? 0, height: height), contentPath: label.path)
        }
        return result
    }

    /// `List` / `Form`:
    /// 1. Each row is proposed the width less the row inset on both sides, and nil height.
    /// 2. A row is as tall as its content plus the vertical inset above and below, at least 44;
    ///    the content sits at the leading inset, centred vertically in its row.
    /// 3. Rows stack from the top margin (inset-grouped) or the top (plain).
    /// 4. The list takes the proposal (its rows where nil), clips and scrolls.
    func arrangeList(_ node: LayoutNode, style: ListStyle, _ proposal: ProposedSize, _ environment: LayoutEnvironment) throws -> Arrangement
    {
        let inset = style == .insetGrouped ? SystemMetrics.insetGroupedRowInset : SystemMetrics.plainRowInset
        let rowProposal = ProposedSize(width: proposal.width.map { Swift.max($0 - 2 * inset, 0) }, height: nil)
        let rows = try node.children.map { try size($0, rowProposal, environment) }
        let width = proposal.width ?? (rows.map(\.width).max() ?? 0) + 2 * inset
        var y = style == .insetGrouped ? SystemMetrics.insetGroupedTopMargin : 0
        var slots: [Arrangement.Slot] = []
        for (index, rowSize) in rows.enumerated() {
            let rowHeight = Swift.max(SystemMetrics.minimumRowHeight, rowSize.height + 2 * SystemMetrics.rowVerticalInset)
            let x = environment.layoutDirection == .rightToLeft ? width - inset - rowSize.width : inset
            slots.append(
                .init(
                    index: index, proposal: rowProposal,
                    frame: Rect(x: x, y: y + (rowHeight - rowSize.height) / 2, width: rowSize.width, height: rowSize.height)))
            y += rowHeight
        }
        var result = Arrangement(size: Size(width: width, height: proposal.height ?? y), slots: slots)
        result.clips = true
        result.scrolls = !environment.scrollDisabled
        return result
    }

    /// `NavigationStack` (chrome numbers [UNVERIFIED]):
    /// 1. The title (first child, when there is one) is proposed the width less 16 pt a side.
    /// 2. Large: it sits under a 44 pt bar at the leading inset, and the bar grows by its height
    ///    plus 8 pt (at AX sizes the title grows with Dynamic Type). Inline: it is centred in
    ///    the 44 pt bar.
    /// 3. The content (last child) is proposed what is left below the bar and placed under it.
    /// 4. The stack takes the whole proposal (its content's size where proposed nil).
    func arrangeNavigationStack(
        _ node: LayoutNode, title: String?, mode: TitleDisplayMode, _ proposal: ProposedSize,
        _ environment: LayoutEnvironment
    ) throws -> Arrangement {
        guard let content = node.children.last else { return Arrangement(size: proposal.replacingUnspecified(with: 0)) }
        let inset = SystemMetrics.largeTitleHorizontalInset
        var barHeight = SystemMetrics.navigationBarHeight
        var titleSlot: (proposal: ProposedSize, size: Size)?
        if node.children.count > 1 {
            let titleProposal = ProposedSize(width: proposal.width.map { Swift.max($0 - 2 * inset, 0) }, height: nil)
            let titleSize = try size(node.children[0], titleProposal, environment)
            titleSlot = (titleProposal, titleSize)
            if mode == .large { barHeight += titleSize.height + SystemMetrics.largeTitleBottomPadding }
        }
        let contentProposal = ProposedSize(width: proposal.width, height: proposal.height.map { Swift.max($0 - barHeight, 0) })
        let contentSize = try size(content, contentProposal, environment)
        let width = proposal.width ?? Swift.max(contentSize.width, (titleSlot?.size.width ?? 0) + 2 * inset)
        var slots: [Arrangement.Slot] = []
        if let (titleProposal, titleSize) = titleSlot {
            let frame: Rect
            if mode == .large {
                let x = environment.layoutDirection == .rightToLeft ? width - inset - titleSize.width : inset
                frame = Rect(x: x, y: SystemMetrics.navigationBarHeight, width: titleSize.width, height: titleSize.height)
            } else {
                frame = Rect(
                    x: (width - titleSize.width) / 2, y: (barHeight - titleSize.height) / 2, width: titleSize.width,
                    height: titleSize.height)
            }
            slots.append(.init(index: 0, proposal: titleProposal, frame: frame))
        }
        // Like a root view, the content is centred in the area below the bar.
        let area = Size(width: width, height: contentProposal.height ?? contentSize.height)
        let centred = position(contentSize, in: area, alignment: .center, environment)
        slots.append(
            .init(
                index: node.children.count - 1, proposal: contentProposal,
                frame: Rect(x: centred.x, y: barHeight + centred.y, width: contentSize.width, height: contentSize.height)))
        return Arrangement(size: Size(width: width, height: proposal.height ?? barHeight + contentSize.height), slots: slots)
    }

    /// `TabView`:
    /// 1. The content (first child) is proposed the height less the 49 pt tab bar.
    /// 2. The item labels (the other children: fixed 10 pt chrome with the Large Content Viewer)
    ///    are spread evenly across the bar, each proposed its share less a small inset and
    ///    centred under its icon (columns run right to left in a right-to-left layout).
    /// 3. The tab view takes the proposal; the bar sits at its bottom (below the content if the
    ///    content is taller).
    func arrangeTabView(_ node: LayoutNode, _ proposal: ProposedSize, _ environment: LayoutEnvironment) throws -> Arrangement {
        guard let content = node.children.first else { return Arrangement(size: .zero) }
        let bar = SystemMetrics.tabBarHeight
        let size = proposal.replacingUnspecified(with: 0)
        let contentProposal = ProposedSize(width: proposal.width, height: proposal.height.map { Swift.max($0 - bar, 0) })
        let contentSize = try self.size(content, contentProposal, environment)
        // Like a root view, the content is centred in the area above the bar.
        let area = Size(width: size.width, height: contentProposal.height ?? contentSize.height)
        var slots: [Arrangement.Slot] = [
            .init(
                index: 0, proposal: contentProposal,
                frame: Rect(origin: position(contentSize, in: area, alignment: .center, environment), size: contentSize))
        ]
        let items = Array(node.children.dropFirst())
        let itemWidth = size.width / Double(Swift.max(items.count, 1))
        let barTop = Swift.max(size.height - bar, contentSize.height)
        for (offset, item) in items.enumerated() {
            let itemProposal = ProposedSize(width: Swift.max(itemWidth - SystemMetrics.tabItemInset, 0), height: nil)
            let itemSize = try self.size(item, itemProposal, environment)
            let column = environment.layoutDirection == .rightToLeft ? items.count - 1 - offset : offset
            slots.append(
                .init(
                    index: offset + 1, proposal: itemProposal,
                    frame: Rect(
                        x: Double(column) * itemWidth + (itemWidth - itemSize.width) / 2,
                        y: barTop + SystemMetrics.tabLabelCentre - itemSize.height / 2,
                        width: itemSize.width, height: itemSize.height)))
        }
        return Arrangement(size: Size(width: size.width, height: Swift.max(size.height, contentSize.height + bar)), slots: slots)
    }

    /// `safeAreaInset(edge:spacing:)`, a sticky bar:
    /// 1. The bar (second child) is proposed the full width and nil height (its ideal height).
    /// 2. The content (first child) is proposed the height left after the bar and the spacing.
    /// 3. The whole takes the proposed height (content, spacing and bar where nil) and the widest
    ///    of the proposal, content and bar; the bar sits at the chosen edge, the content at the
    ///    other, both centred across.
    func arrangeSafeAreaInset(
        _ node: LayoutNode, edge: VerticalEdge, spacing: Double?, _ proposal: ProposedSize,
        _ environment: LayoutEnvironment
    ) throws -> Arrangement {
        guard node.children.count == 2 else { return try arrangePassThrough(node, proposal, environment) }
        let gap = spacing ?? 0
        let barProposal = ProposedSize(width: proposal.width, height: nil)
        let barSize = try size(node.children[1], barProposal, environment)
        let contentProposal = ProposedSize(width: proposal.width, height: proposal.height.map { Swift.max($0 - barSize.height - gap, 0) })
        let contentSize = try size(node.children[0], contentProposal, environment)
        let height = proposal.height ?? contentSize.height + gap + barSize.height
        let width = Swift.max(proposal.width ?? 0, Swift.max(contentSize.width, barSize.width))
        let barY = edge == .bottom ? height - barSize.height : 0
        let contentY = edge == .bottom ? 0 : barSize.height + gap
        return Arrangement(
            size: Size(width: width, height: height),
            slots: [
                .init(
                    index: 0, proposal: contentProposal,
                    frame: Rect(x: (width - contentSize.width) / 2, y: contentY, width: contentSize.width, height: contentSize.height)),
                .init(
                    index: 1, proposal: barProposal,
                    frame: Rect(x: (width - barSize.width) / 2, y: barY, width: barSize.width, height: barSize.height)),
            ])
    }

    /// `LazyVGrid(columns:spacing:)`:
    /// 1. Column widths: fixed columns keep theirs; flexible ones share what fixed columns and the
    ///    gaps leave, each clamped to its bounds; an adaptive column fits as many columns of at
    ///    least its minimum as the width allows and splits the width among them.
    /// 2. Items fill rows in order, one per column; each is proposed its column's width and nil
    ///    height, centred in its cell; a row is as tall as its tallest item; rows are `spacing`
    ///    apart (8 by default), columns 8 apart.
    /// 3. The grid takes the proposed width (the columns' where nil) with the columns centred in
    ///    it, mirrored right to left, and is as tall as its rows.
    func arrangeGrid(
        _ node: LayoutNode, columns: [GridColumn], spacing: Double?, _ proposal: ProposedSize,
        _ environment: LayoutEnvironment
    ) throws -> Arrangement {
        let rowGap = spacing ?? Self.defaultSpacing
        let columnGap = Self.defaultSpacing
        let available = proposal.width.map { $0.isFinite ? $0 : 0 } ?? 0
        var widths: [Double] = []
        let fixed = columns.compactMap { if case .fixed(let w) = $0 { w } else { nil } }.reduce(0, +)
        let flexibleCount = columns.filter { if case .flexible = $0 { true } else { false } }.count
        for column in columns {
            switch column {
            case .fixed(let w): widths.append(w)
            case .flexible(let minimum, let maximum):
                let share = (available - fixed - columnGap * Double(Swift.max(columns.count - 1, 0))) / Double(Swift.max(flexibleCount, 1))
                widths.append(Swift.min(Swift.max(share, minimum), maximum))
            case .adaptive(let minimum, let maximum):
                let count = Swift.max(1, Int((available - fixed + columnGap) / (minimum + columnGap)))
                let each = Swift.min(Swift.max((available - fixed - columnGap * Double(count - 1)) / Double(count), minimum), maximum)
                widths += Array(repeating: each, count: count)
            }
        }
        if widths.isEmpty { widths = [available] }
        let columnsWidth = widths.reduce(0, +) + columnGap * Double(Swift.max(widths.count - 1, 0))
        let width = proposal.width.map { $0.isFinite ? $0 : columnsWidth } ?? columnsWidth
        let start = (width - columnsWidth) / 2
        var slots: [Arrangement.Slot] = []
        var y = 0.0
        var index = 0
        while index < node.children.count {
            let row = index..<Swift.min(index + widths.count, node.children.count)
            var x = start
            var cells: [(index: Int, proposal: ProposedSize, x: Double, size: Size)] = []
            for (column, childIndex) in row.enumerated() {
                let itemProposal = ProposedSize(width: widths[column], height: nil)
                let itemSize = try size(node.children[childIndex], itemProposal, environment)
                let cellX = environment.layoutDirection == .rightToLeft ? width - x - widths[column] : x
                cells.append((childIndex, itemProposal, cellX + (widths[column] - itemSize.width) / 2, itemSize))
                x += widths[column] + columnGap
            }
            let rowHeight = cells.map(\.size.height).max() ?? 0
            for cell in cells {
                slots.append(
                    .init(
                        index: cell.index, proposal: cell.proposal,
                        frame: Rect(x: cell.x, y: y + (rowHeight - cell.size.height) / 2, width: cell.size.width, height: cell.size.height))
                )
            }
            y += rowHeight + rowGap
            index = row.upperBound
        }
        return Arrangement(size: Size(width: width, height: Swift.max(y - rowGap, 0)), slots: slots)
    }
}
