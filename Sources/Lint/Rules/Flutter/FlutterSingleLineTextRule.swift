import Findings

/// `maxLines: 1` on body text.
public enum FlutterSingleLineTextRule: LintRule {
    public static let description = RuleDescription(
        id: "flutter-single-line-text",
        name: "Single-line text in Flutter",
        summary: "`maxLines: 1` on a `Text`, `Text.rich`, `RichText` or `SelectableText` that is body text.",
        rationale: """
            At large sizes one line holds a few words; the rest is clipped or replaced by an ellipsis, and people who \
            enlarged the text cannot read it.
            """,
        defaultSeverity: .warning,
        language: .flutter,
        criterion: .resizeText,
        fix: "Remove `maxLines: 1` and let the text wrap; switch a `Row` to a `Column` when `MediaQuery.textScalerOf(context).scale(1) > 1.5`.",
        precision: """
            Body text is guessed: text inside an app bar, navigation bar or rail, tab bar, chip or badge is chrome, and a \
            literal of one word up to 15 characters fits; both are skipped. Limits from variables and `DefaultTextStyle` \
            are not seen.
            """,
        examples: [
            RuleExample("""
                Text(
                  order.deliveryNote,
                  ↓maxLines: 1,
                  overflow: TextOverflow.ellipsis,
                )
                """, explanation: "Body text cut to one line."),
            RuleExample("""
                AppBar(title: Text(screenTitle, maxLines: 1))
                Text('Checkout', maxLines: 1)
                Text(order.deliveryNote, maxLines: 4)
                """, explanation: "An app bar title, a one-word literal, and a four-line limit."),
        ])

    public static func violations(in file: LintFile, configuration: LintConfiguration) -> [RuleViolation] {
        let code = file.codeIndex
        return FlutterText.textCalls(in: code).compactMap { index in
            guard let limit = code.arguments(ofCallAt: index).first(where: { $0.label == "maxLines" }), let label = limit.labelIndex,
                  FlutterText.number(limit.value, in: code) == 1, !FlutterText.isChrome(index, in: code),
                  !BodyText.showsShortLiteral(index, in: code) else { return nil }
            let name = code.tokens[index].text == "rich" ? "Text.rich" : code.tokens[index].text
            return violation(in: file, at: file.position(of: code.tokens[label]),
                             "This \(name) is limited to one line and truncates at large text sizes.", element: name)
        }
    }
}
