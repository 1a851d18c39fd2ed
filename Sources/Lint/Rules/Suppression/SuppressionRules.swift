import Findings

/// The engine's own rules, about suppression comments: they apply to every language, and a
/// suppression cannot silence them.
public enum SuppressionRules {
    /// A suppression with no `-- reason`.
    public static let withoutReason = RuleDescription(
        id: "suppression-without-reason",
        name: "Suppression without a reason",
        summary: "A `reflow:disable-next-line` comment with no `-- reason` (in XML ` - reason`) after the rule ids.",
        rationale: """
            A silenced finding is a decision that someone else will have to trust later. Without the reason, nobody can tell \
            a checked exception (this label is a one-word badge) from a finding hidden to make CI pass.
            """,
        defaultSeverity: .warning,
        language: nil,
        criterion: .resizeText,
        fix: "Say why after two hyphens: `// reflow:disable-next-line compose-single-line-text -- badge, one short word`.",
        precision: """
            Exact: every directive with nothing after its separator (`--`, or ` - ` and `—`, which XML comments need since \
            they may not contain `--`). The suppression still silences its line.
            """,
        examples: [
            RuleExample(
                """
                ↓// reflow:disable-next-line compose-single-line-text
                Text(title, maxLines = 1)
                """, explanation: "No reason given.", fileName: "Example.kt"),
            RuleExample(
                """
                // reflow:disable-next-line compose-single-line-text -- a one-word badge
                Text(title, maxLines = 1)
                """, explanation: "A reason after `--`.", fileName: "Example.kt"),
        ])

    /// A suppression that silences nothing.
    public static let unused = RuleDescription(
        id: "unused-suppression",
        name: "Unused suppression",
        summary: "A `reflow:disable-next-line` comment naming a rule that reports nothing on the next line.",
        rationale: """
            Code moves and rules improve; a suppression left behind silences the next real problem that lands on its line, \
            and an id with a typo silences nothing while looking as if it did.
            """,
        defaultSeverity: .note,
        language: nil,
        criterion: .resizeText,
        fix: "Delete the comment, or correct the rule id it names.",
        precision: "Exact for enabled rules. Ids of rules the configuration turns off are not reported, since they could not match.",
        examples: [
            RuleExample(
                """
                ↓// reflow:disable-next-line compose-single-line-text -- legacy
                Text(title, maxLines = 3)
                """, explanation: "The line has no single-line text any more.", fileName: "Example.kt"),
            RuleExample(
                """
                ↓<!-- reflow:disable-next-line android-single-lin - typo in the id -->
                <TextView xmlns:android="http://schemas.android.com/apk/res/android" android:maxLines="1"/>
                """, explanation: "An unknown id matches nothing.", fileName: "res/layout/row.xml"),
            RuleExample(
                """
                <View>
                  {/* reflow:disable-next-line rn-single-line-text -- a price, never longer than 8 characters */}
                  <Text numberOfLines={1}>{price}</Text>
                </View>
                """, explanation: "It silences a violation on the next line.", fileName: "Price.tsx"),
        ])
}
