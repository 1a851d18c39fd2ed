internal import SwiftSyntax

/// Chains: `Text(…).padding().font(.body)…` nests one call inside the next, and `"a" + "b" + …`
/// one operator inside the next, as deep as the chain is long. Both are walked down in a loop and
/// applied from the inside out, so a link costs no stack and no expression depth: the parser nests
/// chains without limit, and generated views chain thousands of modifiers.
///
/// Each link still counts one evaluation, in the order recursion would count it, so the budget ends
/// a runaway screen at the same step as before.
extension Interpreter {
    func call(_ call: FunctionCallExprSyntax, _ scope: Scope, _ file: IndexedFile) -> Value {
        // Every link may wrap the view once more: past the limit, the outermost links are left out.
        var current = call
        let length = Self.chainLength(of: call)
        let kept = context.chainedCallsLeft(for: length)
        if kept < length {
            context.gap(
                .viewBudget, "\(InterpretationContext.chainedCallLimit) chained calls",
                note:
                    "\(file.location(of: call)): a chain of \(length) calls (modifiers) goes past the \(InterpretationContext.chainedCallLimit) "
                    + "Reflow follows; the last \(length - kept) are left out")
            for _ in kept..<length { current = Self.receiver(of: current) ?? current }
        }
        context.chainedCalls += kept
        defer { context.chainedCalls -= kept }

        var links: [FunctionCallExprSyntax] = []
        var innermost: Value?
        // `.environment(model)` reaches the views the chain's first call makes: set before they are made.
        let environmentDepth = context.environment.count
        defer { context.environment.removeSubrange(environmentDepth...) }
        while innermost == nil {
            switch callStep(current, scope, file) {
            case .value(let value):
                innermost = value
            case .onReceiver(let receiver):
                links.append(current)
                if let entry = environmentEntry(of: current, scope, file) { context.environment.append(entry) }
                innermost = countEvaluation(of: ExprSyntax(receiver), file)
                current = receiver
            }
        }
        var value = innermost ?? .none
        for link in links.reversed() { value = onReceiver(consume value, link, scope, file) }
        return value
    }

    /// The call a chained call is made on: `Text(…)` for `Text(…).padding()`.
    static func receiver(of call: FunctionCallExprSyntax) -> FunctionCallExprSyntax? {
        call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(FunctionCallExprSyntax.self)
    }

    /// How many calls of a chain are made on another call: 2 for `Text(…).padding().bold()`.
    static func chainLength(of call: FunctionCallExprSyntax) -> Int {
        var length = 0
        var current = call
        while let receiver = receiver(of: current) {
            length += 1
            current = receiver
        }
        return length
    }

    func infix(_ expression: InfixOperatorExprSyntax, _ scope: Scope, _ file: IndexedFile) -> Value {
        var operations = [expression]
        var innermost: Value?
        while innermost == nil, let operation = operations.last {
            if let inner = operation.leftOperand.as(InfixOperatorExprSyntax.self) {
                innermost = countEvaluation(of: operation.leftOperand, file)
                if innermost == nil { operations.append(inner) }
            } else {
                innermost = evaluate(operation.leftOperand, scope, file)
            }
        }
        var value = innermost ?? .none
        for operation in operations.reversed() { value = infix(operation, left: consume value, scope, file) }
        return value
    }
}
