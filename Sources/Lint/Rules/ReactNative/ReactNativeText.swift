/// What the React Native rules share: which elements are text, which are chrome, which text is short.
enum ReactNativeText {
    /// Whether an element draws text: `Text`, `TextInput`, `Animated.Text`, or a component whose
    /// name ends in `Text` (`AppText`, `ThemedText`), which by convention wraps `Text`.
    static func isText(_ name: String) -> Bool {
        let simple = name.split(separator: ".").last.map(String.init) ?? name
        return simple.hasSuffix("Text") || simple == "TextInput"
    }

    /// Name fragments of chrome containers: bars, tabs, badges, chips.
    static let chromeFragments = ["TabBar", "Tab", "Header", "NavigationBar", "NavBar", "Badge", "Chip", "Toolbar", "AppBar"]

    /// Whether the element at `index` or one around it is chrome.
    static func isChrome(_ index: Int, in tree: JSXTree) -> Bool {
        tree.isOrIsInside(index) { element in
            let name = tree.elements[element].name
            return chromeFragments.contains { name.contains($0) }
        }
    }

    /// Whether the element's only content is one word of at most 15 characters (`<Text>Save</Text>`).
    static func showsShortLiteral(_ index: Int, in tree: JSXTree, code: CodeIndex) -> Bool {
        let content = tree.elements[index].content
        guard content.count == 1, code.tokens[content.lowerBound].kind == .jsxText else { return false }
        let text = code.tokens[content.lowerBound].text
        return text.count <= 15 && !text.contains(" ")
    }

    /// Whether text at `index` counts as body text: not chrome and not a short literal.
    static func isBodyText(_ index: Int, in tree: JSXTree, code: CodeIndex) -> Bool {
        isText(tree.elements[index].name) && !isChrome(index, in: tree) && !showsShortLiteral(index, in: tree, code: code)
    }

    /// The number an attribute's value is (`{1.5}` → 1.5), if it is a plain number.
    static func number(_ attribute: JSXTree.Attribute, in code: CodeIndex) -> Double? {
        guard let value = attribute.value, value.count == 1, code.tokens[value.lowerBound].kind == .number else { return nil }
        return Double(code.tokens[value.lowerBound].text)
    }

    /// Whether the element's text follows the reader's size: not given `allowFontScaling={false}` (which
    /// `rn-font-scaling-disabled` reports; text that cannot grow is cut no more at large sizes).
    static func scales(_ index: Int, in tree: JSXTree, code: CodeIndex) -> Bool {
        !(tree.elements[index].attribute("allowFontScaling").map { isFalse($0, in: code) } ?? false)
    }

    /// Whether an attribute's value is `{false}`.
    static func isFalse(_ attribute: JSXTree.Attribute, in code: CodeIndex) -> Bool {
        guard let value = attribute.value, value.count == 1 else { return false }
        return code.tokens[value.lowerBound].isText("false")
    }

    /// `defaultProps` assignments of `name` (`Text.defaultProps.allowFontScaling = false`, or
    /// `allowFontScaling: false` inside `Text.defaultProps = {…}`): the index of each `name` token
    /// with the index of the value's first token.
    static func defaultPropsAssignments(of name: String, in code: CodeIndex) -> [(name: Int, value: Int)] {
        code.tokens.indices.compactMap { index in
            guard code.tokens[index].isText(name), code.isText("=", at: index + 1) || code.isText(":", at: index + 1),
                index + 2 < code.tokens.count
            else { return nil }
            if code.isText("defaultProps", at: index - 2) && code.isText(".", at: index - 1) { return (index, index + 2) }
            // Inside `X.defaultProps = { … }`: the brace's opener follows `defaultProps =`.
            let bracket = code.enclosingBracket[index]
            if bracket >= 2, code.tokens[bracket].isText("{"), code.isText("=", at: bracket - 1),
                code.isText("defaultProps", at: bracket - 2)
            {
                return (index, index + 2)
            }
            return nil
        }
    }
}
