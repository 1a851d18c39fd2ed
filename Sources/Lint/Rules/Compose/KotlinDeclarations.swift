/// Kotlin declarations as tokens show them: which name a token declares, and which function a
/// token's code belongs to.
enum KotlinDeclarations {
    static let keywords: Set<String> = ["fun", "val", "var", "class", "object", "interface"]

    /// Whether the identifier at `index` is being declared (`fun name`, `val Int.name`).
    static func isDeclared(at index: Int, in code: CodeIndex) -> Bool {
        if let previous = code[safe: index - 1], keywords.contains(previous.text) { return true }
        // An extension: `fun Dp.name`, `val Int.name`.
        return code.isText(".", at: index - 1) && code[safe: index - 3].map { keywords.contains($0.text) } == true
    }

    /// The name of the function or property whose body holds `index`, if any: the nearest `fun`,
    /// `val` or `var` before it at the same or an outer bracket level.
    static func enclosingDeclarationName(of index: Int, in code: CodeIndex) -> String? {
        var outer: Set<Int> = [-1]
        var bracket = code.enclosingBracket[index]
        while bracket >= 0 {
            outer.insert(bracket)
            bracket = code.enclosingBracket[bracket]
        }
        var cursor = index - 1
        while cursor >= 0 {
            let token = code.tokens[cursor]
            if token.kind == .identifier, ["fun", "val", "var"].contains(token.text), outer.contains(code.enclosingBracket[cursor]) {
                // The declared name: the last identifier before `(`, `:`, `=`, `{` or `get`.
                var name: String?
                var scan = cursor + 1
                while scan < index {
                    let part = code.tokens[scan]
                    if part.isText("(") || part.isText(":") || part.isText("=") || part.isText("{") || part.text == "get" { break }
                    if part.kind == .identifier { name = part.text }
                    scan += 1
                }
                return name
            }
            cursor -= 1
        }
        return nil
    }
}
