import DynamicType
import Findings
import LayoutEngine

/// `horizontal-overflow`: content wider than the screen, which people would have to scroll
/// sideways to read while the screen scrolls down.
///
/// Two shapes: a text or control that reaches past the screen's left or right edge with no
/// horizontal scroll view around it (it cannot be read at all), and a text in a horizontal
/// scroll view whose lines are wider than the scroll view (it can be read only by scrolling
/// both ways). A carousel of cards that each fit is not reported.
public enum HorizontalOverflowCheck: Check {
    /// The id findings carry.
    public static let id = "horizontal-overflow"

    /// What it finds and why.
    public static var description: CheckDescription {
        CheckDescription(
            id: id, name: "Horizontal overflow",
            summary: "Content is wider than the screen and needs scrolling in two directions.",
            rationale: """
                Text that keeps its one-line width (`fixedSize()`, a horizontal scroll view, a row that cannot \
                wrap) grows sideways with the text size. Past the screen's edge it is either cut off or readable \
                only by scrolling sideways for every line, which WCAG 1.4.10 rules out for text.
                """,
            defaultSeverity: .error, criterion: .reflow,
            fix: """
                Let text wrap: remove `fixedSize()` and horizontal scroll views around sentences, and switch rows \
                to a vertical stack at accessibility sizes (`AnyLayout`, `ViewThatFits`).
                """,
            settings: [
                CheckSetting(
                    name: "horizontalOverflowMinimumPoints",
                    defaultValue: PointFormatting.points(AuditThresholds().horizontalOverflowMinimumPoints),
                    summary: "How far content must reach past the screen's side to count.")
            ],
            examples: examples.map(\.example))
    }

    /// Screens that must and must not trigger it.
    public static var examples: [ScreenExample] {
        [
            .triggering(
                """
                VStack(alignment: .leading) {
                    Text("Your order ships today").fixedSize()
                    Spacer()
                }
                .padding()
                """,
                VStack(alignment: .leading) {
                    Text("Your order ships today").fixedSize()
                    Spacer()
                }
                .padding(),
                expect: [ExpectedFinding(id, on: "Text \"Your order ships today\"", from: .accessibility4)],
                because: "the text keeps its one-line width and, from that size on, runs past the side of the screen."),
            .triggering(
                """
                ScrollView(.horizontal) {
                    Text("Free returns within 30 days of delivery")
                }
                """,
                ScrollView(.horizontal) {
                    Text("Free returns within 30 days of delivery")
                },
                expect: [ExpectedFinding(id, on: "Text \"Free returns within 30 days of delivery\"", from: .accessibility1)],
                because:
                    "in a horizontal scroll view the line never wraps; once it is wider than the screen, reading it means scrolling sideways."
            ),
            .passing(
                """
                VStack(alignment: .leading) {
                    Text("Your order ships today")
                    Spacer()
                }
                .padding()
                """,
                VStack(alignment: .leading) {
                    Text("Your order ships today")
                    Spacer()
                }
                .padding(),
                because: "the text wraps at the screen's width."),
        ]
    }

    /// Every unit past the screen's sides and every line wider than its horizontal scroll view, at each size.
    public static func observations(in series: LayoutSeries, configuration: AuditConfiguration) -> [Observation] {
        let minimum = configuration.thresholds.horizontalOverflowMinimumPoints
        var result: [Observation] = []
        for screen in series.screens {
            let width = screen.device.screen.width
            for unit in ContentUnits.of(screen) where !unit.scrollAxes.contains(.horizontal) {
                let frame = unit.node.frame
                let left = -frame.minX, right = frame.maxX - width
                guard max(left, right) > minimum else { continue }
                let side = left > right ? "left" : "right"
                let message =
                    "\(unit.displayName) is \(PointFormatting.points(frame.width)) wide and reaches "
                    + "\(PointFormatting.points(max(left, right))) past the \(side) edge of the \(PointFormatting.points(width)) screen."
                result.append(
                    Observation(
                        checkID: id, setting: screen.setting, element: unit, severity: .error, message: message,
                        measurements: [
                            MeasuredValue("contentWidth", PointFormatting.rounded(frame.width), unit: "pt"),
                            MeasuredValue("screenWidth", PointFormatting.rounded(width), unit: "pt"),
                            MeasuredValue("pointsOutside", PointFormatting.rounded(max(left, right)), unit: "pt"),
                        ]))
            }
            for text in screen.visibleTexts where text.scrollAxes.contains(.horizontal) {
                guard let measured = text.node.text,
                    let viewport = screen.ancestors(of: text).first(where: { ancestor in
                        if case .scrollView(let axes) = ancestor.node.kind { return axes.contains(.horizontal) }
                        return false
                    })?.node.frame,
                    measured.width - viewport.width > minimum
                else { continue }
                // A text an endless animation moves across (a marquee) shows itself whole without scrolling.
                let movesByItself = ([text] + screen.ancestors(of: text)).contains { $0.node.traits.movesByItself }
                let message =
                    "\(text.displayName) has lines \(PointFormatting.points(measured.width)) wide in a horizontal scroll view "
                    + "\(PointFormatting.points(viewport.width)) wide: "
                    + (movesByItself
                        ? "an animation that repeats forever moves it across, so nobody scrolls to read it; whether it can be read as it moves is not simulated."
                        : "reading it means scrolling sideways along every line.")
                result.append(
                    Observation(
                        checkID: id, setting: screen.setting, element: text, severity: movesByItself ? .note : .error, message: message,
                        measurements: [
                            MeasuredValue("contentWidth", PointFormatting.rounded(measured.width), unit: "pt"),
                            MeasuredValue("viewportWidth", PointFormatting.rounded(viewport.width), unit: "pt"),
                            MeasuredValue("pointsOutside", PointFormatting.rounded(measured.width - viewport.width), unit: "pt"),
                        ]))
            }
        }
        return result
    }
}
