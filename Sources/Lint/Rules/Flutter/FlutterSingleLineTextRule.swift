import Findings

/// `maxLines: 1` on body text.
public enum FlutterSingleLineTextRule: LintRule {
    public static let description = RuleDescription(
        id: "flutter-single-line-text",
        name: "Single-line text in Flutter",
        summary: "`maxLines: 1`, `overflow: TextOverflow.ellipsis` without `maxLines`, or `softWrap: false` on body text.",
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
            literal of one word up to 15 characters fits, and so does a value named as a count, time, duration, size, year \
            or percentage (`file.size`, `formatDuration(…)`); these are skipped. `overflow: TextOverflow.ellipsis` with no \
            `maxLines` holds text to one line (Flutter's paragraph ellipsizes its first line), as does `softWrap: false`. \
            Limits from variables and `DefaultTextStyle` are not seen.
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
            RuleExample("""
                Text(device.alias, ↓overflow: TextOverflow.ellipsis)
                Text(shareUrl, ↓softWrap: false)
                Text(formatFileSize(file.size), overflow: TextOverflow.ellipsis)
                """, explanation: "An ellipsis without `maxLines` and no wrapping hold text to one line; a file size is short."),
        ])

    public static func violations(in file: LintFile, configuration: LintConfiguration) -> [RuleViolation] {
        let code = file.codeIndex
        return FlutterText.textCalls(in: code).compactMap { index in
            guard !FlutterText.isChrome(index, in: code), !BodyText.showsShortLiteral(index, in: code), !showsShortValue(index, in: code),
                  let (label, how) = oneLineLimit(ofTextAt: index, in: code) else { return nil }
            let name = code.tokens[index].text == "rich" ? "Text.rich" : code.tokens[index].text
            return violation(in: file, at: file.position(of: code.tokens[label]),
                             "This \(name) is \(how) and truncates at large text sizes.", element: name)
        }
    }

    /// Where and how the text at `index` is held to one line: `maxLines: 1`; `overflow: TextOverflow.ellipsis`
    /// without `maxLines` (Flutter's paragraph then ellipsizes its first line); or `softWrap: false`.
    static func oneLineLimit(ofTextAt index: Int, in code: CodeIndex) -> (label: Int, how: String)? {
        let arguments = code.arguments(ofCallAt: index)
        if let limit = arguments.first(where: { $0.label == "maxLines" }) {
            guard let label = limit.labelIndex, FlutterText.number(limit.value, in: code) == 1 else { return nil }
            return (label, "limited to one line")
        }
        if let overflow = arguments.first(where: { $0.label == "overflow" }), let label = overflow.labelIndex,
           code.tokens[overflow.value].last?.text == "ellipsis" {
            return (label, "held to one line by `overflow: TextOverflow.ellipsis` without `maxLines`")
        }
        if let wrap = arguments.first(where: { $0.label == "softWrap" }), let label = wrap.labelIndex,
           wrap.value.count == 1, code.tokens[wrap.value.lowerBound].isText("false") {
            return (label, "kept on one line by `softWrap: false`")
        }
        return nil
    }

    /// Whether the text shows a value named as a short one (`file.size`, `formatDuration(…)`), or a short number.
    static func showsShortValue(_ index: Int, in code: CodeIndex) -> Bool {
        let arguments = code.arguments(ofCallAt: index)
        guard let text = arguments.first(where: { $0.label == nil }) else { return false }
        let tokens = code.tokens[text.value]
        if tokens.count == 1, let only = tokens.first, only.kind == .string, BodyText.isShortNumeric(CodeIndex.unquoted(only.text)) { return true }
        return BodyText.namesShortValue(tokens.filter { $0.kind == .identifier }.map(\.text))
    }
}
