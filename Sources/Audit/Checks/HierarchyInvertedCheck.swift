import DynamicType
import Findings
import LayoutEngine

/// `hierarchy-inverted`: a heading drawn smaller than the body text of its screen.
///
/// Headings are texts with `role(.heading)`; body text is `role(.body)` or un-roled text in the
/// Body style outside controls. It holds at a size where the heading is smaller than the largest
/// body text, if it was not already smaller at the default size (a small section header is a
/// design decision; one that falls behind as text grows is a cap or a fixed size).
public enum HierarchyInvertedCheck: Check {
    /// The id findings carry.
    public static let id = "hierarchy-inverted"

    /// What it finds and why.
    public static var description: CheckDescription {
        CheckDescription(
            id: id, name: "Hierarchy inverted",
            summary: "A heading is rendered smaller than the body text of its screen.",
            rationale: """
                A heading in a fixed size, or capped with `dynamicTypeSize(...)`, falls behind body text that keeps \
                growing. At large sizes the screen's structure turns upside down: the heading no longer reads \
                as one, and the relationship WCAG 1.3.1 conveys visually is lost.
                """,
            defaultSeverity: .warning, criterion: .resizeText,
            fix: "Give headings a text style (`.font(.title2)`, `.headline`) and cap them no lower than their body text.",
            settings: [
                CheckSetting(
                    name: "pointSizeTolerance", defaultValue: PointFormatting.points(AuditThresholds().pointSizeTolerance),
                    summary: "Differences smaller than this are ignored.")
            ],
            examples: examples.map(\.example))
    }

    /// Screens that must and must not trigger it.
    public static var examples: [ScreenExample] {
        [
            .triggering(
                """
                VStack(alignment: .leading) {
                    Text("Delivery").font(.system(size: 24, weight: .bold)).role(.heading)
                    Text("Your order ships today.").role(.body)
                    Spacer()
                }
                """,
                VStack(alignment: .leading) {
                    Text("Delivery").font(.system(size: 24, weight: .bold)).role(.heading)
                    Text("Your order ships today.").role(.body)
                    Spacer()
                },
                expect: [ExpectedFinding(id, on: "Text \"Delivery\"", from: .accessibility1)],
                because: "the 24 pt heading stays put while Body grows to 28 pt at accessibility1."),
            .passing(
                """
                VStack(alignment: .leading) {
                    Text("Delivery").font(.title2).bold().role(.heading)
                    Text("Your order ships today.").role(.body)
                    Spacer()
                }
                """,
                VStack(alignment: .leading) {
                    Text("Delivery").font(.title2).bold().role(.heading)
                    Text("Your order ships today.").role(.body)
                    Spacer()
                },
                because: "Title 2 grows with Body and stays larger at every size."),
        ]
    }

    /// Every heading smaller than the screen's largest body text, at each size.
    public static func observations(in series: LayoutSeries, configuration: AuditConfiguration) -> [Observation] {
        let tolerance = configuration.thresholds.pointSizeTolerance
        var result: [Observation] = []
        for screen in series.screens {
            let texts = screen.visibleTexts.filter { $0.node.text != nil && $0.node.textStyle != nil }
            let bodies = texts.filter { text in
                let role = screen.effectiveRole(of: text)
                return role == .body || (role == nil && text.controlAncestor == nil && text.node.textStyle?.font.textStyle == .body)
            }
            guard let largest = bodies.max(by: { renderedSize($0) < renderedSize($1) }) else { continue }
            for heading in texts where screen.effectiveRole(of: heading) == .heading {
                guard let headingStyle = heading.node.textStyle, let bodyStyle = largest.node.textStyle,
                    renderedSize(heading) < renderedSize(largest) - tolerance,
                    headingStyle.defaultPointSize >= bodyStyle.defaultPointSize - tolerance
                else { continue }
                let message =
                    "\(heading.displayName) (heading) is \(PointFormatting.points(renderedSize(heading))) at "
                    + "\(screen.setting.name), smaller than the body text \(largest.displayName) at \(PointFormatting.points(renderedSize(largest)))."
                result.append(
                    Observation(
                        checkID: id, setting: screen.setting, element: heading, severity: .warning,
                        message: message,
                        measurements: [
                            MeasuredValue("headingPointSize", PointFormatting.rounded(renderedSize(heading)), unit: "pt"),
                            MeasuredValue("bodyPointSize", PointFormatting.rounded(renderedSize(largest)), unit: "pt"),
                        ]))
            }
        }
        return result
    }

    /// The size the text is drawn at.
    private static func renderedSize(_ text: ScreenElement) -> Double {
        text.node.text?.pointSize ?? text.node.textStyle?.pointSize ?? 0
    }
}
