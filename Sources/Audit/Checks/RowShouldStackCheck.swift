import DynamicType
import Findings
import LayoutEngine

/// `row-should-stack`: a horizontal row whose texts are squeezed into a narrow column.
///
/// A row is an `HStack`, a `Label`, or an `AnyLayout` whose children were placed side by side
/// at that size. It holds when one of the row's own texts (not those of a nested row) wraps to
/// `rowMaximumWrappedLines` lines or more, or breaks a word between characters, and would do
/// better given the row's whole width: fewer lines by an estimate from its one-line width, or
/// no broken word.
public enum RowShouldStackCheck: Check {
    /// The id findings carry.
    public static let id = "row-should-stack"

    /// What it finds and why.
    public static var description: CheckDescription {
        CheckDescription(
            id: id, name: "Row should stack",
            summary:
                "A horizontal row squeezes its texts into three or more lines each, or breaks words, where a vertical stack would fit.",
            rationale: """
                Side by side, label and value share the width; at accessibility sizes each gets a narrow column, \
                words break between letters (an email address, a long German word) and a row becomes a tower of \
                fragments. Stacked, each text gets the whole width and reads normally.
                """,
            defaultSeverity: .warning, criterion: .reflow,
            fix: """
                Switch the row to a vertical stack at accessibility sizes: \
                `let layout = dynamicTypeSize.isAccessibilitySize ? AnyLayout(VStackLayout(alignment: .leading)) : AnyLayout(HStackLayout())`, \
                or offer both in `ViewThatFits(in: .horizontal)`.
                """,
            settings: [
                CheckSetting(
                    name: "rowMaximumWrappedLines", defaultValue: "\(AuditThresholds().rowMaximumWrappedLines) lines",
                    summary: "A text in a row wrapping to this many lines or more counts as squeezed.")
            ],
            examples: examples.map(\.example))
    }

    /// Screens that must and must not trigger it.
    public static var examples: [ScreenExample] {
        [
            .triggering(
                """
                VStack {
                    HStack {
                        Text("Delivery address")
                        Text("221B Baker Street, London")
                    }
                    .padding()
                    Spacer()
                }
                """,
                VStack {
                    HStack {
                        Text("Delivery address")
                        Text("221B Baker Street, London")
                    }
                    .padding()
                    Spacer()
                },
                expect: [ExpectedFinding(id, on: "HStack", from: .accessibility3)],
                because: "sharing the row, the address gets what the label leaves and wraps to three lines; stacked, each would take fewer."
            ),
            .passing(
                """
                VStack {
                    AnyLayout(.isAccessibilitySize, .vertical(.leading, spacing: 4), else: .horizontal(.firstTextBaseline, spacing: 12)) {
                        Text("Email")
                        Text("alex@example.com")
                    }
                    .padding()
                    Spacer()
                }
                """,
                VStack {
                    AnyLayout(.isAccessibilitySize, .vertical(.leading, spacing: 4), else: .horizontal(.firstTextBaseline, spacing: 12)) {
                        Text("Email")
                        Text("alex@example.com")
                    }
                    .padding()
                    Spacer()
                },
                because: "the row stacks at accessibility sizes, before either text needs three lines."),
        ]
    }

    /// Every row with a squeezed text that stacking would help, at each size.
    public static func observations(in series: LayoutSeries, configuration: AuditConfiguration) -> [Observation] {
        let maximumLines = configuration.thresholds.rowMaximumWrappedLines
        var result: [Observation] = []
        for screen in series.screens {
            let rows = Set(screen.elements.filter { !$0.isHidden && isRow($0, in: screen) }.map(\.index))
            var worstByRow: [Int: (text: ScreenElement, lines: Int, stacked: Int, broken: Bool)] = [:]
            for text in screen.visibleTexts {
                guard let measured = text.node.text,
                    let row = screen.ancestors(of: text).first(where: { rows.contains($0.index) || isStackAcross($0) }),
                    rows.contains(row.index)
                else { continue }
                let lines = measured.lines.count
                let broken = measured.lines.contains(where: \.endsWithEmergencyBreak)
                guard lines >= maximumLines || broken else { continue }
                let rowWidth = row.node.frame.width
                guard rowWidth > 0 else { continue }
                let stacked = max(1, Int((measured.idealWidth / rowWidth).rounded(.up)))
                let helps = stacked < lines || (broken && measured.minimumWidth <= rowWidth)
                guard helps else { continue }
                if let current = worstByRow[row.index], current.lines >= lines { continue }
                worstByRow[row.index] = (text, lines, stacked, broken)
            }
            for (rowIndex, worst) in worstByRow.sorted(by: { $0.key < $1.key }) {
                let row = screen.elements[rowIndex]
                let brokenText = worst.broken ? ", breaking a word between letters" : ""
                let message =
                    "\(row.displayName) squeezes \(worst.text.displayName) into \(Wording.counted(worst.lines, "line"))\(brokenText) at "
                    + "\(screen.setting.name); stacked, it would have the row's \(PointFormatting.points(row.node.frame.width)) "
                    + "and need about \(worst.stacked)."
                result.append(
                    Observation(
                        checkID: id, setting: screen.setting, element: row, severity: .warning, message: message,
                        measurements: [
                            MeasuredValue("lines", Double(worst.lines), unit: "lines"),
                            MeasuredValue("stackedLines", Double(worst.stacked), unit: "lines"),
                            MeasuredValue("rowWidth", PointFormatting.rounded(row.node.frame.width), unit: "pt"),
                        ]))
            }
        }
        return result
    }

    /// Whether the element lays its children out side by side at this size.
    private static func isRow(_ element: ScreenElement, in screen: IndexedScreen) -> Bool {
        switch element.node.kind {
        case .stack(.horizontal, _, _), .label:
            return true
        case .anyLayout:
            // Which stack AnyLayout chose is not recorded, so read it from where the children went.
            let placed = screen.children(of: element).filter { !$0.isDecoration && $0.node.frame.width > 0 }
            guard placed.count >= 2 else { return false }
            let frames = placed.map(\.node.frame).sorted { $0.minX < $1.minX }
            return zip(frames, frames.dropFirst()).allSatisfy { $1.minX >= $0.maxX - 0.5 && $1.minY < $0.maxY && $0.minY < $1.maxY }
        default:
            return false
        }
    }

    /// A vertical container between a text and a row: the text is not squeezed by that row.
    private static func isStackAcross(_ element: ScreenElement) -> Bool {
        switch element.node.kind {
        case .stack(.vertical, _, _), .list, .grid, .scrollView: true
        default: false
        }
    }
}
