import Findings

/// `allowFontScaling={false}` on body text, or switched off for every `Text` through `defaultProps`.
public enum ReactNativeFontScalingDisabledRule: LintRule {
    public static let description = RuleDescription(
        id: "rn-font-scaling-disabled",
        name: "Font scaling turned off",
        summary: "`allowFontScaling={false}` on body text, or `Text.defaultProps.allowFontScaling = false` for the whole app.",
        rationale: """
            With font scaling off, text ignores the size people chose in Settings: it stays at its design size on a phone \
            set to 200 % or AX5. Setting it in `defaultProps` does that to every text in the app at once.
            """,
        defaultSeverity: .error,
        language: .reactNative,
        criterion: .resizeText,
        fix: "Remove `allowFontScaling={false}`; where a layout cannot grow (a tab label), cap it with `maxFontSizeMultiplier` instead.",
        precision: """
            Text is an element named `Text`, `TextInput` or ending in `Text`. Body text is guessed: elements inside anything \
            named like a tab bar, header, navigation bar, toolbar, badge or chip, or named in the configuration's `chrome` \
            list, or with a tab, toolbar or menu accessibility role; text whose only content is one word up to 15 \
            characters; and text showing only a value named as a count, time or size (`{unreadCount}`) are skipped. Props spread from objects (`{...props}`) are not followed. Every `defaultProps` \
            assignment of `allowFontScaling` to `false` is reported, whatever component it is on.
            """,
        examples: [
            RuleExample(
                """
                <Text style={styles.body} ↓allowFontScaling={false}>
                  {product.description}
                </Text>
                """, explanation: "Body text that never grows."),
            RuleExample(
                """
                Text.defaultProps = Text.defaultProps || {};
                ↓Text.defaultProps.allowFontScaling = false;
                ↓TextInput.defaultProps = { ...TextInput.defaultProps, allowFontScaling: false };
                """, explanation: "Off for every text in the app.", fileName: "index.js"),
            RuleExample(
                """
                <Tab.Navigator screenOptions={{ tabBarLabelStyle: { fontSize: 12 } }}>
                  <TabBarLabel allowFontScaling={false}>{route.name}</TabBarLabel>
                </Tab.Navigator>
                <Text allowFontScaling={false}>OK</Text>
                <Text allowFontScaling={true}>{product.description}</Text>
                """, explanation: "A tab label, a one-word literal, and scaling left on."),
        ])

    public static func violations(in file: LintFile, configuration: LintConfiguration) -> [RuleViolation] {
        let code = file.codeIndex
        let tree = file.jsxTree
        var result: [RuleViolation] = []
        for index in tree.elements.indices {
            guard let attribute = tree.elements[index].attribute("allowFontScaling"), ReactNativeText.isFalse(attribute, in: code),
                ReactNativeText.isBodyText(index, in: tree, code: code, configuration: configuration)
            else { continue }
            let name = tree.elements[index].name
            result.append(
                violation(
                    in: file, at: file.position(of: code.tokens[attribute.nameIndex]),
                    "This <\(name)> ignores the reader's text size (`allowFontScaling={false}`).", element: "<\(name)>"))
        }
        for assignment in ReactNativeText.defaultPropsAssignments(of: "allowFontScaling", in: code)
        where code.tokens[assignment.value].isText("false") {
            let start = code.chainStart(endingAt: max(0, assignment.name - 2))
            let dotted = code.isText("defaultProps", at: assignment.name - 2) && code.isText(".", at: assignment.name - 1)
            let target = dotted ? start : code.chainStart(endingAt: code.enclosingBracket[assignment.name] - 2)
            let component = code.tokens[target].text
            result.append(
                violation(
                    in: file, at: file.position(of: code.tokens[target]),
                    "`\(component).defaultProps` turns font scaling off for every \(component) in the app.",
                    element: "\(component).defaultProps"))
        }
        return result
    }
}
