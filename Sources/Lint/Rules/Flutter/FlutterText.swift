/// What the Flutter rules share: text widgets and chrome widgets.
enum FlutterText {
    /// Widgets that draw text.
    static let textWidgets: Set<String> = ["Text", "RichText", "SelectableText"]

    /// Widgets whose labels are chrome, where fixed or capped text is the platform's own pattern.
    static let chrome: Set<String> = [
        "AppBar", "SliverAppBar", "BottomNavigationBar", "BottomNavigationBarItem", "NavigationBar",
        "NavigationDestination", "NavigationRail", "NavigationRailDestination", "TabBar", "Tab", "Chip",
        "ActionChip", "FilterChip", "ChoiceChip", "InputChip", "Badge", "BottomAppBar", "CupertinoNavigationBar",
        "CupertinoTabBar", "CupertinoSliverNavigationBar",
    ]

    /// The calls that make text: `Text(…)`, `RichText(…)`, `SelectableText(…)` and `Text.rich(…)`,
    /// as the indices of the name whose arguments hold the text's settings.
    static func textCalls(in code: CodeIndex) -> [Int] {
        code.calls(named: textWidgets.union(["rich"])).filter { index in
            code.tokens[index].text != "rich" || code.isText(".", at: index - 1) && code.isText("Text", at: index - 2)
        }
    }

    /// Whether the code at `index` is chrome: inside a chrome widget, or a call whose `child:` (or
    /// first positional argument) is one.
    static func isChrome(_ index: Int, in code: CodeIndex, configuration: LintConfiguration = .default) -> Bool {
        if BodyText.isInside(chrome, index, in: code, configuration: configuration) { return true }
        guard code.isCall(at: index) else { return false }
        let arguments = code.arguments(ofCallAt: index)
        guard let child = arguments.first(where: { $0.label == "child" }) ?? arguments.first(where: { $0.label == nil }) else {
            return false
        }
        let first = child.value.first { code.tokens[$0].kind == .identifier && code.tokens[$0].text.first?.isUppercase == true }
        return first.map { BodyText.isChrome(code.tokens[$0].text, among: chrome, configuration: configuration) } ?? false
    }

    /// The widget class whose body holds the token at `index` (`class LabeledCheckbox extends StatelessWidget {…}`),
    /// named as the widget callers build: a `State<_Foo>`'s is `_Foo`; with the body's brackets.
    static func enclosingWidget(at index: Int, in code: CodeIndex) -> (name: String, body: ClosedRange<Int>)? {
        var found: (name: String, body: ClosedRange<Int>)?
        for position in code.tokens.indices where position < index && code.tokens[position].isText("class") {
            guard let name = code[safe: position + 1], name.kind == .identifier,
                let open = (position + 2..<min(code.tokens.count, position + 40)).first(where: { code.isText("{", at: $0) }),
                open < index, code.partner[open] > index
            else { continue }
            var widget = name.text
            let header = (position + 2)..<open
            if let state = header.first(where: { code.isText("State", at: $0) && code.isText("<", at: $0 + 1) }),
                let built = code[safe: state + 2], built.kind == .identifier
            {
                widget = built.text
            }
            found = (widget, open...code.partner[open])
        }
        return found
    }

    /// Whether `name` is written as a type (`Row`, `_Menu`): its first letter after any `_` is a capital.
    static func isTypeName(_ name: String) -> Bool {
        name.first { $0 != "_" }?.isUppercase == true
    }

    /// The number `range` holds when it is one numeric literal (`1`, `1.0`).
    static func number(_ range: Range<Int>, in code: CodeIndex) -> Double? {
        guard range.count == 1, code.tokens[range.lowerBound].kind == .number else { return nil }
        return Double(code.tokens[range.lowerBound].text)
    }
}
