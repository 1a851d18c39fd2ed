/// The composables a Kotlin file declares, for a box whose text they draw: each capitalised `fun Name(…) { … }`
/// with its body, and the parameters that take composable content (`content: @Composable () -> Unit`), which the box shows
/// where the function calls them (`content()`) with what the file's calls of the function pass.
struct ComposeFileComposables {
    /// The body (inside the braces) of each composable, by name; a name declared twice keeps the first.
    var bodies: [String: Range<Int>] = [:]
    /// The parameters of each composable that take composable content (`@Composable () -> Unit`), by name.
    var slots: [String: Set<String>] = [:]

    /// Every name a box may show text through: the text composables, the file's composables and their content parameters.
    var names: Set<String> = ComposeText.textComposables

    /// The composables of `code`.
    init(_ code: CodeIndex) {
        defer { names.formUnion(bodies.keys); names.formUnion(slots.values.flatMap { $0 }) }
        for index in code.tokens.indices where code.tokens[index].kind == .identifier && code.tokens[index].isText("fun") {
            guard let name = code[safe: index + 1], name.kind == .identifier, name.text.first?.isUppercase == true,
                code.isText("(", at: index + 2), case let close = code.partner[index + 2], close > index + 2, bodies[name.text] == nil
            else { continue }
            // The body: the first `{` after the parameters at the declaration's level (after a return type, if any).
            var cursor = close + 1
            while cursor < code.tokens.count, cursor < close + 12, !code.isText("{", at: cursor), !code.isText("=", at: cursor) {
                cursor += 1
            }
            guard code.isText("{", at: cursor), code.partner[cursor] > cursor else { continue }
            bodies[name.text] = (cursor + 1)..<code.partner[cursor]
            var parameters = Set<String>()
            for parameter in code.splitArguments((index + 3)..<close) {
                let range = parameter.label.flatMap { _ in parameter.labelIndex.map { $0..<parameter.value.upperBound } } ?? parameter.value
                guard let first = range.first(where: { code.tokens[$0].kind == .identifier && code.isText(":", at: $0 + 1) }),
                    range.contains(where: { code.tokens[$0].isText("->") }), range.contains(where: { code.tokens[$0].isText("Composable") })
                else { continue }
                parameters.insert(code.tokens[first].text)
            }
            if !parameters.isEmpty { slots[name.text] = parameters }
        }
    }

    /// The composable of the file whose body holds `index`, innermost first (a local composable function counts).
    func enclosingComposable(of index: Int) -> String? {
        bodies.filter { $0.value.contains(index) }.min { $0.value.count < $1.value.count }?.key
    }

    /// What the file's calls of `function` pass for its parameter `slot`: each call's trailing lambda, or its argument
    /// labelled `slot` when that is a lambda (`content = { … }`).
    func passedContent(of function: String, slot: String, in code: CodeIndex) -> [Range<Int>] {
        code.calls(named: [function]).compactMap { call -> Range<Int>? in
            guard !code.isText(".", at: call - 1), bodies[function]?.contains(call) != true else { return nil }
            if let labelled = code.arguments(ofCallAt: call).first(where: { $0.label == slot }),
                code.isText("{", at: labelled.value.lowerBound), code.partner[labelled.value.lowerBound] > labelled.value.lowerBound
            {
                return (labelled.value.lowerBound + 1)..<code.partner[labelled.value.lowerBound]
            }
            return code.trailingLambdaRange(ofCallAt: call)
        }
    }
}
