internal import SwiftSyntax

extension SyntaxProtocol {
    /// The node's source text without its leading and trailing trivia: `trimmedDescription`'s
    /// text, read from the tree's bytes instead of a trimmed copy of the tree. The interpreter
    /// names values by their source text many times per view, and the copy was a tenth of a check.
    var trimmedText: String {
        let bytes = syntaxTextBytes
        let start = leadingTriviaLength.utf8Length
        let end = max(start, bytes.count - trailingTriviaLength.utf8Length)
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
