/// What the Compose rules share: which composables show text, which are chrome, and how to find
/// the composable a modifier is passed to.
enum ComposeText {
    /// Composables that draw text.
    static let textComposables: Set<String> = ["Text", "BasicText", "ClickableText"]

    /// Composables whose labels are chrome (bars, tabs, chips, badges): short by design, and
    /// where a line limit or fixed size is the platform's own pattern.
    static let chrome: Set<String> = ["TopAppBar", "CenterAlignedTopAppBar", "MediumTopAppBar", "LargeTopAppBar", "SmallTopAppBar",
                                      "NavigationBar", "NavigationBarItem", "NavigationRail", "NavigationRailItem", "BottomNavigation",
                                      "BottomNavigationItem", "BottomAppBar", "TabRow", "ScrollableTabRow", "PrimaryTabRow",
                                      "SecondaryTabRow", "Tab", "LeadingIconTab", "AssistChip", "FilterChip", "InputChip",
                                      "SuggestionChip", "ElevatedAssistChip", "ElevatedFilterChip", "ElevatedSuggestionChip", "Chip",
                                      "Badge", "BadgedBox"]

    /// Whether the token at `index` sits inside a chrome composable.
    static func isInChrome(_ index: Int, in code: CodeIndex) -> Bool {
        BodyText.isInside(chrome, index, in: code)
    }

    /// The composable a modifier member at `index` (`height` in `Modifier.height(…)`) is passed to:
    /// the innermost enclosing call that is not itself a member call (`.then(…)`, `.padding(…)`).
    static func composable(receivingModifierAt index: Int, in code: CodeIndex) -> Int? {
        code.enclosingCalls(of: index).first { call in
            !(code[safe: call - 1]?.isText(".") ?? false) && !(code[safe: call - 1]?.isText("?.") ?? false)
                && code.tokens[call].text.first?.isUppercase == true
        }
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
