import Audit
import Findings
import LayoutEngine
import TextMeasurement
import Typesetting

/// Draws findings on top of a screen: clipped regions and hidden lines hatched in red,
/// overlapping views outlined with their shared area filled, the fold of a screen that does not
/// scroll with the action beyond it, truncated text with its ellipsis underlined and its hidden
/// part ghosted after it. Findings are matched to placed views by `element.path`.
///
/// Geometry comes from the layout at this size, not from a finding's numbers (which describe the
/// first size at which it holds): the picture shows this size.
struct FindingOverlay {
    /// What one finding draws, in screen points.
    struct Plan {
        var mark: FindingMark
        var hatched: [Rect] = []
        var filled: [Rect] = []
        var outlined: [Rect] = []
        var dashed: [Rect] = []
        var underlines: [(Point, Point, Double)] = []
        /// Horizontal fold lines at these y positions, vertical ones at these x positions.
        var horizontalFolds: [Double] = []
        var verticalFolds: [Double] = []
        var ghost: (block: TextBlock, origin: Point)?
        /// The scroll views around the view: strokes and ghost text are cut to it.
        var viewport: ScrollViewport?
        /// The view's name when all it marks is off screen until its scroll view scrolls: nothing is drawn.
        var scrolledAway: String?

        /// The plan cut to `viewport`: regions scrolled away are dropped; a mark left with none
        /// draws nothing and names its view in `scrolledAway`.
        func cut(to viewport: ScrollViewport, name: String) -> Plan {
            var plan = self
            plan.viewport = viewport
            plan.hatched = hatched.compactMap(viewport.cut)
            plan.filled = filled.compactMap(viewport.cut)
            plan.mark.regions = mark.regions.compactMap(viewport.cut)
            if plan.mark.regions.isEmpty, !mark.regions.isEmpty {
                plan.outlined = []
                plan.dashed = []
                plan.underlines = []
                plan.ghost = nil
                plan.mark.note = nil
                plan.scrolledAway = name
            }
            return plan
        }
    }

    let screen: IndexedScreen
    let text: TextPainter

    private var laidOut: LaidOutScreen { screen.screen }
    private var screenRect: Rect { Rect(origin: .zero, size: screen.device.screen) }

    /// The findings of this screen's size (an iOS category or an Android font scale), device and direction, in report order: marks overlap,
    /// and the same findings in any order must draw the same pixels.
    static func findings(_ findings: [Finding], on screen: LaidOutScreen) -> [Finding] {
        let size = screen.environment.size, device = screen.device.name, direction = screen.environment.layoutDirection
        return findings.filter { finding in
            guard let context = finding.context else { return false }
            return context.sizes.contains(size) && context.device == device && context.layoutDirection == direction
        }.sortedForReport()
    }

    /// What each finding draws; findings whose view is not placed at this size draw nothing.
    func plans(for findings: [Finding]) throws -> [Plan] {
        try findings.compactMap { finding in
            guard let element = screen.element(atPath: finding.element.path) else { return nil }
            var plan: Plan
            switch FindingMarkKind.forCheck(finding.checkID) {
            case .clipped: plan = clipped(finding, element)
            case .overlap: plan = overlap(finding, element)
            case .truncated: plan = try truncated(finding, element)
            case .unreachable: plan = unreachable(finding, element)
            case .other: plan = other(finding, element)
            }
            if plan.mark.regions.isEmpty { plan = other(finding, element) }
            if let viewport = ScrollViewport(of: element, in: screen) { plan = plan.cut(to: viewport, name: element.displayName) }
            return plan
        }
    }

    /// Draws `plans`, the ghost text first so that red marks stay on top of it. Marks are cut to
    /// `visible` (the screen and the off-screen content drawn beside it), never over the notes
    /// under the device, and to their scroll views (`ScrollViewport`). Fold lines run on into the
    /// margins, where they are named.
    func draw(
        _ plans: [Plan], on canvas: CairoCanvas, visible: Rect, foldSpan: ClosedRange<Double>, foldHeight: ClosedRange<Double>
    ) throws {
        let red = Palette.finding
        canvas.saved {
            canvas.clip(to: visible)
            for plan in plans {
                guard let (block, origin) = plan.ghost else { continue }
                canvas.saved {
                    // Hidden text runs on past the line, as far as the screen's edge, through empty
                    // space only: over other views it would hide what they show.
                    let across = Rect(x: 0, y: visible.minY, width: screenRect.width, height: visible.height)
                    canvas.clip(to: plan.viewport?.limiting(across) ?? across)
                    canvas.masked(by: occupied(besides: plan.mark.finding.element.path)) {
                        text.draw(block, at: origin, canvas: canvas, color: Palette.ghostText)
                    }
                }
            }
            canvas.hatch(plans.flatMap(\.hatched), red)
            canvas.fillUnion(plans.flatMap(\.filled), red.withAlpha(0.5))
            for plan in plans {
                canvas.saved {
                    if let viewport = plan.viewport { canvas.clip(to: viewport.limiting(visible)) }
                    for rect in plan.outlined { canvas.stroke(rect, red, width: 1.5) }
                    for rect in plan.dashed { canvas.stroke(rect, red, width: 1.5, dash: [5, 3]) }
                    for (start, end, width) in plan.underlines { canvas.line(start, end, red, width: width) }
                }
            }
        }
        for plan in plans {
            for y in plan.horizontalFolds {
                canvas.line(Point(x: foldSpan.lowerBound, y: y), Point(x: foldSpan.upperBound, y: y), red, width: 2.5, dash: [10, 5])
                // Named in the margin left of the device, where it covers nothing.
                let tag = try text.block("fold", pointSize: 10, weight: .bold)
                text.draw(tag, at: Point(x: foldSpan.lowerBound + 3, y: y - tag.height - 1.5), canvas: canvas, color: red)
            }
            for x in plan.verticalFolds {
                canvas.line(Point(x: x, y: foldHeight.lowerBound), Point(x: x, y: foldHeight.upperBound), red, width: 2.5, dash: [10, 5])
            }
        }
    }

    // MARK: - Kinds

    /// The parts of the text beyond each frame or clip around it (top to bottom, the parts of its
    /// letters, as the check measures), and its lines more than half hidden.
    private func clipped(_ finding: Finding, _ element: ScreenElement) -> Plan {
        let frame = element.node.frame, ink = element.node.inkFrame
        var regions: [Rect] = []
        for (bound, axes) in boundaries(of: element) {
            if axes.contains(.vertical) {
                regions += strip(ink, from: ink.minY, to: bound.minY, vertical: true)
                regions += strip(ink, from: bound.maxY, to: ink.maxY, vertical: true)
                for line in element.node.text?.lines ?? [] {
                    let top = frame.minY + line.top, bottom = top + line.height
                    if min(bottom, bound.maxY) - max(top, bound.minY) < line.height / 2 {
                        regions.append(Rect(x: frame.minX, y: top, width: frame.width, height: line.height))
                    }
                }
            }
            if axes.contains(.horizontal) {
                regions += strip(frame, from: frame.minX, to: bound.minX, vertical: false)
                regions += strip(frame, from: bound.maxX, to: frame.maxX, vertical: false)
            }
        }
        var plan = Plan(mark: FindingMark(finding: finding, kind: .clipped, regions: regions))
        plan.hatched = regions
        return plan
    }

    /// Both views outlined where they show (a text's letters, not its line box), the area they share filled.
    private func overlap(_ finding: Finding, _ element: ScreenElement) -> Plan {
        func shown(_ node: PlacedNode) -> Rect { node.clip.flatMap { node.inkFrame.intersection($0) } ?? node.inkFrame }
        let top = shown(element.node)
        let bottom = finding.relatedElement.flatMap { screen.element(atPath: $0.path) }.map { shown($0.node) }
        let shared = bottom.flatMap { top.intersection($0) }
        var plan = Plan(mark: FindingMark(finding: finding, kind: .overlap, regions: shared.map { [$0] } ?? []))
        plan.outlined = [top] + (bottom.map { [$0] } ?? [])
        plan.filled = shared.map { [$0] } ?? []
        return plan
    }

    /// The ellipsis underlined (or the cut end of a line truncated with no ellipsis), and the
    /// hidden text in grey after the last line (before it, for head truncation).
    private func truncated(_ finding: Finding, _ element: ScreenElement) throws -> Plan {
        let node = element.node
        guard let measured = node.text, let truncation = measured.truncation, let lastLine = measured.lines.last,
            let glyphs = try text.glyphs(of: node, on: laidOut)?.last
        else {
            return Plan(mark: FindingMark(finding: finding, kind: .truncated, regions: []))
        }
        let rightToLeft = laidOut.environment.layoutDirection == .rightToLeft
        let start = TextPainter.lineStart(glyphs, in: node.frame, rightToLeft: rightToLeft)
        let baseline = node.frame.minY + lastLine.baseline
        let size = measured.pointSize
        let mark = Self.ellipsisSpan(in: glyphs, mode: truncation.mode) ?? (max(glyphs.width - size * 0.6, 0), glyphs.width)
        let underlineY = baseline + size * 0.2
        var plan = Plan(
            mark: FindingMark(
                finding: finding, kind: .truncated,
                regions: [
                    Rect(x: start + mark.0, y: node.frame.minY + lastLine.top, width: mark.1 - mark.0, height: lastLine.height)
                ]))
        plan.underlines = [(Point(x: start + mark.0, y: underlineY), Point(x: start + mark.1, y: underlineY), max(1.5, size / 14))]
        let hidden = truncation.hiddenText.split(whereSeparator: \.isNewline).joined(separator: " ")
        if !hidden.isEmpty, var request = text.request(of: node, on: laidOut) {
            request.text = String(hidden.prefix(200))
            request.lineLimit = 1
            let block = try text.block(request)
            let gap = size * 0.12
            let x = truncation.mode == .head ? start - gap - block.width : start + glyphs.width + gap
            plan.ghost = (block, Point(x: x, y: baseline - (block.measured.lines.first?.baseline ?? 0)))
        }
        return plan
    }

    /// Where the ellipsis is drawn on a line, as x offsets from the line's start.
    static func ellipsisSpan(in line: LineGlyphs, mode: TruncationMode) -> (Double, Double)? {
        let units = Array(line.text.utf16)
        let ellipsis: UInt16 = 0x2026
        guard let offset = mode == .head ? units.firstIndex(of: ellipsis) : units.lastIndex(of: ellipsis) else { return nil }
        for run in line.runs {
            guard let index = run.clusters.firstIndex(of: offset) else { continue }
            let x0 = run.positions[index].x
            let later = run.positions.indices.filter { run.clusters[$0] != offset && run.positions[$0].x > x0 }.map { run.positions[$0].x }
            let x1 = later.min() ?? (run.x + run.width - run.tracking)
            return (x0, max(x1, x0 + 1))
        }
        return nil
    }

    /// The fold (the safe area's edge the action lies beyond), the part beyond it hatched, the
    /// action outlined, and how far beyond it reaches.
    private func unreachable(_ finding: Finding, _ element: ScreenElement) -> Plan {
        let frame = element.node.frame
        let safe = screen.device.safeRect
        var sides: [(name: String, distance: Double, region: Rect?, fold: (horizontal: Bool, at: Double))] = []
        if !element.scrollAxes.contains(.vertical) {
            sides.append(
                ("above", safe.minY - frame.minY, strip(frame, from: frame.minY, to: safe.minY, vertical: true).first, (true, safe.minY)))
            sides.append(
                ("below", frame.maxY - safe.maxY, strip(frame, from: safe.maxY, to: frame.maxY, vertical: true).first, (true, safe.maxY)))
        }
        if !element.scrollAxes.contains(.horizontal) {
            sides.append(
                (
                    "left of", safe.minX - frame.minX, strip(frame, from: frame.minX, to: safe.minX, vertical: false).first,
                    (false, safe.minX)
                ))
            sides.append(
                (
                    "right of", frame.maxX - safe.maxX, strip(frame, from: safe.maxX, to: frame.maxX, vertical: false).first,
                    (false, safe.maxX)
                ))
        }
        guard let side = sides.max(by: { $0.distance < $1.distance }), side.distance > 0, let region = side.region else {
            return Plan(mark: FindingMark(finding: finding, kind: .unreachable, regions: []))
        }
        let name = element.displayName
        let note =
            side.name == "below" || side.name == "above"
            ? "\(name): \(PointText.points(side.distance)) \(side.name) the fold"
            : "\(name): \(PointText.points(side.distance)) \(side.name) the safe area"
        var plan = Plan(mark: FindingMark(finding: finding, kind: .unreachable, regions: [region], note: note))
        plan.hatched = [region]
        plan.dashed = [frame]
        if side.fold.horizontal { plan.horizontalFolds = [side.fold.at] } else { plan.verticalFolds = [side.fold.at] }
        return plan
    }

    /// A dashed outline around the view where it shows.
    private func other(_ finding: Finding, _ element: ScreenElement) -> Plan {
        let frame = element.node.visibleFrame ?? element.node.frame
        var plan = Plan(mark: FindingMark(finding: finding, kind: .other, regions: [frame]))
        plan.dashed = [frame]
        return plan
    }

    // MARK: - Geometry

    /// Where views other than the one at `path` show something: texts, controls and images (a
    /// toggle only where its switch is; its label is a text of its own).
    private func occupied(besides path: String) -> [Rect] {
        screen.elements.compactMap { element -> Rect? in
            guard !element.isHidden, element.path != path else { return nil }
            let frame = element.node.visibleFrame ?? element.node.frame
            switch element.node.kind {
            case .text, .textField, .image, .segmentedPicker, .opaque: return frame
            case .button(let style, _): return style == .plain ? nil : frame
            case .toggle:
                let rightToLeft = laidOut.environment.layoutDirection == .rightToLeft
                return Rect(x: rightToLeft ? frame.minX : frame.maxX - 51, y: frame.midY - 15.5, width: 51, height: 31)
            default: return nil
            }
        }
    }

    /// The part of `frame` between `from` and `to` along one axis (y when `vertical`), if any.
    private func strip(_ frame: Rect, from: Double, to: Double, vertical: Bool) -> [Rect] {
        let low = max(from, vertical ? frame.minY : frame.minX), high = min(to, vertical ? frame.maxY : frame.maxX)
        guard high - low > 0.25 else { return [] }
        return vertical
            ? [Rect(x: frame.minX, y: low, width: frame.width, height: high - low)]
            : [Rect(x: low, y: frame.minY, width: high - low, height: frame.height)]
    }

    /// The frames and clips around `element` and the axes on which each bounds it, as the
    /// clipped-text and horizontal-overflow checks see them: fixed and maximum frames, clips,
    /// scroll views and lists across their scrolling axis, and the screen where nothing scrolls.
    private func boundaries(of element: ScreenElement) -> [(Rect, Axes)] {
        var result: [(Rect, Axes)] = []
        var scrolled: Axes = []
        for ancestor in screen.ancestors(of: element) {
            let free = Axes.both.subtracting(scrolled)
            let frame = ancestor.node.frame
            switch ancestor.node.kind {
            case .frame, .scaledFrame, .flexibleFrame:
                result.append((frame, ancestor.node.kind.boundedAxes.intersection(free)))
            case .clipped:
                result.append((frame, free))
            case .scrollView(let axes):
                result.append((frame, free.subtracting(axes)))
                scrolled.formUnion(axes)
            case .list:
                result.append((frame, free.subtracting(.vertical)))
                scrolled.formUnion(.vertical)
            default:
                break
            }
        }
        // The screen's edges cut whatever does not scroll (its sides too: what lies past them is lost).
        result.append((screenRect, Axes.both.subtracting(scrolled)))
        return result.filter { !$0.1.isEmpty }
    }
}
