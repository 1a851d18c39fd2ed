/// The guess every code rule makes about whether text is body text, since a tokenizer cannot see
/// roles: text inside chrome (bars, tabs, chips, badges) is not, and neither is a literal of one
/// short word, which fits one line at every size. Everything else is.
enum BodyText {
    /// The longest one-word literal treated as a short label.
    static let shortLiteralLength = 15

    /// Whether a call named in `chrome` encloses the token at `index`.
    static func isInside(_ chrome: Set<String>, _ index: Int, in code: CodeIndex) -> Bool {
        code.enclosingCalls(of: index).contains { chrome.contains(code.tokens[$0].text) }
    }

    /// Whether the call at `index` shows a literal of one word of at most 15 characters
    /// (`Text("OK")`): its `text` argument, or else its first positional one, is such a string.
    static func showsShortLiteral(_ index: Int, in code: CodeIndex) -> Bool {
        let arguments = code.arguments(ofCallAt: index)
        guard let text = arguments.first(where: { $0.label == "text" }) ?? arguments.first(where: { $0.label == nil }),
              text.value.count == 1, code.tokens[text.value.lowerBound].kind == .string else { return false }
        let content = CodeIndex.unquoted(code.tokens[text.value.lowerBound].text)
        return content.count <= shortLiteralLength && !content.contains(" ") && !content.contains("$")
    }
}
