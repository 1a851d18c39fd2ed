import DynamicType
import Findings
import LayoutEngine

/// `tiny-text`: text drawn under 11 pt at some size.
///
/// Reads the size text is drawn at, after `minimumScaleFactor` shrank it. iOS's smallest style
/// (Caption 2 at xSmall) is 11 pt, so only fixed sizes and shrinking go below it. Chrome that
/// offers the Large Content Viewer (the tab bar's 10 pt labels) is exempt.
public enum TinyTextCheck: Check {
    /// The id findings carry.
    public static let id = "tiny-text"

    /// What it finds and why.
    public static var description: CheckDescription {
        let defaults = AuditThresholds()
        return CheckDescription(
            id: id, name: "Tiny text",
            summary: "Text is drawn under 11 pt at some size.",
            rationale: """
                11 pt is the smallest size iOS's own type ramp uses. Smaller text, from a fixed size or from \
                `minimumScaleFactor` shrinking a line to fit, is hard to read for many people at any setting, and \
                shrinking defeats the larger size they asked for.
                """,
            defaultSeverity: .warning, criterion: .resizeText,
            fix: "Use a text style no smaller than Caption 2, and let text wrap instead of shrinking it with `minimumScaleFactor`.",
            settings: [
                CheckSetting(
                    name: "minimumPointSize", defaultValue: PointFormatting.points(defaults.minimumPointSize),
                    summary: "The smallest size text may be drawn at.")
            ],
            examples: examples.map(\.example))
    }

    /// Screens that must and must not trigger it.
    public static var examples: [ScreenExample] {
        [
            .triggering(
                """
                VStack {
                    Text("Prices include VAT").font(.system(size: 9))
                    Spacer()
                }
                """,
                VStack {
                    Text("Prices include VAT").font(.system(size: 9))
                    Spacer()
                },
                expect: [ExpectedFinding(id, on: "Text \"Prices include VAT\"", from: .xSmall)],
                because: "a fixed 9 pt is under 11 pt at every size."),
            .passing(
                """
                VStack {
                    Text("Prices include VAT").font(.caption2)
                    Spacer()
                }
                """,
                VStack {
                    Text("Prices include VAT").font(.caption2)
                    Spacer()
                },
                because: "Caption 2 is 11 pt at its smallest."),
        ]
    }

    /// Every visible text under the minimum, at each size.
    public static func observations(in series: LayoutSeries, configuration: AuditConfiguration) -> [Observation] {
        let minimum = configuration.thresholds.minimumPointSize
        return series.screens.flatMap { screen in
            screen.visibleTexts.compactMap { text -> Observation? in
                guard let measured = text.node.text, measured.pointSize < minimum - 0.005, !isExemptChrome(text, in: screen) else {
                    return nil
                }
                let shrunk =
                    measured.scaleFactor < 1
                    ? ", shrunk by minimumScaleFactor to \(PointFormatting.text(measured.scaleFactor * 100)) %" : ""
                let message =
                    "\(text.displayName) is drawn at \(PointFormatting.points(measured.pointSize))\(shrunk) at "
                    + "\(screen.setting.name), under the \(PointFormatting.points(minimum)) minimum."
                return Observation(
                    checkID: id, setting: screen.setting, element: text, severity: .warning, message: message,
                    measurements: [
                        MeasuredValue("pointSize", PointFormatting.rounded(measured.pointSize), unit: "pt"),
                        MeasuredValue("minimumPointSize", PointFormatting.rounded(minimum), unit: "pt"),
                        MeasuredValue("scaleFactor", PointFormatting.rounded(measured.scaleFactor)),
                    ])
            }
        }
    }

    /// Chrome with the Large Content Viewer may stay small.
    private static func isExemptChrome(_ text: ScreenElement, in screen: IndexedScreen) -> Bool {
        guard screen.effectiveRole(of: text) == .chrome else { return false }
        return text.node.traits.showsLargeContentViewer || screen.ancestors(of: text).contains { $0.node.traits.showsLargeContentViewer }
    }
}
