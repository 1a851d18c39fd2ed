import Audit
import DynamicType
import Findings
import LayoutEngine

/// One laid-out screen as a picture, in points: title, the device with the screen and what lies
/// beyond its edges, the findings on top, notes and a legend underneath. Laid out once, then
/// drawn on any canvas (a picture of its own, or a column of a contact sheet).
struct ScreenDrawing {
    static let margin = 20.0

    let screen: LaidOutScreen
    let marks: [FindingMark]
    /// The marks drawn: all but those of views off screen until their scroll view scrolls.
    let drawnMarks: [FindingMark]
    /// The size of the drawing in points.
    let size: Size
    /// Where the screen's top left corner lies in the drawing.
    let screenOrigin: Point

    private let text: TextPainter
    private let overlay: FindingOverlay
    private let plans: [FindingOverlay.Plan]
    private let header: [(block: TextBlock, origin: Point, color: RenderColor)]
    private let notes: [(block: TextBlock, origin: Point, color: RenderColor)]
    private let legend: (legend: Legend, origin: Point)?
    /// How far content is drawn beyond each edge of the screen.
    private let beyond: EdgeInsets

    /// Lays out the drawing of `screen` with the `findings` that hold at its size (others are
    /// ignored), under `title` and `subtitle` when given.
    init(
        screen: LaidOutScreen, findings: [Finding], title: String?, subtitle: String?, showsFindings: Bool, showsLegend: Bool,
        maximumOffscreenExtent: Double, text: TextPainter
    ) throws {
        self.screen = screen
        self.text = text
        overlay = FindingOverlay(screen: IndexedScreen(screen, setting: screen.environment.size), text: text)
        plans = showsFindings ? try overlay.plans(for: FindingOverlay.findings(findings, on: screen)) : []
        marks = plans.map(\.mark)
        drawnMarks = plans.filter { $0.scrolledAway == nil }.map(\.mark)

        let margin = Self.margin, bezel = DeviceChrome.bezelWidth
        let device = screen.device.screen
        let bounds = Self.contentBounds(screen, plans: plans)
        // Content hidden under the bezel anyway is not worth extending the picture for.
        func extent(_ value: Double) -> Double { value > bezel ? min(value, maximumOffscreenExtent) : 0 }
        beyond = EdgeInsets(
            top: extent(-(bounds?.minY ?? 0)), leading: extent(-(bounds?.minX ?? 0)),
            bottom: extent((bounds?.maxY ?? 0) - device.height), trailing: extent((bounds?.maxX ?? 0) - device.width))
        let width = margin + max(bezel, beyond.leading) + device.width + max(bezel, beyond.trailing) + margin
        let textWidth = width - 2 * margin

        var y = margin
        var header: [(TextBlock, Point, RenderColor)] = []
        if let title {
            let block = try text.block(title, pointSize: 17, weight: .semibold, width: textWidth, lineLimit: 2)
            header.append((block, Point(x: margin, y: y), Palette.primaryText))
            y += block.height + 2
        }
        if let subtitle {
            let block = try text.block(subtitle, pointSize: 13, width: textWidth, lineLimit: 2)
            header.append((block, Point(x: margin, y: y), Palette.secondaryText))
            y += block.height
        }
        if !header.isEmpty { y += 12 }
        self.header = header
        screenOrigin = Point(x: margin + max(bezel, beyond.leading), y: y + max(bezel, beyond.top))
        y = screenOrigin.y + device.height + max(bezel, beyond.bottom) + 10

        var notes: [(TextBlock, Point, RenderColor)] = []
        for (note, color) in Self.notes(beyond: beyond, bounds: bounds, device: device)
            + marks.compactMap({ $0.note }).map({ ($0, Palette.finding) }) + Self.scrolledAwayNote(plans)
        {
            let block = try text.block(note, pointSize: 12, weight: color == Palette.finding ? .semibold : .regular, width: textWidth)
            notes.append((block, Point(x: margin, y: y), color))
            y += block.height + 3
        }
        self.notes = notes
        if showsLegend, !drawnMarks.isEmpty {
            let legend = try Legend(marks: drawnMarks, width: textWidth, text: text)
            y += notes.isEmpty ? 0 : 6
            self.legend = (legend, Point(x: margin, y: y))
            y += legend.size.height
        } else {
            legend = nil
        }
        size = Size(width: width, height: (y + margin).rounded(.up))
    }

    /// Draws everything with the drawing's top left at the canvas's origin.
    func draw(on canvas: CairoCanvas) throws {
        canvas.fill(Rect(origin: .zero, size: size), Palette.canvas)
        for (block, origin, color) in header { text.draw(block, at: origin, canvas: canvas, color: color) }
        let painter = ScreenPainter(screen: screen, canvas: canvas, text: text)
        let chrome = DeviceChrome(device: screen.device, text: text)
        let device = Rect(origin: .zero, size: screen.device.screen)
        // The whole drawing, in screen coordinates.
        let whole = Rect(x: -screenOrigin.x, y: -screenOrigin.y, width: size.width, height: size.height)
        // The screen and what is drawn of the content beyond its edges.
        let visible = Rect(
            x: -beyond.leading, y: -beyond.top, width: device.width + beyond.leading + beyond.trailing,
            height: device.height + beyond.top + beyond.bottom)
        try canvas.saved {
            canvas.translate(screenOrigin.x, screenOrigin.y)
            if beyond.top + beyond.bottom + beyond.leading + beyond.trailing > 0 {
                // What the screen cuts off, faded, where it lies; the bezel then covers its first points.
                try canvas.saved {
                    canvas.clip(to: visible, excluding: device)
                    try canvas.faded(0.38) { try painter.paint(.offScreen) }
                }
            }
            chrome.drawBezel(on: canvas)
            try painter.paint(.onScreen)
            try chrome.drawSafeAreas(on: canvas)
            // Marks may cover the bezel, as the content they mark reaches under it.
            let bezel = DeviceChrome.bezelWidth
            let leading = max(bezel, beyond.leading), top = max(bezel, beyond.top)
            let marked = Rect(
                x: -leading, y: -top, width: leading + device.width + max(bezel, beyond.trailing),
                height: top + device.height + max(bezel, beyond.bottom))
            try overlay.draw(plans, on: canvas, visible: marked, foldSpan: whole.minX...whole.maxX, foldHeight: whole.minY...whole.maxY)
        }
        for (block, origin, color) in notes { text.draw(block, at: origin, canvas: canvas, color: color) }
        if let (legend, origin) = legend { legend.draw(at: origin, on: canvas, text: text) }
    }

    /// The views whose findings are not marked because their scroll view shows them only when
    /// scrolled to, in one line.
    private static func scrolledAwayNote(_ plans: [FindingOverlay.Plan]) -> [(String, RenderColor)] {
        var names: [String] = []
        for name in plans.compactMap(\.scrolledAway) where !names.contains(name) { names.append(name) }
        guard !names.isEmpty else { return [] }
        let shown = names.prefix(3).joined(separator: ", ") + (names.count > 3 ? " and \(names.count - 3) more" : "")
        return [("Not marked, off screen until scrolled to: \(shown).", Palette.annotation)]
    }

    /// Where content lies beyond the screen, in words.
    private static func notes(beyond: EdgeInsets, bounds: Rect?, device: Size) -> [(String, RenderColor)] {
        guard let bounds else { return [] }
        var notes: [(String, RenderColor)] = []
        let sides: [(Double, Double, String)] = [
            (beyond.top, -bounds.minY, "above"), (beyond.bottom, bounds.maxY - device.height, "below"),
            (beyond.leading, -bounds.minX, "left of"), (beyond.trailing, bounds.maxX - device.width, "right of"),
        ]
        for (shown, distance, side) in sides where shown > 0 {
            let cut = shown < distance - 0.5 ? " (the first \(PointText.points(shown)) drawn)" : ""
            notes.append(
                (
                    "Content reaches \(PointText.points(distance)) \(side) the screen, where nothing scrolls to it: drawn faded\(cut).",
                    Palette.annotation
                ))
        }
        return notes
    }

    /// The union of what draws, each view cut by its ancestors' clips but not by the screen, and
    /// of the regions findings mark; nil when nothing draws.
    static func contentBounds(_ screen: LaidOutScreen, plans: [FindingOverlay.Plan]) -> Rect? {
        var bounds: Rect?
        func add(_ rect: Rect) {
            guard rect.width > 0 || rect.height > 0 else { return }
            bounds =
                bounds.map {
                    Rect(
                        x: min($0.minX, rect.minX), y: min($0.minY, rect.minY), width: max($0.maxX, rect.maxX) - min($0.minX, rect.minX),
                        height: max($0.maxY, rect.maxY) - min($0.minY, rect.minY))
                } ?? rect
        }
        func visit(_ node: PlacedNode, clip: Rect?) {
            if case .hidden = node.kind { return }
            if Self.draws(node.kind) {
                if let clip { node.frame.intersection(clip).map(add) } else { add(node.frame) }
            }
            var inner = clip
            switch node.kind {
            case .clipped, .scrollView, .list:
                inner = clip.map { $0.intersection(node.frame) ?? Rect(origin: node.frame.origin, size: .zero) } ?? node.frame
            default: break
            }
            for child in node.children { visit(child, clip: inner) }
        }
        visit(screen.root, clip: nil)
        for plan in plans { (plan.hatched + plan.filled).forEach(add) }
        return bounds
    }

    /// Whether a view of this kind puts anything on the screen itself (containers and modifiers do not).
    private static func draws(_ kind: ViewKind) -> Bool {
        switch kind {
        case .text, .image, .shape, .divider, .textField, .toggle, .segmentedPicker, .opaque, .list, .tabView: true
        case .button(let style, _): style != .plain
        default: false
        }
    }
}
