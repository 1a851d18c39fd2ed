import Findings

/// `Modifier.height(…dp)` or `size(…)` on a composable that shows text.
public enum ComposeFixedHeightRule: LintRule {
    static let fixedSizeModifiers: Set<String> = ["height", "size", "requiredHeight", "requiredSize", "heightIn"]

    public static let description = RuleDescription(
        id: "compose-fixed-height",
        name: "Fixed height on a composable with text",
        summary: "`Modifier.height(…dp)`, `size(…)`, `requiredHeight(…)` or `heightIn(max = …)` lower than the text inside needs at 200 %.",
        rationale: """
            A fixed height does not grow when the font scale does. At 200 % the text inside needs about twice the room: it \
            is clipped, or draws over what lies below, and buttons cut their own labels.
            """,
        defaultSeverity: .error,
        language: .kotlin,
        criterion: .resizeText,
        fix:
            "Give a minimum instead: `Modifier.heightIn(min = 56.dp)` (or `defaultMinSize`), which keeps the touch target and lets text grow.",
        precision: """
            Follows a modifier chain written in the argument list of a composable (`Row(modifier = Modifier.height(56.dp))`) \
            up past member calls such as `.then(…)` to the first capitalised call, and reports it when that call is a text \
            composable or has `Text`, `BasicText` or `ClickableText` in its arguments or trailing lambda, and only when the \
            height in dp is less than the text needs at 200 % on Android 14's nonlinear curve: each text's line height from \
            its Material 3 style (`bodyLarge` by default, `labelLarge` in a button or chip) or `fontSize`/`lineHeight`, times \
            its `minLines`, texts in a `Column` added up, the tallest of those side by side. The estimate leans low (no \
            padding, no font padding, one line unless `minLines` says more), so a box is reported only when it is \
            certainly too low. Text in a lazy list or a `verticalScroll` is not held by the box. A modifier kept in \
            a local is followed to the composable it is first passed to. Text drawn by a composable of the same file \
            called in the box counts, and so does what the file's calls pass for a content parameter the box shows \
            (`content: @Composable () -> Unit`, then `content()`). A height that adds sizes declared elsewhere \
            (`AvatarSize.TimelineReadReceipt.dp + 8.dp`: an enum entry given a dp for a `Dp` property, or a `val` in dp at the \
            top level or in an object) and a text in the project's own style (`style = AppTheme.typography.fontBodyXsRegular`, \
            declared `val fontBodyXsRegular = TextStyle(fontSize = …, lineHeight = …)`, also in a generated file) wait \
            for the project's declarations; a size that no linted file declares leaves the box unjudged. Composables \
            of other files and sizes not written in dp are not seen.
            """,
        examples: [
            RuleExample(
                """
                Row(modifier = Modifier.fillMaxWidth().↓height(56.dp)) {
                    Column {
                        Text(item.title, style = MaterialTheme.typography.titleMedium)
                        Text(item.subtitle, style = MaterialTheme.typography.bodyMedium)
                    }
                }
                """, explanation: "Two stacked lines need 36 + 34 dp at 200 %: more than the row's 56."),
            RuleExample(
                """
                Button(onClick = onPay, modifier = Modifier.↓size(width = 200.dp, height = 32.dp)) {
                    Text("Pay now")
                }
                """, explanation: "A button's label (`labelLarge`, a 20 sp line) needs 34 dp at 200 %."),
            RuleExample(
                """
                Text(text = summary, fontSize = 16.sp, modifier = Modifier.↓heightIn(max = 24.dp))
                """, explanation: "A maximum height caps the text."),
            RuleExample(
                """
                Row(modifier = Modifier.heightIn(min = 56.dp)) {
                    Icon(Icons.Default.Star, contentDescription = null, modifier = Modifier.size(24.dp))
                    Text(item.title)
                }
                Row(modifier = Modifier.height(56.dp)) { Text(item.title) }
                """,
                explanation:
                    "A minimum height grows; the icon's size is not a text container's; one line of body text fits 56 dp at 200 % (36 dp)."),
            RuleExample(
                """
                Column(modifier = Modifier.heightIn(max = 120.dp).verticalScroll(rememberScrollState())) { Text(terms) }
                Box(modifier = Modifier.height(320.dp)) {
                    LazyColumn { items(messages) { message -> Text(message.body) } }
                }
                """, explanation: "The text scrolls inside the box."),
            RuleExample(
                """
                Column {
                    val divider = Modifier.fillMaxWidth().height(1.dp)
                    Text(section.title)
                    Box(modifier = divider.background(Color.Gray))
                }
                Column {
                    val rowModifier = Modifier.↓height(28.dp)
                    Row(modifier = rowModifier) { Text(item.title) }
                }
                """, explanation: "A modifier kept in a local counts where it is passed: a divider holds no text, a row does."),
            RuleExample(
                """
                @Composable
                private fun ReceiptsRow(content: @Composable () -> Unit) {
                    Row(modifier = Modifier.fillMaxWidth().↓height(24.dp)) { Box { content() } }
                }
                @Composable
                private fun ReceiptCount(count: Int) {
                    Text("+$count", style = MaterialTheme.typography.labelSmall)
                }
                @Composable
                fun Receipts(count: Int) {
                    ReceiptsRow { ReceiptCount(count) }
                }
                """,
                explanation: """
                    The row shows its content parameter, and the file's call passes a composable of the file that draws \
                    a `labelSmall` line (16 sp): 28 dp at 200 %, more than 24.
                    """),
            RuleExample(
                """
                @Composable
                private fun CloseBar(onClose: () -> Unit) {
                    Row(modifier = Modifier.height(24.dp)) { CloseIcon(); Spacer(Modifier.weight(1f)); IconButton(onClick = { onClose() }) {} }
                }
                @Composable
                private fun CloseIcon() { Icon(Icons.Default.Close, contentDescription = null) }
                """, explanation: "A callback is not content, and the file's composable draws no text."),
            RuleExample(
                """
                Row(modifier = Modifier.↓height(AvatarSize.Small.dp + 8.dp)) {
                    Text(name, style = AppTheme.typography.fontBodyXsRegular)
                }
                Row(modifier = Modifier.height(rowHeight())) { Text(name) }
                """,
                explanation: """
                    Judged with the project's declarations: when another file declares `enum class AvatarSize(val dp: Dp) \
                    { Small(16.dp) }` and `val fontBodyXsRegular = TextStyle(fontSize = 11.sp, lineHeight = 15.sp)`, the \
                    24 dp row is lower than the 27 dp the line needs. A height computed by a function is not judged.
                    """),
        ])

    public static func violations(in file: LintFile, configuration: LintConfiguration) -> [RuleViolation] {
        let code = file.codeIndex
        lazy var composables = ComposeFileComposables(code)
        return code.calls(named: fixedSizeModifiers).compactMap { index in
            guard code.isText(".", at: index - 1) || code.isText("?.", at: index - 1), let arguments = code.argumentRange(ofCallAt: index),
                ComposeText.hasDpValue(arguments, in: code)
            else { return nil }
            let name = code.tokens[index].text
            if name == "heightIn" && !code.arguments(ofCallAt: index).contains(where: { $0.label == "max" }) { return nil }
            guard let container = ComposeText.composable(receivingModifierAt: index, in: code) else { return nil }
            // Most fixed sizes are an icon's or an image's: only a box that names text, or a composable or content of the file,
            // is measured.
            let ranges = [code.argumentRange(ofCallAt: container), code.trailingLambdaRange(ofCallAt: container)].compactMap { $0 }
            guard
                ComposeText.textComposables.contains(code.tokens[container].text)
                    || ranges.contains(where: { range in range.contains { composables.names.contains(code.tokens[$0].text) } })
            else { return nil }
            let containerName = code.tokens[container].text
            let candidates = ComposeTextNeed.candidates(ofContainerAt: container, in: code, composables: composables)
            guard let (need, texts) = candidates.max(by: { $0.height < $1.height }) else { return nil }
            // A height naming sizes declared elsewhere, or texts in the project's own styles, wait for the project's declarations.
            let height = ComposeTextNeed.fixedHeight(ofModifierAt: index, in: code)
            let terms = height == nil ? ComposeTextNeed.heightTerms(ofModifierAt: index, in: code) : nil
            if terms != nil || candidates.contains(where: { $0.texts.contains { $0.styleName != nil } }) {
                guard height != nil || terms != nil else { return nil }
                var found = violation(
                    in: file, at: file.position(of: code.tokens[index]), "`\(name)(…)` holds this \(containerName) at a fixed height.",
                    element: containerName)
                found.conditions.append(
                    .ifComposeBoxTooLow(
                        ComposeBox(
                            literal: height ?? terms?.literal ?? 0, names: terms?.names ?? [], candidates: candidates.map(\.texts),
                            modifier: name, container: containerName)))
                return found
            }
            // A height the code does not give in dp is not judged against the text.
            guard let height, need > height else { return nil }
            let what = LargestScaleText.need(of: texts, LargestScaleText.dp(need))
            return violation(
                in: file, at: file.position(of: code.tokens[index]),
                "`\(name)(…)` holds this \(containerName) at \(LargestScaleText.number(height)) dp, but \(what) at 200 % font scale, so it is clipped.",
                element: containerName)
        }
    }
}
