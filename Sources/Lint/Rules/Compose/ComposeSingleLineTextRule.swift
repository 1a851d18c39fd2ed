import Findings

/// `maxLines = 1` on text people read.
public enum ComposeSingleLineTextRule: LintRule {
    public static let description = RuleDescription(
        id: "compose-single-line-text",
        name: "Single-line text in Compose",
        summary: "`maxLines = 1` on a `Text` that is body text rather than a bar, tab, chip or badge label.",
        rationale: """
            At 200 % one line holds a handful of words. The rest is cut off (with an ellipsis when `overflow` asks for one) \
            and people who enlarged the text cannot read it.
            """,
        defaultSeverity: .warning,
        language: .kotlin,
        criterion: .resizeText,
        fix: "Remove `maxLines = 1` and let the text wrap; if space is short, stack the layout at large font scales.",
        precision: """
            Body text is guessed: a `Text`, `BasicText` or `ClickableText` inside a top or bottom app bar, navigation bar or \
            rail, tab, chip or badge is chrome (and so is a component whose name ends in such a name of two words or \
            more, `AppBottomNavigationItem`, or that the configuration's `chrome` list names), and a literal of one word up to 15 characters (`Text("Save", maxLines = 1)`) \
            fits one line at every size; both are skipped. A text composable imported under another name \
            (`import ….Text as TextComponent`) is text, and so is a composable given both `text =` and `maxLines =` (it \
            passes them on to a `Text`), except a text field. A limit passed through a variable (`maxLines = lines`) is not seen.
            """,
        examples: [
            RuleExample(
                """
                Text(
                    text = order.deliveryNote,
                    ↓maxLines = 1,
                    overflow = TextOverflow.Ellipsis,
                )
                """, explanation: "Body text cut to one line."),
            RuleExample(
                """
                TopAppBar(title = { Text(screenTitle, maxLines = 1) })
                NavigationBarItem(selected = true, onClick = {}, icon = {}, label = { Text(tab.label, maxLines = 1) })
                Text("Save", maxLines = 1)
                Text(order.deliveryNote, maxLines = 3)
                """, explanation: "Chrome, a one-word literal and a three-line limit."),
            RuleExample(
                """
                Text(text = event.sentTime, maxLines = 1)
                Text(text = formatFileExtensionAndSize(info.extension, info.size), maxLines = 1)
                Text(text = state.duration.formatShort(), maxLines = 1)
                """, explanation: "Values named as a time, a size and a duration: a few characters at any scale."),
            RuleExample(
                """
                AppBottomNavigationItem(selected = true, label = { Text(tab.label, maxLines = 1) })
                SegmentedFilter(options) { Text(option.title, maxLines = 1) }
                """,
                explanation: """
                    A project's own wrapper of a navigation item (its name ends in one), and a component the \
                    configuration names as chrome.
                    """, configuration: LintConfiguration(chromeComponents: ["SegmentedFilter"])),
            RuleExample(
                """
                MessagesTab(unread = 3) { Text(room.topic, ↓maxLines = 1) }
                """, explanation: "A name ending in a one-word chrome name (`Tab`) is not taken for chrome."),
            RuleExample(
                """
                import com.example.designsystem.Text as TextComponent

                TextComponent(text = setting.value, ↓maxLines = 1)
                SelectedItem(avatar = room.avatar, text = room.name, ↓maxLines = 1)
                SearchField(text = query, maxLines = 1)
                """,
                explanation: """
                    A text composable imported under another name, and a composable of your own given a text and a line \
                    limit; a text field, where one line is the norm, is not reported.
                    """),
        ])

    public static func violations(in file: LintFile, configuration: LintConfiguration) -> [RuleViolation] {
        let code = file.codeIndex
        var result: [RuleViolation] = []
        let textNames = ComposeText.textComposables(in: code)
        for call in code.tokens.indices where code.isCall(at: call) && showsText(call, textNames: textNames, in: code) {
            guard let limit = code.arguments(ofCallAt: call).first(where: { $0.label == "maxLines" }), let label = limit.labelIndex,
                limit.value.count == 1, code.tokens[limit.value.lowerBound].text == "1",
                !ComposeText.isInChrome(call, in: code, configuration: configuration), !BodyText.showsShortLiteral(call, in: code),
                !showsShortValue(call, in: code)
            else { continue }
            result.append(
                violation(
                    in: file, at: file.position(of: code.tokens[label]),
                    "This \(code.tokens[call].text) is limited to one line and truncates at large font scales.",
                    element: code.tokens[call].text))
        }
        return result
    }

    /// Whether the call at `index` shows text: a text composable, or a composable of the project given both a
    /// `text =` and a `maxLines =` (it passes them on to a `Text`: a line limit is a text's), except a text field,
    /// where one scrolling line is the norm.
    static func showsText(_ index: Int, textNames: Set<String>, in code: CodeIndex) -> Bool {
        let name = code.tokens[index].text
        if textNames.contains(name) { return true }
        guard name.first?.isUppercase == true, !name.hasSuffix("Field"), !code.isText(".", at: index - 1) else { return false }
        let labels = code.arguments(ofCallAt: index).compactMap(\.label)
        return labels.contains("text") && labels.contains("maxLines")
    }

    /// Whether the text the call shows is named as a short value (`event.sentTime`, `state.time`,
    /// `formatFileExtensionAndSize(…)`), or is a short number.
    static func showsShortValue(_ call: Int, in code: CodeIndex) -> Bool {
        let arguments = code.arguments(ofCallAt: call)
        guard let text = arguments.first(where: { $0.label == "text" }) ?? arguments.first(where: { $0.label == nil }) else { return false }
        let tokens = code.tokens[text.value]
        if tokens.count == 1, let only = tokens.first, only.kind == .string, BodyText.isShortNumeric(CodeIndex.unquoted(only.text)) {
            return true
        }
        return BodyText.namesShortValue(tokens.filter { $0.kind == .identifier }.map(\.text))
    }
}
