/// What a React Native file says about components across the project: which components it declares
/// whose text never scales (a design system's `Text` rendering `allowFontScaling={false}`), and where
/// each name it renders comes from, so that a finding on text that cannot grow can wait for the
/// project's answer (``ProjectCondition/unlessTextNeverScales(components:)``).
enum ReactNativeComponents {
    /// The modules whose components are React Native's own (their `Text` scales unless told not to).
    static func isReactNative(_ module: String) -> Bool {
        module == "react-native" || module.hasPrefix("react-native-") || module.hasPrefix("react-native/")
    }

    /// The module each imported name comes from: `import { Text, View as Box } from 'react-native'` gives
    /// `Text` and `Box` → `react-native`; `import Heading from './Heading'` gives `Heading` → `./Heading`.
    static func imports(in code: CodeIndex) -> [String: String] {
        var result: [String: String] = [:]
        for index in code.tokens.indices where code.tokens[index].isText("import") && code.enclosingBracket[index] == -1 {
            var names: [String] = []
            var cursor = index + 1
            var module: String?
            while cursor < code.tokens.count, cursor < index + 200 {
                let token = code.tokens[cursor]
                if token.isText("from"), let next = code[safe: cursor + 1], next.kind == .string {
                    module = CodeIndex.unquoted(next.text)
                    break
                }
                if token.kind == .string { break }
                if token.kind == .identifier, !["type", "as", "typeof"].contains(token.text) {
                    // `A as B` binds B.
                    if code.isText("as", at: cursor + 1) { cursor += 2; continue }
                    names.append(token.text)
                }
                cursor += 1
            }
            if let module { for name in names { result[name] = module } }
        }
        return result
    }

    /// Whether the element named `name` is React Native's own text (its `Text`, `TextInput`,
    /// `Animated.Text`), given the file's imports: a name imported from elsewhere, or declared in the
    /// project, is a component of the project's.
    static func isReactNativeText(_ name: String, imports: [String: String]) -> Bool {
        let root = String(name.split(separator: ".").first ?? Substring(name))
        if root == "Animated" { return true }
        guard let module = imports[root] else { return false }
        return isReactNative(module)
    }

    /// The condition a finding on `texts` (the text elements it is about) waits for: none when one of
    /// them is React Native's own text, which scales.
    static func condition(texts: [String], imports: [String: String]) -> ProjectCondition? {
        guard !texts.isEmpty, !texts.contains(where: { isReactNativeText($0, imports: imports) }) else { return nil }
        return .unlessTextNeverScales(components: Array(Set(texts)).sorted())
    }

    /// The components the file declares whose text never scales: the declaration around an element given
    /// `allowFontScaling={false}`, or around an object with `allowFontScaling: false`
    /// (`styled.Text.attrs({ allowFontScaling: false })`).
    static func nonScalingComponents(in code: CodeIndex, tree: JSXTree) -> Set<String> {
        var names = Set<String>()
        for element in tree.elements {
            guard let attribute = element.attribute("allowFontScaling"), ReactNativeText.isFalse(attribute, in: code),
                let name = declarationName(around: attribute.nameIndex, in: code)
            else { continue }
            names.insert(name)
        }
        for index in code.tokens.indices
        where code.tokens[index].isText("allowFontScaling") && code.isText(":", at: index + 1)
            && code.isText("false", at: index + 2)
        {
            if let name = declarationName(around: index, in: code) { names.insert(name) }
        }
        return names
    }

    /// The components the file declares whose every text is another of the project's components (a live price drawn by
    /// the design system's `AnimatedText`), by name, with those components: when all of them never scale, neither does
    /// the wrapper (``ProjectFacts/nonScalingClosure``).
    static func textWrappers(in code: CodeIndex, tree: JSXTree, imports: [String: String]) -> [String: Set<String>] {
        var texts: [String: Set<String>] = [:]
        var scaling = Set<String>()
        // Most files show only React Native's own text: they wrap nothing.
        guard tree.elements.contains(where: { ReactNativeText.isText($0.name) && !isReactNativeText($0.name, imports: imports) }) else {
            return [:]
        }
        for element in tree.elements where ReactNativeText.isText(element.name) {
            guard let name = declarationName(around: element.start, in: code), name != element.name else { continue }
            if isReactNativeText(element.name, imports: imports) {
                scaling.insert(name)
            } else if !(element.attribute("allowFontScaling").map { ReactNativeText.isFalse($0, in: code) } ?? false) {
                texts[name, default: []].insert(element.name)
            }
        }
        return texts.filter { !scaling.contains($0.key) }
    }

    /// The capitalised name declared by the top-level statement holding `index` (`export const Text =
    /// forwardRef(…)`, `function Heading(…)`, `const Text = styled.Text.attrs(…)`).
    static func declarationName(around index: Int, in code: CodeIndex) -> String? {
        var outermost = index
        var bracket = code.enclosingBracket[index]
        while bracket >= 0 {
            outermost = bracket
            bracket = code.enclosingBracket[bracket]
        }
        var cursor = outermost - 1
        var steps = 0
        while cursor >= 0, steps < 80 {
            steps += 1
            let token = code.tokens[cursor]
            // Back over a parameter list or a type's braces to the name before them.
            if token.kind == .punctuation, [")", "]", "}"].contains(token.text), code.partner[cursor] >= 0, code.partner[cursor] < cursor {
                cursor = code.partner[cursor] - 1
                continue
            }
            if token.kind == .identifier, ["const", "let", "var", "function", "class"].contains(token.text),
                let name = code[safe: cursor + 1], name.kind == .identifier, name.text.first?.isUppercase == true
            {
                return name.text
            }
            if token.isText(";") { return nil }
            cursor -= 1
        }
        return nil
    }
}
