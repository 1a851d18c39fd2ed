import Findings
import LayoutEngine

/// One small box per kind of finding mark used, with what it means and how many there are,
/// laid out in rows no wider than asked.
struct Legend {
    private struct Item {
        let kind: FindingMarkKind
        let label: TextBlock
        var origin = Point.zero
    }

    private static let swatch = Size(width: 22, height: 14)
    private static let gap = 6.0, itemSpacing = 18.0, rowSpacing = 6.0

    private var items: [Item]
    /// The legend's size.
    private(set) var size = Size.zero

    /// A legend of the kinds among `marks`, in the order of `FindingMarkKind.allCases`, wrapped at
    /// `width`, counting each finding once however many pictures it is drawn on.
    init(marks: [FindingMark], width: Double, text: TextPainter, pointSize: Double = 12) throws {
        var kinds: [Finding: FindingMarkKind] = [:]
        for mark in marks where kinds[mark.finding] == nil { kinds[mark.finding] = mark.kind }
        let counts = Dictionary(grouping: kinds.values, by: { $0 }).mapValues(\.count)
        items = try FindingMarkKind.allCases.compactMap { kind in
            guard let count = counts[kind] else { return nil }
            return Item(kind: kind, label: try text.block("\(kind.legendTitle) × \(count)", pointSize: pointSize))
        }
        var x = 0.0, y = 0.0, rowHeight = 0.0, widest = 0.0
        for index in items.indices {
            let itemWidth = Self.swatch.width + Self.gap + items[index].label.width
            if x > 0 && x + itemWidth > width {
                x = 0
                y += rowHeight + Self.rowSpacing
                rowHeight = 0
            }
            items[index].origin = Point(x: x, y: y)
            rowHeight = max(rowHeight, max(Self.swatch.height, items[index].label.height))
            widest = max(widest, x + itemWidth)
            x += itemWidth + Self.itemSpacing
        }
        size = items.isEmpty ? .zero : Size(width: widest, height: y + rowHeight)
    }

    /// Whether there is nothing to explain.
    var isEmpty: Bool { items.isEmpty }

    /// Draws the legend with its top left at `origin`.
    func draw(at origin: Point, on canvas: CairoCanvas, text: TextPainter) {
        for item in items {
            let x = origin.x + item.origin.x, y = origin.y + item.origin.y
            let rowHeight = max(Self.swatch.height, item.label.height)
            let box = Rect(x: x, y: y + (rowHeight - Self.swatch.height) / 2, width: Self.swatch.width, height: Self.swatch.height)
            drawSwatch(item.kind, in: box, on: canvas)
            text.draw(
                item.label, at: Point(x: x + Self.swatch.width + Self.gap, y: y + (rowHeight - item.label.height) / 2), canvas: canvas,
                color: Palette.primaryText)
        }
    }

    /// A miniature of how the kind is drawn.
    private func drawSwatch(_ kind: FindingMarkKind, in box: Rect, on canvas: CairoCanvas) {
        let red = Palette.finding
        canvas.fill(box, Palette.screen)
        switch kind {
        case .clipped:
            canvas.hatch([box], red, spacing: 4, lineWidth: 1.2)
        case .overlap:
            let left = Rect(x: box.minX + 1, y: box.minY + 1, width: box.width * 0.6, height: box.height - 5)
            let right = Rect(x: box.minX + box.width * 0.4 - 1, y: box.minY + 4, width: box.width * 0.6, height: box.height - 5)
            canvas.fill(left.intersection(right) ?? left, red.withAlpha(0.5))
            canvas.stroke(left, red, width: 1)
            canvas.stroke(right, red, width: 1)
        case .truncated:
            canvas.fill(Rect(x: box.minX + 2, y: box.midY - 2, width: 6, height: 4), Palette.primaryText, radius: 1)
            canvas.fill(Rect(x: box.minX + 10, y: box.midY - 2, width: box.width - 12, height: 4), Palette.ghostText, radius: 1)
            canvas.line(Point(x: box.minX + 2, y: box.midY + 4), Point(x: box.minX + 8, y: box.midY + 4), red, width: 1.5)
        case .unreachable:
            canvas.hatch([Rect(x: box.minX, y: box.midY, width: box.width, height: box.height / 2)], red, spacing: 4, lineWidth: 1.2)
            canvas.line(Point(x: box.minX, y: box.midY), Point(x: box.maxX, y: box.midY), red, width: 2, dash: [5, 3])
        case .other:
            canvas.stroke(
                Rect(x: box.minX + 1, y: box.minY + 1, width: box.width - 2, height: box.height - 2), red, width: 1.2, dash: [4, 2])
        }
        canvas.stroke(box, Palette.separator, width: 0.5)
    }
}
