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
            Reads numeric literals only. Body text is guessed as in `rn-font-scaling-disabled`: chrome and one-word \
            literals up to 15 characters are skipped.
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
                <Text numberOfLines={1}>Total</Text>
                <Text numberOfLines={3}>{order.shippingAddress}</Text>
                <Header><Text numberOfLines={1}>{screen.title}</Text></Header>
                """, explanation: "A one-word label, a three-line limit, and a header title."),
        ])

    public static func violations(in file: LintFile, configuration: LintConfiguration) -> [RuleViolation] {
        let code = file.codeIndex
        let tree = file.jsxTree
        let imports = ReactNativeComponents.imports(in: code)
        return tree.elements.indices.compactMap { index in
            guard let attribute = tree.elements[index].attribute("numberOfLines"), ReactNativeText.number(attribute, in: code) == 1,
                ReactNativeText.isBodyText(index, in: tree, code: code), ReactNativeText.scales(index, in: tree, code: code)
            else { return nil }
            let name = tree.elements[index].name
            var found = violation(
                in: file, at: file.position(of: code.tokens[attribute.nameIndex]),
                "This <\(name)> is limited to one line and truncates at large text sizes.", element: "<\(name)>")
            found.conditions += ReactNativeComponents.condition(texts: [name], imports: imports).map { [$0] } ?? []
            return found
        }
    }
}
