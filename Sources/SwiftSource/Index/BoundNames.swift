internal import SwiftSyntax

/// The names code binds: patterns (`let id`, `.status(let id)`, `let (a, b)`, `if let item`) and,
/// where closures are looked into, their parameters.
enum BoundNames {
    /// The parameters a closure names (`route in`, `(index, item) in`); none when it reads `$0`.
    static func namedParameters(of closure: ClosureExprSyntax) -> [String] {
        switch closure.signature?.parameterClause {
        case .simpleInput(let parameters): parameters.map(\.name.text)
        case .parameterClause(let clause): clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: []
        @unknown default: []
        }
    }

    /// The parameters a closure reads: the ones it names, else the shorthand `$0` … `$9`.
    static func parameters(of closure: ClosureExprSyntax) -> [String] {
        let named = namedParameters(of: closure)
        return named.isEmpty ? (0..<10).map { "$\($0)" } : named
    }

    /// Every name bound inside `node`; inside the closures in it too (with their parameters) when
    /// `enteringClosures`, else not.
    static func names(in node: Syntax, enteringClosures: Bool) -> [String] {
        let finder = Finder(enteringClosures: enteringClosures)
        finder.walk(node)
        return finder.names
    }

    private final class Finder: SyntaxVisitor {
        private let enteringClosures: Bool
        private(set) var names: [String] = []

        init(enteringClosures: Bool) {
            self.enteringClosures = enteringClosures
            super.init(viewMode: .sourceAccurate)
        }

        // `if let item` and `if let item = x` bind through an identifier pattern too.
        override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
            names.append(node.identifier.text)
            return .skipChildren
        }

        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
            guard enteringClosures else { return .skipChildren }
            names += BoundNames.namedParameters(of: node)
            return .visitChildren
        }
    }
}
