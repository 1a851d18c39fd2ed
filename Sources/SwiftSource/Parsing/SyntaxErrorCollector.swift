internal import SwiftSyntax

/// The parser's errors, read from the tree itself: each missing token ("expected ')'") and each
/// run of text the parser could not place ("unexpected code 'x'"). The toolchain's
/// SwiftParserDiagnostics words them better but traps on some malformed input (a Fix-It with no
/// change, found by fuzzing), which would end `reflow check` on that file; notes need only where
/// the first error is and a short description.
final class SyntaxErrorCollector: SyntaxVisitor {
    private let converter: SourceLocationConverter
    private let path: String
    private(set) var diagnostics: [SwiftSourceDiagnostic] = []

    /// The errors of `tree`, in source order.
    static func diagnostics(in tree: SourceFileSyntax, path: String, converter: SourceLocationConverter) -> [SwiftSourceDiagnostic] {
        guard tree.hasError else { return [] }
        let collector = SyntaxErrorCollector(converter: converter, path: path)
        collector.walk(tree)
        return collector.diagnostics
    }

    private init(converter: SourceLocationConverter, path: String) {
        self.converter = converter
        self.path = path
        super.init(viewMode: .all)
    }

    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        let message: String
        if node.hasMaximumNestingLevelOverflow {
            message = "parsing has exceeded the maximum nesting level"
        } else {
            let text = node.trimmedText
            let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
            message = "unexpected code '\(shown.replacingNewlines)'"
        }
        add(message, at: node.positionAfterSkippingLeadingTrivia)
        return .skipChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if token.presence == .missing {
            add(
                token.text.hasPrefix("<#") ? "expected \(Self.placeholderName(token.text))" : "expected '\(token.text)'", at: token.position
            )
        }
        return .skipChildren
    }

    private func add(_ message: String, at position: AbsolutePosition) {
        let location = converter.location(for: position)
        diagnostics.append(
            SwiftSourceDiagnostic(path: path, line: location.line, column: location.column, severity: .error, message: message))
    }

    /// `<#expression#>` → `expression`.
    private static func placeholderName(_ text: String) -> String {
        String(text.dropFirst(2).dropLast(2))
    }
}

private extension String {
    /// The text on one line, for a message.
    var replacingNewlines: String {
        split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
