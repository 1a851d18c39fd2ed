import DynamicType
import Findings
import LayoutEngine

/// `clipped-text`: text larger than the fixed frame or clipping container around it.
///
/// A fixed frame does not clip in SwiftUI: the text draws outside it, over its neighbours. A
/// `clipped()` view, a scroll view's cross axis and the edge of a screen that does not scroll do
/// cut it. Both lose text; the message says which. The screen's sides are left to
/// `horizontal-overflow`, and a scroll view's scrolling axis never cuts anything.
public enum ClippedTextCheck: Check {
    /// The id findings carry.
    public static let id = "clipped-text"

    /// What it finds and why.
    public static var description: CheckDescription {
        CheckDescription(
            id: id, name: "Clipped text",
            summary: "Text needs more room than a fixed frame or clipping container gives it.",
            rationale: """
                A fixed height that fits one line at the default size holds less than a line at accessibility sizes. \
                The text then draws outside the frame, over the views around it, or is cut off by a clip or the \
                edge of a screen that does not scroll. Either way people who enlarged text cannot read it. Top to \
                bottom, what counts is where its letters draw, measured from the font's glyphs: a line box taller than \
                the frame whose letters stay inside shows nothing wrong.
                """,
            defaultSeverity: .error, criterion: .resizeText,
            fix: """
                Let the container grow: replace `frame(height:)` with `frame(minHeight:)`, remove `clipped()` from \
                text containers, and put screens whose content can outgrow them in a `ScrollView`.
                """,
            settings: [
                CheckSetting(
                    name: "clippedTextMinimumPoints", defaultValue: PointFormatting.points(AuditThresholds().clippedTextMinimumPoints),
                    summary: "How far text must reach past the frame or clip to count.")
            ],
            examples: examples.map(\.example))
    }

    /// Screens that must and must not trigger it.
    public static var examples: [ScreenExample] {
        [
            .triggering(
                """
                HStack {
                    Text("Hi").offset(x: 50).frame(width: 60, height: 30)
                    Spacer()
                }
                """,
                HStack {
                    Text("Hi").offset(x: 50).frame(width: 60, height: 30)
                    Spacer()
                },
                expect: [ExpectedFinding(id, on: "Text \"Hi\"", from: .xSmall)],
                because:
                    "the text fits the frame but is placed past its right edge at every size: the message says so, not that it needs more room."
            ),
            .triggering(
                """
                VStack {
                    Text("Shipping").frame(height: 44)
                    Spacer()
                }
                """,
                VStack {
                    Text("Shipping").frame(height: 44)
                    Spacer()
                },
                expect: [ExpectedFinding(id, on: "Text \"Shipping\"", from: .accessibility4)],
                because: "from that size on, the tails of its p and g reach below the 44 pt frame and draw over what follows."),
            .passing(
                """
                VStack {
                    Text("Email").frame(height: 44)
                    Spacer()
                }
                """,
                VStack {
                    Text("Email").frame(height: 44)
                    Spacer()
                },
                because:
                    "its line of Body is taller than 44 pt from accessibility3 on, but only the empty top and bottom of the line reach outside: its letters, none of which descends, fit at every size."
            ),
            .triggering(
                """
                VStack {
                    Text("Order number 4471").fixedSize().frame(width: 120).clipped()
                    Spacer()
                }
                """,
                VStack {
                    Text("Order number 4471").fixedSize().frame(width: 120).clipped()
                    Spacer()
                },
                expect: [ExpectedFinding(id, on: "Text \"Order number 4471\"", from: .xSmall)],
                because: "the text keeps its one-line width and `clipped()` cuts what does not fit in 120 pt."),
            .passing(
                """
                VStack {
                    Text("Email").frame(minHeight: 44)
                    Spacer()
                }
                """,
                VStack {
                    Text("Email").frame(minHeight: 44)
                    Spacer()
                },
                because: "44 pt is a minimum: the frame grows with its text."),
            .passing(
                """
                ScrollView {
                    Text("Your order ships today and arrives on Monday between 9 and 12 at the address you gave.")
                        .font(.largeTitle)
                }
                """,
                ScrollView {
                    Text("Your order ships today and arrives on Monday between 9 and 12 at the address you gave.")
                        .font(.largeTitle)
                },
                because: "text taller than the screen scrolls; a scroll view never cuts along its scrolling axis."),
        ]
    }

    /// Every visible text reaching past a boundary by more than the threshold, at each size.
    public static func observations(in series: LayoutSeries, configuration: AuditConfiguration) -> [Observation] {
        let minimum = configuration.thresholds.clippedTextMinimumPoints
        return series.screens.flatMap { screen in
            screen.visibleTexts.compactMap { observe($0, in: screen, minimum: minimum) }
        }
    }

    /// A region text must stay inside, on some axes.
    private struct Boundary {
        var rect: Rect
        var axes: Axes
        /// How the message names it.
        var name: String
        /// Whether what lies outside still shows (a fixed frame) or is cut (a clip, the screen).
        var drawsOutside: Bool
        /// Where the frame or clip is written, when the screen came from source: the cause to fix.
        var location: FileLocation? = nil
        /// Whether it is the bottom of a screen that does not scroll.
        var isScreen: Bool = false
    }

    private static func observe(_ text: ScreenElement, in screen: IndexedScreen, minimum: Double) -> Observation? {
        let frame = text.node.frame
        // Top to bottom, what can be cut or drawn over the neighbours is the letters' ink, not the
        // empty top and bottom of the line box: a word without descenders fits a frame its line does not.
        let ink = text.node.inkFrame
        var worst: (boundary: Boundary, axis: Axis, start: Double, end: Double)?
        for boundary in boundaries(of: text, in: screen) {
            for axis in [Axis.vertical, .horizontal] where boundary.axes.contains(axis) {
                let start = axis == .vertical ? boundary.rect.minY - ink.minY : boundary.rect.minX - frame.minX
                let end = axis == .vertical ? ink.maxY - boundary.rect.maxY : frame.maxX - boundary.rect.maxX
                if max(start, end) > max(worst.map { max($0.start, $0.end) } ?? 0, minimum) {
                    worst = (boundary, axis, max(start, 0), max(end, 0))
                }
            }
        }
        guard let (boundary, axis, start, end) = worst, let measured = text.node.text else { return nil }
        let outside = start + end
        let hiddenLines =
            axis == .vertical
            ? measured.lines.filter { line in
                let top = frame.minY + line.top, bottom = top + line.height
                let shown = min(bottom, boundary.rect.maxY) - max(top, boundary.rect.minY)
                return shown < line.height / 2
            }.count : 0
        let dimension = axis == .vertical ? "height" : "width"
        let lines = measured.lines.count
        let linesText = hiddenLines > 0 ? " (\(hiddenLines) of \(Wording.counted(lines, "line")))" : ""
        let message: String
        let side = axis == .vertical ? (start >= end ? "top" : "bottom") : (start >= end ? "left" : "right")
        if boundary.drawsOutside && frame.size[axis] <= boundary.rect.size[axis] {
            // It would fit: it is placed outside (an offset, an alignment), not too big.
            let extent = axis == .vertical ? "tall" : "wide"
            message =
                "\(text.displayName) fits in \(boundary.name) (\(PointFormatting.points(frame.size[axis])) \(extent) of "
                + "\(PointFormatting.points(boundary.rect.size[axis]))) but is placed \(PointFormatting.points(outside)) past its "
                + "\(side) edge, over its neighbours\(linesText)."
        } else if boundary.drawsOutside {
            let drawn =
                axis == .horizontal
                ? "\(PointFormatting.points(outside)) of it draws outside"
                : start > 0 && end > 0
                    ? "its letters reach \(PointFormatting.points(start)) past the top edge and \(PointFormatting.points(end)) past the bottom"
                    : "its letters reach \(PointFormatting.points(outside)) past the \(side) edge"
            message =
                "\(text.displayName) needs \(PointFormatting.points(frame.size[axis])) of \(dimension) but \(boundary.name) gives "
                + "\(PointFormatting.points(boundary.rect.size[axis])): \(drawn), over its neighbours\(linesText)."
        } else {
            message =
                "\(text.displayName) is cut by \(boundary.name): \(PointFormatting.points(outside)) past its \(side) edge is hidden\(linesText)."
        }
        var observation = Observation(
            checkID: id, setting: screen.setting, element: text, severity: .error, message: message,
            measurements: [
                MeasuredValue(axis == .vertical ? "textHeight" : "textWidth", PointFormatting.rounded(frame.size[axis]), unit: "pt"),
                MeasuredValue(
                    axis == .vertical ? "availableHeight" : "availableWidth", PointFormatting.rounded(boundary.rect.size[axis]), unit: "pt"),
                MeasuredValue("pointsOutside", PointFormatting.rounded(outside), unit: "pt"),
                MeasuredValue("hiddenLines", Double(hiddenLines), unit: "lines"),
                MeasuredValue("lines", Double(lines), unit: "lines"),
            ])
        if let cause = boundary.location { observation.sourceLocation = cause }
        if boundary.isScreen { observation.measurements.append(MeasuredValue("screenEdge", 1)) }
        return observation
    }

    /// The frames and clips around `text`, nearest first, each on the axes along which nothing
    /// between it and the text scrolls.
    private static func boundaries(of text: ScreenElement, in screen: IndexedScreen) -> [Boundary] {
        var result: [Boundary] = []
        var scrolled: Axes = []
        for ancestor in screen.ancestors(of: text) {
            let free = Axes.both.subtracting(scrolled)
            switch ancestor.node.kind {
            case .frame, .scaledFrame, .flexibleFrame:
                let axes = ancestor.node.kind.boundedAxes.intersection(free)
                if !axes.isEmpty {
                    let name = if case .flexibleFrame = ancestor.node.kind { "its maximum frame" } else { "its fixed frame" }
                    result.append(
                        Boundary(
                            rect: ancestor.node.frame, axes: axes, name: name, drawsOutside: true,
                            location: ancestor.node.traits.sourceLocation))
                }
            case .clipped:
                if !free.isEmpty {
                    result.append(
                        Boundary(
                            rect: ancestor.node.frame, axes: free, name: "clipped()", drawsOutside: false,
                            location: ancestor.node.traits.sourceLocation))
                }
            case .scrollView(let axes):
                let across = free.subtracting(axes)
                if !across.isEmpty {
                    result.append(Boundary(rect: ancestor.node.frame, axes: across, name: "its scroll view", drawsOutside: false))
                }
                scrolled.formUnion(axes)
            case .list:
                let across = free.subtracting(.vertical)
                if !across.isEmpty {
                    result.append(Boundary(rect: ancestor.node.frame, axes: across, name: "its list", drawsOutside: false))
                }
                scrolled.formUnion(.vertical)
            default:
                break
            }
        }
        if !scrolled.contains(.vertical) {
            result.append(
                Boundary(
                    rect: Rect(origin: .zero, size: screen.device.screen), axes: .vertical,
                    name: "the screen, which does not scroll", drawsOutside: false, isScreen: true))
        }
        return result
    }
}
