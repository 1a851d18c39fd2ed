import DynamicType
import Findings
import LayoutEngine

/// `truncated-text` and `truncated-without-ellipsis`: text cut short by a line limit or by the
/// height it was offered.
///
/// How serious depends on what the text is for: an error message, a price, a button's verb, body
/// text or a row's value cut short loses function (error); a label or caption with an ellipsis
/// is a warning. Text cut with no ellipsis (`truncationMode(.clip)`) gives no sign anything is
/// missing and has its own id.
public enum TruncatedTextCheck: Check {
    /// The id of truncation with an ellipsis.
    public static let id = "truncated-text"
    /// The id of truncation with no sign of it.
    public static let withoutEllipsisID = "truncated-without-ellipsis"

    /// What it finds and why.
    public static var description: CheckDescription {
        CheckDescription(
            id: id, name: "Truncated text",
            summary: "Text is cut short by a line limit or lack of room, ending in an ellipsis.",
            rationale: """
                `lineLimit(1)` and fixed heights that fit the default size hide most of a sentence at accessibility \
                sizes. When the hidden part is what people must read (an error, a price, a button's verb, body \
                text, a row's value) the screen stops working; elsewhere an ellipsis at least says there is more. \
                Errors for must-read roles, warnings for the rest.
                """,
            defaultSeverity: .error, criterion: .resizeText,
            fix: """
                Remove `lineLimit(1)` from text people must read (or use `lineLimit(3...)` with room to grow), give \
                text containers `frame(minHeight:)` instead of `frame(height:)`, and keep truncation for lists whose \
                rows open a detail view that shows the whole text.
                """,
            examples: examples.filter { $0.example.expectedFindings.allSatisfy { $0.checkID == id } }.map(\.example),
            relatedChecks: [
                CheckDescription(
                    id: withoutEllipsisID, name: "Truncated without ellipsis",
                    summary: "Text is cut short with no ellipsis, so nothing shows that text is missing.",
                    rationale: """
                        With `truncationMode(.clip)` the last visible word simply stops. People cannot tell that \
                        anything is hidden, let alone find the rest.
                        """,
                    defaultSeverity: .error, criterion: .resizeText,
                    fix: "Let the text wrap; if it must be cut, use the default tail truncation so the ellipsis shows.",
                    examples: examples.filter { $0.example.expectedFindings.contains { $0.checkID == withoutEllipsisID } }.map(\.example))
            ])
    }

    /// Screens that must and must not trigger it.
    public static var examples: [ScreenExample] {
        [
            .triggering(
                """
                VStack {
                    Text("Payment failed. Your card was declined.")
                        .font(.footnote)
                        .lineLimit(1)
                        .role(.errorMessage)
                    Spacer()
                }
                """,
                VStack {
                    Text("Payment failed. Your card was declined.")
                        .font(.footnote)
                        .lineLimit(1)
                        .role(.errorMessage)
                    Spacer()
                },
                expect: [ExpectedFinding(id, on: "Text \"Payment failed. Your card was declined.\"", from: .accessibility2)],
                because: "one line holds the whole error only up to a size; from there its end is hidden (an error: people must read it)."),
            .triggering(
                """
                VStack {
                    Text("Delivery on Monday between 9 and 12").frame(height: 44)
                    Spacer()
                }
                """,
                VStack {
                    Text("Delivery on Monday between 9 and 12").frame(height: 44)
                    Spacer()
                },
                expect: [ExpectedFinding(id, on: "Text \"Delivery on Monday between 9 and 12\"", from: .accessibility1)],
                because:
                    "44 pt of height holds one line; once the sentence wraps, the second line is cut (a warning: no role says it is must-read)."
            ),
            .triggering(
                """
                VStack {
                    Text("Card ending 4242 expires next month")
                        .lineLimit(1)
                        .truncationMode(.clip)
                    Spacer()
                }
                """,
                VStack {
                    Text("Card ending 4242 expires next month")
                        .lineLimit(1)
                        .truncationMode(.clip)
                    Spacer()
                },
                expect: [ExpectedFinding(withoutEllipsisID, on: "Text \"Card ending 4242 expires next month\"", from: .accessibility1)],
                because: "the line is cut at the edge with no ellipsis."),
            .passing(
                """
                VStack {
                    Text("Payment failed. Your card was declined.")
                        .font(.footnote)
                        .role(.errorMessage)
                    Spacer()
                }
                """,
                VStack {
                    Text("Payment failed. Your card was declined.")
                        .font(.footnote)
                        .role(.errorMessage)
                    Spacer()
                },
                because: "with no line limit the error wraps onto as many lines as it needs."),
        ]
    }

    /// A threshold instead of a verdict, for a truncation that rests on stand-in text: how many
    /// characters the text holds where it is first cut (and at the largest size), since whether the
    /// app's real text is cut depends on its length. Nil unless `observations` (one finding's, at
    /// each size) carry the counts.
    ///
    /// `Text "Maximiliane Alexandra…" holds about 23 characters at accessibility3 and about 15 at
    /// accessibility5, so a longer text is cut; the text simulated here has 41.`
    static func standInThreshold(_ observations: [Observation]) -> String? {
        let sized = observations.sorted { $0.setting < $1.setting }.compactMap { observation -> (Observation, Int, Int)? in
            guard let shown = observation.measurements.first(where: { $0.key == "shownCharacters" }),
                let total = observation.measurements.first(where: { $0.key == "textCharacters" })
            else { return nil }
            return (observation, Int(shown.value), Int(total.value))
        }
        guard let (first, shown, total) = sized.first, let (last, lastShown, _) = sized.last else { return nil }
        // Facts at sizes, not a range: a collapsed finding lists the sizes of every variant that shows it.
        var message = "\(first.element.label) holds about \(Wording.counted(shown, "character")) at \(first.setting.name)"
        if last.setting != first.setting && lastShown != shown { message += " and about \(lastShown) at \(last.setting.name)" }
        message += ", so a longer text is cut"
        return message + "; the text simulated here has \(total)."
    }

    /// Every visible truncated text, at each size.
    public static func observations(in series: LayoutSeries, configuration: AuditConfiguration) -> [Observation] {
        series.screens.flatMap { screen in
            screen.visibleTexts.compactMap { text -> Observation? in
                guard let measured = text.node.text, let truncation = measured.truncation else { return nil }
                let role = screen.effectiveRole(of: text)
                let withoutEllipsis = truncation.mode == .clip
                let severity: Severity = withoutEllipsis || TextRoles.isMustRead(role) ? .error : .warning
                let shown = measured.lines.count
                let needed = max(truncation.neededLineCount, shown)
                var hidden = truncation.hiddenText
                if hidden.count > 40 { hidden = String(hidden.prefix(39)) + "…" }
                let roleText = role.map { " (\($0.rawValue))" } ?? ""
                let sign = withoutEllipsis ? ", with no ellipsis to show it" : ""
                let message =
                    "\(text.displayName)\(roleText) shows \(shown) of \(Wording.counted(needed, "line")); "
                    + "\(truncation.hiddenCharacterCount) character\(truncation.hiddenCharacterCount == 1 ? " is" : "s are") hidden (\"\(hidden)\")\(sign)."
                var measurements = [
                    MeasuredValue("shownLines", Double(shown), unit: "lines"),
                    MeasuredValue("neededLines", Double(needed), unit: "lines"),
                    MeasuredValue("hiddenCharacters", Double(truncation.hiddenCharacterCount), unit: "characters"),
                ]
                if case .text(let string) = text.node.kind {
                    // How much this frame holds at this size, whatever the text: the threshold a stand-in's finding gives.
                    measurements.append(
                        MeasuredValue("shownCharacters", Double(max(0, string.count - truncation.hiddenCharacterCount)), unit: "characters")
                    )
                    measurements.append(MeasuredValue("textCharacters", Double(string.count), unit: "characters"))
                }
                var observation = Observation(
                    checkID: withoutEllipsis ? withoutEllipsisID : id, setting: screen.setting, element: text,
                    severity: severity, message: message, measurements: measurements)
                // The line limit that cuts it is the cause to fix, when the screen came from source. With no line
                // limit, the height it was given cut it: the nearest frame that fixes a height is recorded as the
                // cause (a frame only a preview sets cuts nothing in the app), the text staying where it is reported.
                let ancestors = screen.ancestors(of: text)
                if let limit = ancestors.first(where: { if case .environment(.lineLimit) = $0.node.kind { true } else { false } }) {
                    if let cause = limit.node.traits.sourceLocation { observation.sourceLocation = cause }
                } else {
                    observation.causeLocation = ancestors.first { $0.node.kind.boundedAxes.contains(.vertical) }?.node.traits.sourceLocation
                }
                return observation
            }
        }
    }
}
