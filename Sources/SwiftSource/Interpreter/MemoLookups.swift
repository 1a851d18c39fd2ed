internal import SwiftSyntax

/// Memoized values: `if let hit = cache[key] as? Controller { return hit }`, then the value made
/// and stored with `cache[key] = made`. What the cache holds is filled at run time, so its lookup
/// is not known; but a cache is transparent (a hit returns what a miss makes), so the lookup is
/// read as a miss and the value is made, instead of a decision whose first branch is unknown.
enum MemoLookups {
    /// Whether `statement` is a memo's lookup: no `else`, one `if let` of a subscript (optionally
    /// cast with `as?`), a body that only returns the bound name, and the same subscript assigned
    /// later in the code around it.
    static func isLookup(_ statement: IfExprSyntax) -> Bool {
        guard statement.elseBody == nil, statement.conditions.count == 1,
            case .optionalBinding(let binding) = statement.conditions.first?.condition,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let value = binding.initializer?.value, let subscriptText = subscriptRead(value),
            statement.body.statements.count == 1,
            let returned = statement.body.statements.first?.item.as(ReturnStmtSyntax.self)?.expression,
            returned.as(DeclReferenceExprSyntax.self)?.baseName.text == name,
            let block = enclosingItem(of: Syntax(statement)), let list = block.parent?.as(CodeBlockItemListSyntax.self)
        else { return false }
        return list.drop { $0.id != block.id }.dropFirst().contains { item in
            let expression = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
            guard let expression, let assignment = Interpreter.assignment(expression), assignment.symbol == "=" else { return false }
            return assignment.target.as(SubscriptCallExprSyntax.self)?.trimmedText == subscriptText
        }
    }

    /// `cache[key]` in `cache[key]` or `cache[key] as? Item`.
    private static func subscriptRead(_ expression: ExprSyntax) -> String? {
        if let cast = expression.as(AsExprSyntax.self), cast.questionOrExclamationMark?.tokenKind == .postfixQuestionMark {
            return subscriptRead(cast.expression)
        }
        // Not folded yet: `cache[key]`, `as?`, `Item` in a sequence.
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            let cast = sequence.elements.dropFirst().first?.as(UnresolvedAsExprSyntax.self),
            cast.questionOrExclamationMark?.tokenKind == .postfixQuestionMark, let first = sequence.elements.first
        {
            return subscriptRead(first)
        }
        return expression.as(SubscriptCallExprSyntax.self)?.trimmedText
    }

    /// The statement of a code block that holds `node` (an `if` is wrapped in an expression statement).
    private static func enclosingItem(of node: Syntax) -> CodeBlockItemSyntax? {
        var current = node.parent
        for _ in 0..<3 {
            if let item = current?.as(CodeBlockItemSyntax.self) { return item }
            current = current?.parent
        }
        return nil
    }
}
