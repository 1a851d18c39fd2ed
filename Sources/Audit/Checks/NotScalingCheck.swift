import DynamicType
import Findings
import LayoutEngine

/// `not-scaling` and `missing-large-content-viewer`: text that stops growing while the setting
/// grows.
///
/// At each size above the default, a text must be at least as large as its style would make it
/// there, up to `requiredGrowth` (200 %) of its default size: a style that grows less than that
/// (Large Title) is held only to its own growth, and a fixed size is held to Body's. So a fixed
/// `.system(size: 17)` fails from the first larger size, and Body capped at `xxxLarge` fails from
/// `accessibility1`, where it should be 28 pt but stays 23. Chrome that must stay fixed (tab bar
/// labels, segmented controls, `role(.chrome)`) is exempt, but then needs the Large Content
/// Viewer at accessibility sizes, or `missing-large-content-viewer` is reported instead.
public enum NotScalingCheck: Check {
    /// The id of text that stops growing.
    public static let id = "not-scaling"
    /// The id of fixed chrome without the Large Content Viewer.
    public static let largeContentViewerID = "missing-large-content-viewer"

    /// What it finds and why.
    public static var description: CheckDescription {
        let defaults = AuditThresholds()
        return CheckDescription(
            id: id, name: "Text not scaling",
            summary: "Text keeps its size while the text size setting grows (a fixed size, or a cap below 200 %).",
            rationale: """
                People set a larger text size because they cannot read the default. Text in a fixed point size, \
                or capped with `dynamicTypeSize(...)` before it reaches twice its default size, stays as small \
                as before while its neighbours grow. WCAG 1.4.4 asks for 200 %; large text (titles) is held to \
                its own style's growth and reported as a warning.
                """,
            defaultSeverity: .error, criterion: .resizeText,
            fix: """
                Use text styles (`.font(.body)`) or `Font.custom(_:size:relativeTo:)` instead of fixed sizes, and \
                do not cap body text below `accessibility3` (Body at 200 % is 34 pt). Chrome that truly cannot \
                grow must offer the Large Content Viewer.
                """,
            settings: [
                CheckSetting(
                    name: "requiredGrowth", defaultValue: "\(PointFormatting.text(defaults.requiredGrowth * 100)) %",
                    summary: "The growth over the default size text must reach when its style grows that much."),
                CheckSetting(
                    name: "largeTextPointSize", defaultValue: PointFormatting.points(defaults.largeTextPointSize),
                    summary: "Text this large at the default size is reported as a warning."),
                CheckSetting(
                    name: "pointSizeTolerance", defaultValue: PointFormatting.points(defaults.pointSizeTolerance),
                    summary: "Shortfalls smaller than this are ignored."),
            ],
            examples: examples.filter { $0.example.expectedFindings.allSatisfy { $0.checkID == id } }.map(\.example),
            relatedChecks: [
                CheckDescription(
                    id: largeContentViewerID, name: "Missing Large Content Viewer",
                    summary: "Fixed-size chrome (tab bar labels, segmented controls) does not offer the Large Content Viewer.",
                    rationale: """
                        Some chrome keeps its size by design, because growing would break the bar it sits in. \
                        iOS makes up for it with the Large Content Viewer: at accessibility sizes, a long press \
                        shows the label large in the middle of the screen. Without it the label stays unreadable.
                        """,
                    defaultSeverity: .error, criterion: .resizeText,
                    fix:
                        "Add `.accessibilityShowsLargeContentViewer()` (UIKit: `showsLargeContentViewer = true` and a `largeContentTitle`).",
                    examples: examples.filter { $0.example.expectedFindings.contains { $0.checkID == largeContentViewerID } }.map(\.example)
                )
            ])
    }

    /// Screens that must and must not trigger it.
    public static var examples: [ScreenExample] {
        [
            .triggering(
                """
                VStack {
                    Text("Order total").font(.system(size: 17))
                    Spacer()
                }
                """,
                VStack {
                    Text("Order total").font(.system(size: 17))
                    Spacer()
                },
                expect: [ExpectedFinding(id, on: "Text \"Order total\"", from: .xLarge)],
                because: "a fixed 17 pt never grows; Body would be 19 pt at xLarge."),
            .triggering(
                """
                VStack {
                    Text("Order total").font(.body).dynamicTypeSize(...ContentSizeCategory.xxxLarge)
                    Spacer()
                }
                """,
                VStack {
                    Text("Order total").font(.body).dynamicTypeSize(...ContentSizeCategory.xxxLarge)
                    Spacer()
                },
                expect: [ExpectedFinding(id, on: "Text \"Order total\"", from: .accessibility1)],
                because: "capped at xxxLarge, Body stops at 23 pt (135 %) while it should reach 28 pt at accessibility1."),
            .triggering(
                """
                VStack {
                    Spacer()
                    Text("Home").font(.system(size: 10)).role(.chrome)
                }
                """,
                VStack {
                    Spacer()
                    Text("Home").font(.system(size: 10)).role(.chrome)
                },
                expect: [ExpectedFinding(largeContentViewerID, on: "Text \"Home\"", from: .accessibility1)],
                because: "chrome may stay 10 pt, but then must offer the Large Content Viewer at accessibility sizes."),
            .triggering(
                """
                VStack {
                    Picker(segments: ["7d", "30d"])
                    Spacer()
                }
                """,
                VStack {
                    Picker(segments: ["7d", "30d"])
                    Spacer()
                },
                expect: [ExpectedFinding(largeContentViewerID, on: "Picker", from: .accessibility1)],
                because:
                    "a system segmented control keeps 13 pt labels; whether iOS offers the Large Content Viewer for it is not in the code, so this is a warning to check on a device, once for the control."
            ),
            .passing(
                """
                VStack {
                    Text("Order total").font(.body).dynamicTypeSize(...ContentSizeCategory.accessibility3)
                    Spacer()
                    Text("Home").font(.system(size: 10)).role(.chrome).accessibilityShowsLargeContentViewer()
                }
                """,
                VStack {
                    Text("Order total").font(.body).dynamicTypeSize(...ContentSizeCategory.accessibility3)
                    Spacer()
                    Text("Home").font(.system(size: 10)).role(.chrome).accessibilityShowsLargeContentViewer()
                },
                because: "Body capped at accessibility3 still reaches 40 pt (235 %), and the fixed chrome offers the Large Content Viewer."),
        ]
    }

    /// Every text below its required size at each size above the default.
    public static func observations(in series: LayoutSeries, configuration: AuditConfiguration) -> [Observation] {
        let thresholds = configuration.thresholds
        var result: [Observation] = []
        for screen in series.screens where screen.setting > series.defaultSetting {
            var reportedControls: Set<Int> = []
            for text in screen.visibleTexts {
                guard let style = text.node.textStyle, style.defaultPointSize > 0 else { continue }
                let natural = FontGrowth.uncappedPointSize(of: style.font, at: screen.setting)
                let required = min(natural, style.defaultPointSize * thresholds.requiredGrowth)
                guard style.pointSize < required - thresholds.pointSizeTolerance else { continue }
                let growth = style.pointSize / style.defaultPointSize * 100
                let measurements = [
                    MeasuredValue("pointSize", PointFormatting.rounded(style.pointSize), unit: "pt"),
                    MeasuredValue("defaultPointSize", PointFormatting.rounded(style.defaultPointSize), unit: "pt"),
                    MeasuredValue("expectedPointSize", PointFormatting.rounded(required), unit: "pt"),
                    MeasuredValue("growth", PointFormatting.rounded(growth), unit: "%"),
                ]
                let how = style.font.scalesWithDynamicType ? "is capped" : "has a fixed size (\(FontGrowth.spelling(of: style.font)))"
                if screen.effectiveRole(of: text) == .chrome {
                    guard screen.setting.isAccessibilitySize, !showsLargeContentViewer(text, in: screen) else { continue }
                    // A system segmented control draws its own segments: whether iOS shows them in the
                    // Large Content Viewer by itself is not something the code says. One cause, one
                    // finding: the control, once, at the line that makes it.
                    if let control = systemSegmentedControl(around: text, in: screen) {
                        guard reportedControls.insert(control.index).inserted else { continue }
                        let message =
                            "The segmented control (\(segmentLabels(of: control))) keeps its labels fixed at \(PointFormatting.points(style.pointSize)); "
                            + "the code does not offer the Large Content Viewer, and whether iOS offers it for the control by itself is not known "
                            + "to Reflow: check on a device at \(screen.setting.name)."
                        result.append(
                            Observation(
                                checkID: largeContentViewerID, setting: screen.setting, element: control, severity: .warning,
                                message: message, measurements: measurements))
                        continue
                    }
                    let message =
                        "\(text.displayName) is fixed chrome at \(PointFormatting.points(style.pointSize)) and does not offer "
                        + "the Large Content Viewer, so nothing shows it larger at \(screen.setting.name)."
                    result.append(
                        Observation(
                            checkID: largeContentViewerID, setting: screen.setting, element: text, severity: .error,
                            message: message, measurements: measurements))
                    continue
                }
                let message =
                    "\(text.displayName) \(how) and stays at \(PointFormatting.points(style.pointSize)) "
                    + "(\(PointFormatting.text(growth)) % of its default \(PointFormatting.points(style.defaultPointSize))) at "
                    + "\(screen.setting.name), where it should be at least \(PointFormatting.points(required))."
                let severity: Severity = style.defaultPointSize >= thresholds.largeTextPointSize ? .warning : .error
                result.append(
                    Observation(
                        checkID: id, setting: screen.setting, element: text, severity: severity,
                        message: message, measurements: measurements))
            }
        }
        return result
    }

    /// The system segmented control (`Picker` with `.segmented`) whose segment the text labels, if any.
    private static func systemSegmentedControl(around text: ScreenElement, in screen: IndexedScreen) -> ScreenElement? {
        screen.ancestors(of: text).first { if case .segmentedPicker = $0.node.kind { true } else { false } }
    }

    /// A segmented control's labels, quoted: `"7d", "30d"`.
    private static func segmentLabels(of control: ScreenElement) -> String {
        guard case .segmentedPicker(let segments, _) = control.node.kind else { return "" }
        return segments.map { "\"\($0)\"" }.joined(separator: ", ")
    }

    /// Whether the text or a view around it offers the Large Content Viewer.
    private static func showsLargeContentViewer(_ text: ScreenElement, in screen: IndexedScreen) -> Bool {
        text.node.traits.showsLargeContentViewer || screen.ancestors(of: text).contains { $0.node.traits.showsLargeContentViewer }
    }
}
