import Audit
import LayoutEngine

/// What of a view's scroll views is on screen before anyone scrolls: along each axis some
/// ancestor scrolls, the span its frames share; unbounded along an axis nothing scrolls.
///
/// A picture shows the first screenful. A finding on a row further down a list is true, and
/// scrolling reaches it, but its mark drawn where the row lies would land outside the list, on
/// whatever the picture shows there; cutting marks to the viewport keeps them on their view.
/// A scroll view still clips across its scrolling axis: what it cuts there is lost, not
/// scrolled to, so marks there stay.
struct ScrollViewport: Equatable {
    /// The x span on screen, or nil when nothing around the view scrolls sideways.
    var horizontal: ClosedRange<Double>?
    /// The y span on screen, or nil when nothing around the view scrolls vertically.
    var vertical: ClosedRange<Double>?

    /// The viewport of `element`'s scroll views and lists, or nil when none encloses it.
    init?(of element: ScreenElement, in screen: IndexedScreen) {
        guard element.scrollingAncestor != nil else { return nil }
        for ancestor in screen.ancestors(of: element) {
            let frame = ancestor.node.frame
            switch ancestor.node.kind {
            case .scrollView(let axes):
                if axes.contains(.horizontal) { horizontal = Self.narrowed(horizontal, frame.minX...frame.maxX) }
                if axes.contains(.vertical) { vertical = Self.narrowed(vertical, frame.minY...frame.maxY) }
            case .list:
                vertical = Self.narrowed(vertical, frame.minY...frame.maxY)
            default:
                break
            }
        }
        if horizontal == nil, vertical == nil { return nil }
    }

    /// The part of `rect` on screen, nil when it is all scrolled away.
    func cut(_ rect: Rect) -> Rect? {
        rect.intersection(limiting(rect))
    }

    /// `area` limited to the viewport along the axes that scroll.
    func limiting(_ area: Rect) -> Rect {
        let x = horizontal.map { $0.clamped(to: area.minX...max(area.minX, area.maxX)) } ?? area.minX...area.maxX
        let y = vertical.map { $0.clamped(to: area.minY...max(area.minY, area.maxY)) } ?? area.minY...area.maxY
        return Rect(x: x.lowerBound, y: y.lowerBound, width: x.upperBound - x.lowerBound, height: y.upperBound - y.lowerBound)
    }

    /// `span` within `outer` (nested scroll views); an empty span where they do not meet.
    private static func narrowed(_ outer: ClosedRange<Double>?, _ span: ClosedRange<Double>) -> ClosedRange<Double> {
        guard let outer else { return span }
        return span.clamped(to: outer)
    }
}
