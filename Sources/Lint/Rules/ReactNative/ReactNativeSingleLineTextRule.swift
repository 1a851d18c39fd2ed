import Findings

/// `numberOfLines={1}` on body text.
public enum ReactNativeSingleLineTextRule: LintRule {
    public static let description = RuleDescription(
        id: "rn-single-line-text",
        name: "Single-line text in React Native",
        summary: "`numberOfLines={1}` on a `Text` that is body text.",
        rationale: """
            One line holds a few words at large sizes; the rest is replaced by an ellipsis and cannot be read. React \
            Native multiplies sizes by the system factor (3.5 at AX5 on iOS), so the line fills fast.
            """,
        defaultSeverity: .warning,
        language: .reactNative,
        criterion: .resizeText,
        fix:
            "Remove `numberOfLines={1}` and let the text wrap; switch the row to a column when `useWindowDimensions().fontScale` is large.",
        precision: """
            Reads a numeric literal or a ternary with a `1` arm (an arm taken only on a tablet or desktop is not \
            reported). Body text is guessed as in `rn-font-scaling-disabled`: chrome (by name, by the configuration's \
            `chrome` list, or by a tab, toolbar or menu role), one-word literals up to 15 characters, values named as \
            counts, times or sizes (`{unreadCount}`), and text in a box at most 32 pt wide (a badge) or in a rounded box with at most 4 pt of vertical padding (a tag \
            or chip) are skipped.
            """,
        examples: [
            RuleExample(
                """
                <View style={styles.row}>
                  <Text ↓numberOfLines={1}>{order.shippingAddress}</Text>
                </View>
                """, explanation: "An address cut to one line."),
            RuleExample(
                """
                <Text ↓numberOfLines={isTablet ? undefined : 1}>{channel.teamName}</Text>
                """, explanation: "One line on phones, through a ternary."),
            RuleExample(
                """
                <Text numberOfLines={1}>Total</Text>
                <Text numberOfLines={3}>{order.shippingAddress}</Text>
                <Header><Text numberOfLines={1}>{screen.title}</Text></Header>
                <Text numberOfLines={isTablet ? 1 : undefined}>{channel.teamName}</Text>
                """, explanation: "A one-word label, a three-line limit, a header title, and one line on tablets only."),
            RuleExample(
                """
                <Text numberOfLines={1}>{`${memberCount >= 100 ? '99+' : memberCount}`}</Text>
                <Text numberOfLines={1}>{item.unreadCount}</Text>
                <Text numberOfLines={1}>{memberCount.toLocaleString()}</Text>
                <View style={styles.badge}><Text numberOfLines={1}>{label}</Text></View>
                <View accessibilityRole="tab"><Text numberOfLines={1}>{route.title}</Text></View>
                <View style={{ borderRadius: 4, paddingVertical: 2, paddingHorizontal: 4 }}><Text numberOfLines={1}>{tag.label}</Text></View>
                <AppSegmentedControl><Text numberOfLines={1}>{option.title}</Text></AppSegmentedControl>
                const styles = StyleSheet.create({ badge: { width: 20, height: 20, borderRadius: 10 } });
                """,
                explanation: """
                    A count, a value in a 20 pt wide badge, a tab by its role, a tag (a rounded box with 2 pt of \
                    vertical padding), and a component the configuration names as chrome.
                    """, configuration: LintConfiguration(chromeComponents: ["SegmentedControl"])),
            RuleExample(
                """
                <Text ↓numberOfLines={1}>{`${displayName} (${memberCount})`}</Text>
                <Text ↓numberOfLines={1}>{channel.displayName.toString()}</Text>
                <View style={{ width: 200 }}><Text ↓numberOfLines={1}>{channel.purpose}</Text></View>
                <View style={{ borderRadius: 8, padding: 12 }}><Text ↓numberOfLines={1}>{post.message}</Text></View>
                <View style={{ borderRadius: 18, paddingVertical: 4 }}>
                  <FormattedText ↓numberOfLines={1} defaultMessage="{name} and others raised a hand" values={{ name }} />
                </View>
                """,
                explanation: """
                    A name beside its count, text in a box wide enough for words, a rounded card with room around its \
                    text, and a sentence in a pill.
                    """),
        ])

    public static func violations(in file: LintFile, configuration: LintConfiguration) -> [RuleViolation] {
        let code = file.codeIndex
        let tree = file.jsxTree
        let imports = file.reactNativeImports
        var styles: ReactNativeStyles?
        return tree.elements.indices.compactMap { index in
            guard let attribute = tree.elements[index].attribute("numberOfLines"), limitsToOneLine(attribute, in: code),
                ReactNativeText.isBodyText(index, in: tree, code: code, configuration: configuration),
                ReactNativeText.scales(index, in: tree, code: code)
            else { return nil }
            // Read the file's styles only when some text is held to one line.
            if styles == nil { styles = file.reactNativeStyles }
            // A badge or tag holds a few characters; a sentence written in the code is not one of them.
            if let styles, isBadgeSized(index, in: tree, styles: styles), !showsSentence(index, in: tree, code: code) { return nil }
            let name = tree.elements[index].name
            var found = violation(
                in: file, at: file.position(of: code.tokens[attribute.nameIndex]),
                "This <\(name)> is limited to one line and truncates at large text sizes.", element: "<\(name)>")
            found.conditions += ReactNativeComponents.condition(texts: [name], imports: imports).map { [$0] } ?? []
            return found
        }
    }

    /// The widest fixed `width` of a badge: a box this narrow holds two or three characters by design.
    static let badgeWidth = 32.0

    /// Whether the text at `index`, or the element right around it, has a fixed `width` of at most
    /// ``badgeWidth`` (a count badge, a tag): one line of a few characters is what it is for.
    /// So is a pill (a tag, a chip): a rounded box (`borderRadius`) with at most ``pillPadding`` of vertical padding.
    static func isBadgeSized(_ index: Int, in tree: JSXTree, styles: ReactNativeStyles) -> Bool {
        [index, tree.elements[index].parent].compactMap { $0 }.contains { element in
            guard let value = tree.elements[element].attribute("style")?.value else { return false }
            let properties = styles.properties(ofStyle: value)
            if let width = properties["width"]?.value, width > 0, width <= badgeWidth { return true }
            guard let radius = properties["borderRadius"]?.value, radius > 0,
                let padding = ["paddingVertical", "paddingTop", "padding"].lazy.compactMap({ properties[$0]?.value }).first
            else { return false }
            return padding <= pillPadding && (properties["paddingBottom"]?.value ?? padding) <= pillPadding
        }
    }

    /// Whether the element shows a sentence written in the code: text content or a `defaultMessage` (an
    /// internationalised text's source string) longer than 15 characters with a space.
    static func showsSentence(_ index: Int, in tree: JSXTree, code: CodeIndex) -> Bool {
        let element = tree.elements[index]
        var pieces = element.content.filter { code.tokens[$0].kind == .jsxText }.map { code.tokens[$0].text }
        if let message = element.attribute("defaultMessage")?.value, message.count == 1 {
            pieces.append(CodeIndex.unquoted(code.tokens[message.lowerBound].text))
        }
        return pieces.contains { $0.count > BodyText.shortLiteralLength && $0.contains(" ") }
    }

    /// The most vertical padding a pill has around its one line: a tag's or chip's 2 to 4 pt.
    static let pillPadding = 4.0

    /// Whether `numberOfLines` is 1: the number itself, or one arm of a ternary (`isTablet ? undefined : 1`),
    /// unless the arm that gives 1 is taken only on a large screen (``LargeScreenBranch``).
    static func limitsToOneLine(_ attribute: JSXTree.Attribute, in code: CodeIndex) -> Bool {
        if ReactNativeText.number(attribute, in: code) == 1 { return true }
        guard let value = attribute.value, let level = Optional(code.enclosingBracket[value.lowerBound]),
            let question = value.first(where: { code.tokens[$0].isText("?") && code.enclosingBracket[$0] == level }),
            let colon = value.first(where: { $0 > question && code.tokens[$0].isText(":") && code.enclosingBracket[$0] == level })
        else { return false }
        func isOne(_ arm: Range<Int>) -> Bool {
            arm.count == 1 && code.tokens[arm.lowerBound].kind == .number && Double(code.tokens[arm.lowerBound].text) == 1
        }
        if isOne((colon + 1)..<value.upperBound) { return true }
        return isOne((question + 1)..<colon) && !LargeScreenBranch.says(in: value.lowerBound..<question, code)
    }
}
