/// What the Compose rules share: which composables show text, which are chrome, and how to find
/// the composable a modifier is passed to.
enum ComposeText {
    /// Composables that draw text.
    static let textComposables: Set<String> = ["Text", "BasicText", "ClickableText"]

    /// The names that draw text in a file: the text composables, and the names a Kotlin import gives them
    /// (`import …components.Text as TextComponent`).
    static func textComposables(in code: CodeIndex) -> Set<String> {
        var names = textComposables
        for index in code.tokens.indices where code.tokens[index].isText("import") {
            var cursor = index + 1
            while code.isText(".", at: cursor + 1), code[safe: cursor + 2]?.kind == .identifier { cursor += 2 }
            guard textComposables.contains(code.tokens[cursor].text), code.isText("as", at: cursor + 1),
                let alias = code[safe: cursor + 2], alias.kind == .identifier
            else { continue }
            names.insert(alias.text)
        }
        return names
    }

    /// Composables whose labels are chrome (bars, tabs, chips, badges): short by design, and
    /// where a line limit or fixed size is the platform's own pattern.
    static let chrome: Set<String> = [
        "TopAppBar", "CenterAlignedTopAppBar", "MediumTopAppBar", "LargeTopAppBar", "SmallTopAppBar",
        "NavigationBar", "NavigationBarItem", "NavigationRail", "NavigationRailItem", "BottomNavigation",
        "BottomNavigationItem", "BottomAppBar", "TabRow", "ScrollableTabRow", "PrimaryTabRow",
        "SecondaryTabRow", "Tab", "LeadingIconTab", "AssistChip", "FilterChip", "InputChip",
        "SuggestionChip", "ElevatedAssistChip", "ElevatedFilterChip", "ElevatedSuggestionChip", "Chip",
        "Badge", "BadgedBox",
    ]

    /// Whether the token at `index` sits inside a chrome composable (``BodyText/isInside(_:_:in:configuration:)``).
    static func isInChrome(_ index: Int, in code: CodeIndex, configuration: LintConfiguration = .default) -> Bool {
        BodyText.isInside(chrome, index, in: code, configuration: configuration)
    }

    /// The composable a modifier member at `index` (`height` in `Modifier.height(…)`) is passed to:
    /// the innermost enclosing call that is not itself a member call (`.then(…)`, `.padding(…)`).
    static func composable(receivingModifierAt index: Int, in code: CodeIndex) -> Int? {
        // A modifier kept in a local (`val rowModifier = Modifier.height(48.dp)`) goes where the local is passed.
        let start = code.chainStart(endingAt: index)
        if code.isText("=", at: start - 1), code[safe: start - 2]?.kind == .identifier,
            let keyword = code[safe: start - 3], keyword.text == "val" || keyword.text == "var"
        {
            return composable(receivingLocal: start - 2, in: code)
        }
        return code.enclosingCalls(of: index).first { call in
            !(code[safe: call - 1]?.isText(".") ?? false) && !(code[safe: call - 1]?.isText("?.") ?? false)
                && code.tokens[call].text.first?.isUppercase == true
        }
    }

    /// The composable a local modifier declared at `name` is first passed to (`Row(modifier = rowModifier)`,
    /// `Modifier.then(rowModifier)`) in the code after it at the same level; nil when it is not passed on.
    static func composable(receivingLocal name: Int, in code: CodeIndex) -> Int? {
        let scope = code.enclosingBracket[name]
        let end = scope >= 0 && code.partner[scope] > scope ? code.partner[scope] : code.tokens.count
        var cursor = name + 1
        while cursor < end {
            let token = code.tokens[cursor]
            if token.kind == .identifier, token.text == code.tokens[name].text, !code.isText(".", at: cursor - 1) {
                return code.enclosingCalls(of: cursor).first { call in
                    !(code[safe: call - 1]?.isText(".") ?? false) && !(code[safe: call - 1]?.isText("?.") ?? false)
                        && code.tokens[call].text.first?.isUppercase == true
                }
            }
            cursor += 1
        }
        return nil
    }

    /// Whether the call at `index` draws text itself or has a text composable among its arguments or content.
    static func containsText(_ call: Int, in code: CodeIndex) -> Bool {
        if textComposables.contains(code.tokens[call].text) { return true }
        var ranges: [Range<Int>] = []
        if let arguments = code.argumentRange(ofCallAt: call) { ranges.append(arguments) }
        if let lambda = code.trailingLambdaRange(ofCallAt: call) { ranges.append(lambda) }
        return ranges.contains { code.containsCall(named: textComposables, in: $0) }
    }

    /// Whether the tokens in `range` give a size in `dp` (`48.dp`, `height = 48.dp`, `ButtonDefaults.MinHeight`
    /// does not count: its value is unknown).
    static func hasDpValue(_ range: Range<Int>, in code: CodeIndex) -> Bool {
        range.contains { index in code.tokens[index].isText("dp") && code.isText(".", at: index - 1) }
    }
}
