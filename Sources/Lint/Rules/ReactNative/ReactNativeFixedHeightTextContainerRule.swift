import Findings

/// A fixed `height` in the style of an element that shows text.
public enum ReactNativeFixedHeightTextContainerRule: LintRule {
    public static let description = RuleDescription(
        id: "rn-fixed-height-text-container",
        name: "Fixed height on a container of text",
        summary: "A numeric `height` in the style of a `View`, button or `Text` that shows text, inline or from `StyleSheet.create`.",
        rationale: """
            Text grows with the reader's setting; a box with a fixed height does not. The text is clipped (with \
            `overflow: 'hidden'`) or spills over the next row, and a button's label leaves its button.
            """,
        defaultSeverity: .error,
        language: .reactNative,
        criterion: .resizeText,
        fix: "Use `minHeight` instead of `height` and let padding set the rest.",
        precision: """
            Follows `styles.name` to the `StyleSheet.create` entry of the same file (any variable name) and reads inline \
            `style={{ height: 48 }}` and arrays of both. Reports a numeric `height` once, at the style, when any element \
            using it is text or has text inside it. Styles from other files, computed styles and text inside your own \
            components are not seen.
            """,
        examples: [
            RuleExample("""
                const Row = ({ title }) => (
                  <TouchableOpacity style={styles.row}>
                    <Text>{title}</Text>
                  </TouchableOpacity>
                );
                const styles = StyleSheet.create({
                  row: { ↓height: 44, paddingHorizontal: 16 },
                  icon: { height: 24, width: 24 },
                });
                """, explanation: "The row's style fixes its height; the icon style is used by nothing with text."),
            RuleExample("""
                <View style={[styles.badge, { ↓height: 20 }]}>
                  <Text>{count} new messages</Text>
                </View>
                """, explanation: "An inline height in a style array."),
            RuleExample("""
                <View style={{ minHeight: 44 }}>
                  <Text>{title}</Text>
                </View>
                <Image style={{ height: 44 }} source={logo} />
                """, explanation: "A minimum height grows; an image has no text."),
        ])

    public static func violations(in file: LintFile, configuration: LintConfiguration) -> [RuleViolation] {
        let code = file.codeIndex
        let tree = JSXTree(code)
        let sheets = styleSheets(in: code)
        var reported = Set<Int>()
        var result: [RuleViolation] = []
        for index in tree.elements.indices {
            guard let style = tree.elements[index].attribute("style"), let value = style.value else { continue }
            let element = tree.elements[index]
            let showsText = ReactNativeText.isText(element.name) || tree.descendants(of: index).contains { ReactNativeText.isText(tree.elements[$0].name) }
            guard showsText else { continue }
            var heights: [Int] = []
            for position in value {
                let token = code.tokens[position]
                // `styles.row`: a sheet's entry.
                if token.kind == .identifier, let sheet = sheets[token.text], code.isText(".", at: position + 1),
                   let entry = code[safe: position + 2], let height = sheet[entry.text] {
                    heights.append(height)
                }
                // `{ height: 48 }` written inline.
                if token.isText("height"), code.isText(":", at: position + 1), code[safe: position + 2]?.kind == .number,
                   code.tokens[code.enclosingBracket[position]].isText("{") {
                    heights.append(position)
                }
            }
            for height in heights where reported.insert(height).inserted {
                let value = code.tokens[height + 2].text
                result.append(violation(in: file, at: file.position(of: code.tokens[height]),
                                        "A fixed height of \(value) on this <\(element.name)> clips the text inside it when the text grows.",
                                        element: "<\(element.name)>"))
            }
        }
        return result.sorted { $0.position < $1.position }
    }

    /// For each `name = StyleSheet.create({…})`: the entry names with the index of their numeric `height` key.
    static func styleSheets(in code: CodeIndex) -> [String: [String: Int]] {
        var sheets: [String: [String: Int]] = [:]
        for call in code.calls(named: ["create"]) where code.isText("StyleSheet", at: call - 2) && code.isText(".", at: call - 1) {
            guard call >= 4, code.isText("=", at: call - 3), code.tokens[call - 4].kind == .identifier,
                  let arguments = code.argumentRange(ofCallAt: call), code.isText("{", at: arguments.lowerBound) else { continue }
            let close = code.partner[arguments.lowerBound]
            guard close > arguments.lowerBound else { continue }
            var entries: [String: Int] = [:]
            for entry in code.splitArguments((arguments.lowerBound + 1)..<close) {
                guard let name = entry.label, code.isText("{", at: entry.value.lowerBound) else { continue }
                let end = code.partner[entry.value.lowerBound]
                guard end > entry.value.lowerBound else { continue }
                for property in code.splitArguments((entry.value.lowerBound + 1)..<end)
                where property.label == "height" && property.value.count == 1 && code.tokens[property.value.lowerBound].kind == .number {
                    entries[name] = property.labelIndex
                }
            }
            sheets[code.tokens[call - 4].text] = entries
        }
        return sheets
    }
}
