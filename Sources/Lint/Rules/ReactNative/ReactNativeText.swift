import Foundation

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
    /// Accessibility roles (`accessibilityRole`, `role`) of chrome: tabs, tool and menu bars.
    static let chromeRoles: Set<String> = ["tab", "tablist", "toolbar", "menubar", "menuitem"]

    /// Whether the element at `index` or one around it is chrome: named like a bar, tab, badge or chip,
    /// named in the configuration's `chrome` list, or given a chrome role (`accessibilityRole="tab"`).
    static func isChrome(_ index: Int, in tree: JSXTree, code: CodeIndex, configuration: LintConfiguration = .default) -> Bool {
        tree.isOrIsInside(index) { element in
            let name = tree.elements[element].name
            if chromeFragments.contains(where: { name.contains($0) }) || configuration.isChromeComponent(name) { return true }
            return ["accessibilityRole", "role"].contains { attributeName in
                guard let value = tree.elements[element].attribute(attributeName)?.value, value.count == 1 else { return false }
                return chromeRoles.contains(CodeIndex.unquoted(code.tokens[value.lowerBound].text))
            }
        }
    }

    /// Whether the element's only content is one word of at most 15 characters (`<Text>Save</Text>`).
    static func showsShortLiteral(_ index: Int, in tree: JSXTree, code: CodeIndex) -> Bool {
        let content = tree.elements[index].content
        guard content.count == 1, code.tokens[content.lowerBound].kind == .jsxText else { return false }
        let text = code.tokens[content.lowerBound].text
        return text.count <= 15 && !text.contains(" ")
    }

    /// Whether the element shows only a short value: its content is expressions whose names say they hold
    /// a count, time, size or percentage (`{unreadCount}`, `` {`${memberCount >= 100 ? '99+' : memberCount}`} ``),
    /// with numbers and short numeric strings (`'99+'`). Such a value is a few characters at any size.
    static func showsShortValue(_ index: Int, in tree: JSXTree, code: CodeIndex) -> Bool {
        let content = tree.elements[index].content
        guard !content.isEmpty, content.count <= 40 else { return false }
        var names: [String] = []
        for position in content {
            let token = code.tokens[position]
            switch token.kind {
            case .jsxText, .jsxTagStart, .jsxClosingTagStart, .jsxTagEnd, .comment: return false
            case .identifier:
                // The last name of a member chain (`item.unreadCount`) is the value's; a conversion to text after
                // it (`count.toString()`) leaves it so.
                if formatting.contains(token.text) { continue }
                let member = code.isText(".", at: position + 1) || code.isText("?.", at: position + 1)
                guard !member || formatting.contains(code[safe: position + 2]?.text ?? "") else { continue }
                names.append(token.text)
            case .string:
                let parts = templateParts(token.text)
                guard parts.literal.allSatisfy({ $0.trimmingCharacters(in: .whitespaces).isEmpty || BodyText.isShortNumeric($0) })
                else { return false }
                names += parts.names
            default: continue
            }
        }
        return !names.isEmpty
            && names.allSatisfy { BodyText.namesShortValue([$0]) || $0 == "length" }
    }

    /// Methods that turn a value into text without changing what it is.
    static let formatting: Set<String> = ["toString", "toLocaleString", "toFixed"]

    /// A string or template literal's literal text pieces and the last names of the expressions it interpolates
    /// (`` `${count} left` `` → ["", " left"], ["count"]); quoted strings inside an interpolation are literal pieces.
    static func templateParts(_ text: String) -> (literal: [String], names: [String]) {
        var literal: [String] = []
        var names: [String] = []
        var current = ""
        var word = ""
        var depth = 0
        var quote: Character?
        let body = CodeIndex.unquoted(text)
        var iterator = body.makeIterator()
        var previous: Character = " "
        func endWord() {
            if !word.isEmpty, word.first?.isLetter == true || word.first == "_", !["true", "false", "null", "undefined"].contains(word) {
                names.append(word)
            }
            word = ""
        }
        while let character = iterator.next() {
            defer { previous = character }
            if depth == 0 {
                if character == "{" && previous == "$" {
                    current.removeLast()
                    literal.append(current)
                    current = ""
                    depth = 1
                } else {
                    current.append(character)
                }
                continue
            }
            if let open = quote {
                if character == open { literal.append(current); current = ""; quote = nil } else { current.append(character) }
                continue
            }
            if character == "'" || character == "\"" { endWord(); quote = character; continue }
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
                continue
            }
            // A member access continues the chain: only its last name is the value's.
            if character == "." { word = ""; continue }
            endWord()
            if character == "{" { depth += 1 }
            if character == "}" { depth -= 1 }
        }
        endWord()
        literal.append(current)
        return (literal, names)
    }

    /// Whether text at `index` counts as body text: not chrome, not a short literal and not a short value.
    /// With `anyName`, an element of any name counts as text (it is given a prop only text takes).
    static func isBodyText(
        _ index: Int, in tree: JSXTree, code: CodeIndex, configuration: LintConfiguration = .default, anyName: Bool = false
    ) -> Bool {
        (anyName || isText(tree.elements[index].name)) && !isChrome(index, in: tree, code: code, configuration: configuration)
            && !showsShortLiteral(index, in: tree, code: code) && !showsShortValue(index, in: tree, code: code)
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
