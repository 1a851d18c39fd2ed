internal import SwiftSyntax
internal import Findings

/// The key a branch's decision is kept under. Two branches on the same condition over the same
/// values are one decision: `.overlay { if state != nil { scrim } }.overlay { if state != nil {
/// dialog } }` shows the scrim and the dialog together or neither, never a dialog without its scrim.
/// They are the same when the condition's text is the same and every name it reads is bound in the
/// same place: the enclosing function's or property's code, not a closure's parameter or a pattern
/// that may bind it to something else in each branch.
enum ConditionKeys {
    /// The key, and whether the condition is the negation of the one the key is named after: `!dismissable
    /// && seconds < duration` and `dismissable || seconds >= duration` in one view are one decision, the
    /// second taking the branch the first does not, so no variant shows both or neither.
    static func keyAndPolarity(for condition: some SyntaxProtocol, at location: FileLocation) -> (key: String, negated: Bool) {
        let names = Set(
            condition.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
                if case .identifier(let name) = token.tokenKind { return name }
                if case .dollarIdentifier(let name) = token.tokenKind { return name }
                return nil
            })
        var node = Syntax(condition).parent
        while let current = node {
            if let owner = Self.owner(current) {
                guard let formula = ConditionFormula(Syntax(condition)) else {
                    return ("same condition \(condition.trimmedText) in \(owner)", false)
                }
                let (holds, fails) = (formula.normalized.text, ConditionFormula.not(formula).normalized.text)
                let negated = fails < holds
                return ("same condition \(negated ? fails : holds) in \(owner)", negated)
            }
            // A name a closure or a pattern binds on the way may mean something else in another branch.
            if !names.isDisjoint(with: Self.boundNames(current)) { return (location.description, false) }
            node = current.parent
        }
        return (location.description, false)
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
    /// `ConditionKeys.keyAndPolarity(for:at:)`, worked out once per condition for the whole run: it walks the
    /// code around it.
    func conditionKey(for condition: some SyntaxProtocol, at location: FileLocation) -> (key: String, negated: Bool) {
        index.remembered(index.conditionKeys, for: condition) { ConditionKeys.keyAndPolarity(for: condition, at: location) }
    }

    /// Whether a condition the code does not decide holds in this run: a decision point taken as holding
    /// unless this run forces the other branch. Its branch 0 is the key's condition holding, so a condition
    /// kept as another's negation names its branches the other way round; the first condition met of
    /// the two sets which one holds unless forced.
    func decides(_ condition: some SyntaxProtocol, label: String, branches: [String], at location: FileLocation) -> Bool {
        let (key, negated) = conditionKey(for: condition, at: location)
        let decision: InterpretationContext.Decision =
            negated
            ? .init(key: key, label: label, branches: [branches[1], branches[0]], defaultBranch: 1, alternatives: [0])
            : .init(key: key, label: label, branches: branches, defaultBranch: 0, alternatives: [1])
        return (context.decide(decision) == 0) != negated
    }
}
