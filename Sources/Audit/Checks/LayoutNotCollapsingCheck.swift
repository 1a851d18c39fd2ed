import DynamicType
import Findings
import LayoutEngine

/// `layout-not-collapsing`: after the size goes up to `accessibility5` and back to the default,
/// the screen is not laid out as a fresh screen at the default size.
///
/// Walks the series' screen default → AX5 → default (the runner drives one `LiveScreen` through
/// a `TextSizeChannel`, so arrangements it keeps between sizes are in play) and compares every
/// node's frame and line count with a fresh layout at the default. The finding names the first
/// node that differs, depth first, preferring a text or control.
public enum LayoutNotCollapsingCheck: Check {
    /// The id findings carry.
    public static let id = "layout-not-collapsing"

    /// What it finds and why.
    public static var description: CheckDescription {
        CheckDescription(
            id: id, name: "Layout not collapsing",
            summary: "After default → AX5 → default, the layout differs from a fresh layout at the default size.",
            rationale: """
                People change the text size while apps run. A layout that caches heights, keeps a stacked \
                arrangement, or only ever grows stays broken after the size goes back: rows too tall, \
                text cut, stacks left vertical. Users see it as an app that \"breaks\" until relaunched.
                """,
            defaultSeverity: .error, criterion: .resizeText,
            fix: """
                Derive layout from the current size only: no cached heights or "largest seen" values, react to \
                `dynamicTypeSize` (UIKit: `traitCollectionDidChange` / `UIContentSizeCategory.didChangeNotification`) \
                in both directions, and invalidate intrinsic sizes when it changes.
                """,
            settings: [
                CheckSetting(
                    name: "layoutTolerance", defaultValue: PointFormatting.points(AuditThresholds().layoutTolerance),
                    summary: "Frames that differ by less than this count as equal.")
            ],
            examples: examples.map(\.example))
    }

    /// Screens that must and must not trigger it.
    public static var examples: [ScreenExample] {
        [
            .triggering(
                """
                VStack(alignment: .leading) {
                    Text("Delivery notes").keepsLargestSize(.vertical)
                    Text("Leave the parcel at the door")
                    Spacer()
                }
                """,
                VStack(alignment: .leading) {
                    Text("Delivery notes").keepsLargestSize(.vertical)
                    Text("Leave the parcel at the door")
                    Spacer()
                },
                expect: [ExpectedFinding(id, on: "Text \"Leave the parcel at the door\"", from: .large)],
                because: """
                    the first row keeps the height it had at AX5 (as code that stores `max(height, measured)` in \
                    `@State` does), so back at the default size the text below it sits far lower than in a fresh layout.
                    """),
            .passing(
                """
                VStack {
                    AnyLayout(.isAccessibilitySize, .vertical(.leading, spacing: 4), else: .horizontal(.center, spacing: 12)) {
                        Text("Email")
                        Text("alex@example.com")
                    }
                    Spacer()
                }
                """,
                VStack {
                    AnyLayout(.isAccessibilitySize, .vertical(.leading, spacing: 4), else: .horizontal(.center, spacing: 12)) {
                        Text("Email")
                        Text("alex@example.com")
                    }
                    Spacer()
                },
                because: "the row stacks at AX5 and goes back to a row at the default size."),
        ]
    }

    /// One observation at the default size when the walk back ends somewhere else.
    public static func observations(in series: LayoutSeries, configuration: AuditConfiguration) throws -> [Observation] {
        // The walk is through iOS categories; an Android series would repeat the iOS series' finding.
        guard !series.isAndroid, let fresh = series.defaultScreen else { return [] }
        let walked = IndexedScreen(try series.walk([.default, .accessibility5, .default]), category: .default)
        let tolerance = configuration.thresholds.layoutTolerance
        var differing: [ScreenElement] = []
        var largestShift = 0.0
        for element in fresh.elements {
            guard let other = walked.element(atPath: element.path) else {
                differing.append(element)
                continue
            }
            let a = element.node.frame, b = other.node.frame
            let shift = max(abs(a.minX - b.minX), abs(a.minY - b.minY), abs(a.width - b.width), abs(a.height - b.height))
            let linesDiffer = element.node.text?.lines.count != other.node.text?.lines.count
            if shift > tolerance || linesDiffer {
                differing.append(element)
                largestShift = max(largestShift, shift)
            }
        }
        let extra = walked.elements.filter { fresh.element(atPath: $0.path) == nil }.count
        guard let first = differing.first(where: { $0.isText || $0.isControl }) ?? differing.first else { return [] }
        let whereNow = walked.element(atPath: first.path).map { "\($0.node.frame)" } ?? "gone"
        let message =
            "After default → accessibility5 → default, \(first.displayName) is at \(whereNow) instead of \(first.node.frame); "
            + "\(Wording.counted(differing.count + extra, "node")) differ from a fresh layout."
        return [
            Observation(
                checkID: id, category: .default, element: first, severity: .error, message: message,
                measurements: [
                    MeasuredValue("differingNodes", Double(differing.count + extra)),
                    MeasuredValue("largestShift", PointFormatting.rounded(largestShift), unit: "pt"),
                ])
        ]
    }
}
