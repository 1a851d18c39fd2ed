import Findings

/// `maxFontSizeMultiplier` below 2 on body text.
public enum ReactNativeFontSizeMultiplierCapRule: LintRule {
    public static let description = RuleDescription(
        id: "rn-font-size-multiplier-cap",
        name: "Body text capped below 200 %",
        summary: "`maxFontSizeMultiplier` from 1 up to (not including) 2 on body text, or in `Text.defaultProps`.",
        rationale: """
            WCAG 1.4.4 asks that text can reach 200 % of its size. A multiplier cap under 2 stops body text short of that \
            for exactly the people who turned the setting up. Caps belong on chrome that cannot grow, such as tab labels.
            """,
        defaultSeverity: .warning,
        language: .reactNative,
        criterion: .resizeText,
        fix: "Remove the cap on body text, or raise it to at least 2; keep caps for fixed chrome and use the Large Content Viewer there.",
        precision: """
            Reads numeric literals only (`maxFontSizeMultiplier={1.5}`); a value from a constant is not resolved. `0` means \
            no cap in React Native and is not reported. Body text is guessed as in `rn-font-scaling-disabled`.
            """,
        examples: [
            RuleExample(
                """
                <Text style={styles.body} ↓maxFontSizeMultiplier={1.3}>
                  {article.body}
                </Text>
                """, explanation: "Body text stops at 130 %."),
            RuleExample(
                """
                Text.defaultProps = { ...Text.defaultProps, ↓maxFontSizeMultiplier: 1.5 };
                """, fileName: "App.js"),
            RuleExample(
                """
                <Text maxFontSizeMultiplier={2}>{article.body}</Text>
                <Text maxFontSizeMultiplier={0}>{article.body}</Text>
                <TabBar><Text maxFontSizeMultiplier={1.2}>{tab.title}</Text></TabBar>
                """, explanation: "A cap at 200 %, no cap, and a tab label."),
        ])

    public static func violations(in file: LintFile, configuration: LintConfiguration) -> [RuleViolation] {
        let code = file.codeIndex
        let tree = file.jsxTree
        var result: [RuleViolation] = []
        for index in tree.elements.indices {
            guard let attribute = tree.elements[index].attribute("maxFontSizeMultiplier"),
                let value = ReactNativeText.number(attribute, in: code),
                value >= 1 && value < 2, ReactNativeText.isBodyText(index, in: tree, code: code, configuration: configuration)
            else { continue }
            let name = tree.elements[index].name
            result.append(
                violation(
                    in: file, at: file.position(of: code.tokens[attribute.nameIndex]),
                    "This <\(name)> stops growing at \(Int((value * 100).rounded())) % of its size.", element: "<\(name)>"))
        }
        for assignment in ReactNativeText.defaultPropsAssignments(of: "maxFontSizeMultiplier", in: code) {
            guard code.tokens[assignment.value].kind == .number, let value = Double(code.tokens[assignment.value].text),
                value >= 1 && value < 2
            else { continue }
            result.append(
                violation(
                    in: file, at: file.position(of: code.tokens[assignment.name]),
                    "`defaultProps` caps every text at \(Int((value * 100).rounded())) % of its size.",
                    element: "defaultProps"))
        }
        return result
    }
}
