import Findings

/// `Modifier.height(…dp)` or `size(…)` on a composable that shows text.
public enum ComposeFixedHeightRule: LintRule {
    static let fixedSizeModifiers: Set<String> = ["height", "size", "requiredHeight", "requiredSize", "heightIn"]

    public static let description = RuleDescription(
        id: "compose-fixed-height",
        name: "Fixed height on a composable with text",
        summary: "`Modifier.height(…dp)`, `size(…)`, `requiredHeight(…)` or `heightIn(max = …)` on a row, button, chip or text.",
        rationale: """
            A fixed height does not grow when the font scale does. At 200 % the text inside needs about twice the room: it \
            is clipped, or draws over what lies below, and buttons cut their own labels.
            """,
        defaultSeverity: .error,
        language: .kotlin,
        criterion: .resizeText,
        fix: "Give a minimum instead: `Modifier.heightIn(min = 56.dp)` (or `defaultMinSize`), which keeps the touch target and lets text grow.",
        precision: """
            Follows a modifier chain written in the argument list of a composable (`Row(modifier = Modifier.height(56.dp))`) \
            up past member calls such as `.then(…)` to the first capitalised call, and reports it when that call is a text \
            composable or has `Text`, `BasicText` or `ClickableText` in its arguments or trailing lambda. A modifier kept in \
            a local is followed to the composable it is first passed to. Text drawn by your own composables and sizes \
            not written with `.dp` are not seen.
            """,
        examples: [
            RuleExample("""
                Row(modifier = Modifier.fillMaxWidth().↓height(56.dp)) {
                    Text(item.title, style = MaterialTheme.typography.bodyLarge)
                }
                """, explanation: "A row of text held at 56 dp."),
            RuleExample("""
                Button(onClick = onPay, modifier = Modifier.↓size(width = 200.dp, height = 48.dp)) {
                    Text("Pay now")
                }
                """),
            RuleExample("""
                Text(text = summary, modifier = Modifier.↓heightIn(max = 40.dp))
                """, explanation: "A maximum height caps the text."),
            RuleExample("""
                Column {
                    val divider = Modifier.fillMaxWidth().height(1.dp)
                    Text(section.title)
                    Box(modifier = divider.background(Color.Gray))
                }
                Column {
                    val rowModifier = Modifier.↓height(40.dp)
                    Row(modifier = rowModifier) { Text(item.title) }
                }
                """, explanation: "A modifier kept in a local counts where it is passed: a divider holds no text, a row does."),
            RuleExample("""
                Row(modifier = Modifier.heightIn(min = 56.dp)) {
                    Icon(Icons.Default.Star, contentDescription = null, modifier = Modifier.size(24.dp))
                    Text(item.title)
                }
                """, explanation: "A minimum height grows; the icon's size is not a text container's."),
        ])

    public static func violations(in file: LintFile, configuration: LintConfiguration) -> [RuleViolation] {
        let code = file.codeIndex
        return code.calls(named: fixedSizeModifiers).compactMap { index in
            guard code.isText(".", at: index - 1) || code.isText("?.", at: index - 1), let arguments = code.argumentRange(ofCallAt: index),
                  ComposeText.hasDpValue(arguments, in: code) else { return nil }
            let name = code.tokens[index].text
            if name == "heightIn" && !code.arguments(ofCallAt: index).contains(where: { $0.label == "max" }) { return nil }
            guard let container = ComposeText.composable(receivingModifierAt: index, in: code),
                  ComposeText.containsText(container, in: code) else { return nil }
            let containerName = code.tokens[container].text
            return violation(in: file, at: file.position(of: code.tokens[index]),
                             "`\(name)(…)` fixes the height of this \(containerName), which shows text that grows with the font scale.",
                             element: containerName)
        }
    }
}
