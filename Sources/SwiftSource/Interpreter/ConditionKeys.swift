internal import SwiftSyntax
internal import Findings

/// The key a branch's decision is kept under. Two branches on the same condition over the same
/// values are one decision: `.overlay { if state != nil { scrim } }.overlay { if state != nil {
/// dialog } }` shows the scrim and the dialog together or neither, never a dialog without its scrim.
/// They are the same when the condition's text is the same and every name it reads is bound in the
/// same place: the enclosing function's or property's code, not a closure's parameter or a pattern
/// that may bind it to something else in each branch.
enum ConditionKeys {
    static func key(for condition: some SyntaxProtocol, at location: FileLocation) -> String {
        let names = Set(
            condition.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
                if case .identifier(let name) = token.tokenKind { return name }
                if case .dollarIdentifier(let name) = token.tokenKind { return name }
                return nil
            })
        var node = Syntax(condition).parent
        while let current = node {
            if let owner = Self.owner(current) {
                return "same condition \(condition.trimmedDescription) in \(owner)"
            }
            // A name a closure or a pattern binds on the way may mean something else in another branch.
            if !names.isDisjoint(with: Self.boundNames(current)) { return location.description }
            node = current.parent
        }
        return location.description
    }

    /// The declaration whose code the condition is in, named by where it starts.
    private static func owner(_ node: Syntax) -> String? {
        let declaration: Syntax? =
            if node.is(FunctionDeclSyntax.self) || node.is(InitializerDeclSyntax.self) || node.is(AccessorDeclSyntax.self)
                || node.is(SubscriptDeclSyntax.self) || node.is(PatternBindingSyntax.self)
            {
                node
            } else {
                nil
            }
        return declaration.map { "\($0.kind) at \($0.positionAfterSkippingLeadingTrivia.utf8Offset)" }
    }

    /// Names a closure, a loop or a case binds for the code inside it.
    private static func boundNames(_ node: Syntax) -> Set<String> {
        guard
            node.is(ClosureExprSyntax.self) || node.is(SwitchCaseSyntax.self) || node.is(ForStmtSyntax.self) || node.is(IfExprSyntax.self)
                || node.is(GuardStmtSyntax.self) || node.is(WhileStmtSyntax.self)
        else { return [] }
        var names = Set(BoundNames.names(in: node, enteringClosures: true))
        // A closure without named parameters reads `$0`, `$1`, … of its own.
        if let closure = node.as(ClosureExprSyntax.self) { names.formUnion(BoundNames.parameters(of: closure)) }
        return names
    }
}

extension Interpreter {
    /// `ConditionKeys.key(for:at:)`, worked out once per condition for the whole run: it walks the code around it.
    func conditionKey(for condition: some SyntaxProtocol, at location: FileLocation) -> String {
        if let known = index.conditionKeys.withLock({ $0[condition.id] }) { return known }
        let key = ConditionKeys.key(for: condition, at: location)
        index.conditionKeys.withLock { $0[condition.id] = key }
        return key
    }
}
