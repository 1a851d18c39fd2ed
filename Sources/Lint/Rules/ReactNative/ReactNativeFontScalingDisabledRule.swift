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
            assignment of `allowFontScaling` to `false` is reported, whatever component it is on, and so is a component \
            that turns it off by default: a styled component's `.attrs({ allowFontScaling: false })`, or a default value \
            `allowFontScaling = false` in its destructured props. An element of any name given `allowFontScaling={false}` \
            passes it on to a text.
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
                const LegacyText = styled.Text.attrs({ ↓allowFontScaling: false })(buildTextStyles);
                const Input = ({ ↓allowFontScaling = false, style, ...props }: InputProps) => (
                  <TextInput allowFontScaling={allowFontScaling} style={style} {...props} />
                );
                <AmountInput ↓allowFontScaling={false} value={amount} />
                """, explanation: "Off by default for every use of a styled text and of an input, and on an input of any name."),
            RuleExample(
                """
                <Tab.Navigator screenOptions={{ tabBarLabelStyle: { fontSize: 12 } }}>
                  <TabBarLabel allowFontScaling={false}>{route.name}</TabBarLabel>
                </Tab.Navigator>
                <Text allowFontScaling={false}>OK</Text>
                <Text allowFontScaling={true}>{product.description}</Text>
                const Label = ({ allowFontScaling = true }) => <Text allowFontScaling={allowFontScaling}>{title}</Text>;
                <Badge allowFontScaling={false}>{unreadCount}</Badge>
                """, explanation: "A tab label, a one-word literal, scaling left on (also by default), and a badge's count."),
        ])

    public static func violations(in file: LintFile, configuration: LintConfiguration) -> [RuleViolation] {
        // Every case names the prop: most files are spared the token walks.
        guard file.containsBytes("allowFontScaling") else { return [] }
        let code = file.codeIndex
        let tree = file.jsxTree
        var result: [RuleViolation] = []
        for index in tree.elements.indices {
            guard let attribute = tree.elements[index].attribute("allowFontScaling"), ReactNativeText.isFalse(attribute, in: code),
                // `allowFontScaling` is a prop of `Text` and `TextInput` only: whatever the element's name
                // (`GweiNumberInput`), it passes the prop on to one.
                ReactNativeText.isBodyText(index, in: tree, code: code, configuration: configuration, anyName: true)
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
        for index in offByDefault(in: code) {
            let component = ReactNativeComponents.declarationName(around: index, in: code) ?? "this component"
            let named = component == "this component" ? component : "`\(component)`"
            result.append(
                violation(
                    in: file, at: file.position(of: code.tokens[index]),
                    "\(named.prefix(1).uppercased() + named.dropFirst()) turns font scaling off by default for every use "
                        + "(`allowFontScaling` defaults to false).",
                    element: component))
        }
        return result.sorted { $0.position < $1.position }
    }

    /// The `allowFontScaling` keys that turn scaling off by default for a whole component: in the object a
    /// styled component's `.attrs(…)` gives every use (`styled.Text.attrs({ allowFontScaling: false })`), and as
    /// a default value of a component's destructured props (`({ allowFontScaling = false, …}) => …`).
    static func offByDefault(in code: CodeIndex) -> [Int] {
        code.tokens.indices.filter { index in
            guard code.tokens[index].isText("allowFontScaling"), !code.isText(".", at: index - 1),
                code.isText(":", at: index + 1) || code.isText("=", at: index + 1), code.isText("false", at: index + 2)
            else { return false }
            let object = code.enclosingBracket[index]
            guard object >= 1, code.tokens[object].isText("{") else { return false }
            if code.isText(":", at: index + 1) {
                // `.attrs({ … })`.
                return code.isText("(", at: object - 1) && code.isText("attrs", at: object - 2) && code.isText(".", at: object - 3)
            }
            // A default value in the destructured parameter of a function: `({ allowFontScaling = false }: Props) =>`.
            let parameters = code.enclosingBracket[object]
            guard parameters >= 0, code.tokens[parameters].isText("("), code.partner[parameters] > parameters else { return false }
            let after = code.partner[parameters] + 1
            return code.isText("=>", at: after) || code.isText("{", at: after) || code.isText(":", at: after)
        }
    }
}
