/// The styles a React Native file defines and how its elements use them: `StyleSheet.create({…})` and
/// theme functions (`makeStyleSheetFromTheme((theme) => ({…}))`, `(theme) => StyleSheet.create({…})`)
/// by the names that hold them and the names assigned from them (`const styles = getStyleSheet(theme)`),
/// the file's numeric constants (`const TOAST_HEIGHT = 56`), locals named as styles
/// (`const containerStyle = useMemo(() => [styles.container, {width}], …)`), and the properties an element's `style`
/// sets from sheets and inline objects.
struct ReactNativeStyles {
    /// One numeric property of a style: its value when known, and the index of its name's token.
    struct Property {
        let value: Double?
        let labelIndex: Int
        /// How the value is written when it is one name (`TOAST_HEIGHT`), or the name a shared value
        /// animates to (`height: height.value` after `height.value = withTiming(BAR_HEIGHT)`).
        var written: String? = nil
    }

    /// Sheet entries by the variable that holds the sheet (or the function that makes it), then by entry name.
    private(set) var sheets: [String: [String: [String: Property]]] = [:]
    /// Top-level `const NAME = 56`.
    private(set) var constants: [String: Double] = [:]
    /// Shared values (`const height = useSharedValue(0)`) with the one size other than 0 they are ever given.
    private(set) var animatedTargets: [String: Range<Int>] = [:]
    /// Locals that hold a style (`const containerStyle = useMemo(() => [styles.container, {width}], …)`):
    /// the tokens of their initializer.
    private(set) var locals: [String: Range<Int>] = [:]
    private let code: CodeIndex

    /// The styles of `code`.
    init(_ code: CodeIndex) {
        self.code = code
        for index in code.tokens.indices
        where code.tokens[index].kind == .identifier && ["const", "let", "var"].contains(code.tokens[index].text) {
            guard let name = code[safe: index + 1], name.kind == .identifier, code.isText("=", at: index + 2),
                let value = code[safe: index + 3], value.kind == .number, !code.isText(".", at: index + 4)
            else { continue }
            constants[name.text] = Double(value.text.filter { $0 != "_" })
        }
        for call in code.tokens.indices
        where code.tokens[call].kind == .identifier && code.isCall(at: call) && Self.makesSheet(call, in: code) {
            guard let arguments = code.argumentRange(ofCallAt: call), let object = entriesObject(in: arguments),
                let holder = assignedName(before: call)
            else { continue }
            sheets[holder] = entries(of: object)
        }
        animatedTargets = Self.animatedTargets(in: code)
        // A plain function named for styles that returns them (`const getStyleSheet = (color) => ({ row: {…} })`).
        for index in code.tokens.indices where code.tokens[index].kind == .identifier && code.tokens[index].text == "const" {
            guard code.isText("=", at: index + 2), code.isText("(", at: index + 3), let name = code[safe: index + 1],
                name.kind == .identifier, sheets[name.text] == nil, let object = Self.returnedObject(ofArrowAt: index + 3, in: code),
                name.text.lowercased().contains("style"), let _ = entriesObject(in: object..<(object + 1))
            else { continue }
            sheets[name.text] = entries(of: object)
        }
        for index in code.tokens.indices where code.tokens[index].kind == .identifier && ["const", "let"].contains(code.tokens[index].text)
        {
            guard let name = code[safe: index + 1], name.kind == .identifier, name.text.lowercased().hasSuffix("style"),
                code.isText("=", at: index + 2), index + 3 < code.tokens.count
            else { continue }
            let start = index + 3
            let first = code.tokens[start]
            let end =
                (first.isText("[") || first.isText("{") || first.isText("(")) && code.partner[start] > start
                ? code.partner[start] + 1 : code.chainEnd(startingAt: start)
            locals[name.text] = start..<min(end, code.tokens.count)
        }
        // `const styles = getStyleSheet(theme)`, `useMemo(() => getStyles(theme), [theme])`.
        for index in code.tokens.indices
        where code.tokens[index].kind == .identifier && ["const", "let", "var"].contains(code.tokens[index].text) {
            guard let name = code[safe: index + 1], name.kind == .identifier, sheets[name.text] == nil, code.isText("=", at: index + 2)
            else { continue }
            var cursor = index + 3
            while cursor < min(code.tokens.count, index + 30) {
                let token = code.tokens[cursor]
                // Another statement ends the search; a `return` inside the initializer's own function does not
                // (`useMemo(() => { return getStyleSheet(theme) }, [theme])`).
                if token.kind == .identifier, ["const", "let", "var"].contains(token.text) { break }
                if token.isText("return"), code.enclosingBracket[cursor] == code.enclosingBracket[index] { break }
                if token.kind == .identifier, let sheet = sheets[token.text], code.isText("(", at: cursor + 1) {
                    sheets[name.text] = sheet
                    break
                }
                cursor += 1
            }
        }
    }

    /// The object literal an arrow function returns in parentheses: the `{` of `(params) => ({ … })`, with
    /// the parameter list opening at `open` (and an optional return type after it).
    static func returnedObject(ofArrowAt open: Int, in code: CodeIndex) -> Int? {
        let close = code.partner[open]
        guard close > open else { return nil }
        var cursor = close + 1
        // Over a return type (`): Styles =>`), to the arrow.
        while cursor < min(code.tokens.count, close + 12), !code.isText("=>", at: cursor) { cursor += 1 }
        guard code.isText("=>", at: cursor), code.isText("(", at: cursor + 1), code.isText("{", at: cursor + 2),
            code.partner[cursor + 2] > cursor + 2
        else { return nil }
        return cursor + 2
    }

    /// The numeric constants a file exports: `export const NAME = 56`.
    static func exportedConstants(in code: CodeIndex) -> [String: Double] {
        var result: [String: Double] = [:]
        for index in code.tokens.indices where code.tokens[index].isText("export") && code.isText("const", at: index + 1) {
            guard let name = code[safe: index + 2], name.kind == .identifier, code.isText("=", at: index + 3),
                let value = code[safe: index + 4], value.kind == .number, !code.isText(".", at: index + 5),
                let number = Double(value.text.filter { $0 != "_" })
            else { continue }
            result[name.text] = number
        }
        return result
    }

    /// Whether the call at `index` makes a sheet: `StyleSheet.create(…)`, or a theme function named for one
    /// (`makeStyleSheetFromTheme`, `makeStyles`, `createStyles`).
    static func makesSheet(_ index: Int, in code: CodeIndex) -> Bool {
        let name = code.tokens[index].text
        if name == "create" { return code.isText("StyleSheet", at: index - 2) && code.isText(".", at: index - 1) }
        return name.hasPrefix("makeStyle") || name.hasPrefix("createStyle") || name.contains("StyleSheet")
    }

    /// The first object literal in `range` whose members are style entries (`row: { … }`).
    private func entriesObject(in range: Range<Int>) -> Int? {
        range.first { index in
            guard code.tokens[index].isText("{"), code.partner[index] > index else { return false }
            return code.splitArguments((index + 1)..<code.partner[index]).contains { entry in
                entry.label != nil && code.isText("{", at: entry.value.lowerBound)
            }
        }
    }

    /// The name a sheet is assigned to: `NAME` in `const NAME = StyleSheet.create(…)` or
    /// `const NAME = (theme) => StyleSheet.create(…)`.
    private func assignedName(before call: Int) -> String? {
        var cursor = call - 1
        var steps = 0
        while cursor >= 2, steps < 40 {
            steps += 1
            let token = code.tokens[cursor]
            if token.kind == .punctuation, [")", "]", "}"].contains(token.text), code.partner[cursor] >= 0, code.partner[cursor] < cursor {
                cursor = code.partner[cursor] - 1
                continue
            }
            if token.isText(";") { return nil }
            if token.isText("="), code.tokens[cursor - 1].kind == .identifier,
                ["const", "let", "var"].contains(code.tokens[cursor - 2].text) || code.tokens[cursor - 2].isText(".")
            {
                return code.tokens[cursor - 1].text
            }
            cursor -= 1
        }
        return nil
    }

    /// The numeric properties of each entry of the sheet object opening at `object`.
    private func entries(of object: Int) -> [String: [String: Property]] {
        var result: [String: [String: Property]] = [:]
        for entry in code.splitArguments((object + 1)..<code.partner[object]) {
            guard let name = entry.label, code.isText("{", at: entry.value.lowerBound),
                code.partner[entry.value.lowerBound] > entry.value.lowerBound
            else { continue }
            result[name] = properties(ofObject: entry.value.lowerBound)
        }
        return result
    }

    /// The properties of the object literal opening at `object`, numbers resolved through the file's constants
    /// and shared values through the one size they animate to.
    func properties(ofObject object: Int) -> [String: Property] {
        var result: [String: Property] = [:]
        for property in code.splitArguments((object + 1)..<code.partner[object]) {
            guard let label = property.label, let labelIndex = property.labelIndex else { continue }
            var value = property.value
            // `height: height.value` in an animated style: the size the shared value is animated to.
            if value.count == 3, code.isText(".", at: value.lowerBound + 1), code.isText("value", at: value.lowerBound + 2),
                let target = animatedTargets[code.tokens[value.lowerBound].text]
            {
                value = target
            }
            let single = value.count == 1 && code.tokens[value.lowerBound].kind == .identifier
            result[label] = Property(
                value: number(value), labelIndex: labelIndex, written: single ? code.tokens[value.lowerBound].text : nil)
        }
        return result
    }

    /// A value that is a number literal or one of the file's numeric constants.
    func number(_ range: Range<Int>) -> Double? {
        guard range.count == 1 else { return nil }
        let token = code.tokens[range.lowerBound]
        if token.kind == .number { return Double(token.text.filter { $0 != "_" }) }
        if token.kind == .identifier { return constants[token.text] }
        return nil
    }

    /// The properties an element's `style` value sets, later ones winning: sheet entries (`styles.row`)
    /// and inline objects (`{ height: 48 }`, not a nested `shadowOffset: { height: 2 }`).
    func properties(ofStyle value: Range<Int>, depth: Int = 0) -> [String: Property] {
        var result: [String: Property] = [:]
        // Styles applied under a condition (`moreThanOne && styles.tall`) do not replace one always applied:
        // without the condition, the element has the other's value. They fill in what nothing else sets, and
        // alternatives of a ternary (`big ? styles.tall : styles.short`) replace each other, the later winning.
        var conditional: [String: Property] = [:]
        for position in value {
            let token = code.tokens[position]
            // A local holding a style (`style={containerStyle}`), followed once.
            if depth == 0, token.kind == .identifier, let initializer = locals[token.text], !code.isText(".", at: position - 1),
                !initializer.contains(position)
            {
                result.merge(properties(ofStyle: initializer, depth: 1)) { $1 }
            }
            if token.kind == .identifier, let sheet = sheets[token.text], code.isText(".", at: position + 1),
                let entry = code[safe: position + 2], let properties = sheet[entry.text]
            {
                if code.isText("&&", at: position - 1) || code.isText("?", at: position - 1) || code.isText(":", at: position - 1) {
                    conditional.merge(properties) { $1 }
                } else {
                    result.merge(properties) { $1 }
                }
            }
            if token.isText("{"), code.partner[position] > position, !code.isText(":", at: position - 1), code.isText(":", at: position + 2)
            {
                result.merge(properties(ofObject: position)) { $1 }
            }
        }
        if !conditional.isEmpty { result.merge(conditional) { always, _ in always } }
        return result
    }
}
