internal import SwiftSyntax
internal import LayoutEngine

/// Imperative code in computed properties and helpers: `for` loops over known collections, and
/// `if` statements that assign the function's own `var` locals (`if value > highest { highest =
/// value; best = flavor }`). Only locals change; what a loop or branch builds as views is kept.
extension Interpreter {
    /// The most iterations a loop runs; past it, the rest is left out with a note.
    static let iterationLimit = 1_000

    /// `for item in items { … }` over an array or a range of whole numbers the code gives. Over
    /// anything else (a collection Reflow cannot know) it runs no iteration, with a note, and the
    /// locals it assigns are no longer known.
    func forLoop(_ loop: ForStmtSyntax, _ scope: inout Scope, _ file: IndexedFile, label: String? = nil) -> Flow? {
        guard let elements = evaluate(loop.sequence, scope, file).sequenceElements else {
            context.note("\(file.location(of: loop)): a loop over \(loop.sequence.trimmedText), whose elements are not known, is not run")
            forgetAssignments(in: Syntax(loop.body), &scope)
            return nil
        }
        var nodes: [ViewNode] = []
        let shadowed = Scope.boundNames(in: loop.pattern)
        for element in elements.prefix(Self.iterationLimit) {
            var inner = scope
            bind(loop.pattern, to: element, in: &inner)
            if let condition = loop.whereClause?.condition, case .bool(false) = evaluate(condition, inner, file) { continue }
            switch iterate(loop.body, &inner, into: &scope, nodes: &nodes, file, label: label, shadowed: shadowed) {
            case .jumped(.breaking(let target))? where LoopJump.breaking(target).targets(label):
                return .finished(nodes: nodes, lastValue: nil)
            case let flow?: return flow
            case nil: continue
            }
        }
        if elements.count > Self.iterationLimit {
            // The views of the first iterations stand for the rest; a total or a last value would be wrong.
            context.note(
                "\(file.location(of: loop)): a loop of \(elements.count) iterations runs its first \(Self.iterationLimit); "
                    + "the locals it assigns are left unknown")
            forgetAssignments(in: Syntax(loop.body), &scope)
        }
        return .finished(nodes: nodes, lastValue: nil)
    }

    /// `while condition { … }` on the enclosing code's locals (`while match != nil { …; match = next }`):
    /// its body runs while the condition is known to hold (or until a `break`), at most `iterationLimit`
    /// times. A condition not known runs no further iteration, with a note, and the locals the body
    /// assigns are no longer known.
    func whileLoop(_ loop: WhileStmtSyntax, _ scope: inout Scope, _ file: IndexedFile, label: String? = nil) -> Flow? {
        func giveUp(_ reason: String) -> Flow {
            context.note("\(file.location(of: loop)): a while loop \(reason) is not run further")
            forgetAssignments(in: Syntax(loop.body), &scope)
            return .finished(nodes: [], lastValue: nil)
        }
        var nodes: [ViewNode] = []
        for iteration in 0...Self.iterationLimit {
            var inner = scope
            guard case .known(let holds) = evaluateConditions(loop.conditions, into: &inner, file) else {
                return giveUp("whose condition \(loop.conditions.trimmedText) is not known")
            }
            guard holds else { break }
            guard iteration < Self.iterationLimit else { return giveUp("past \(Self.iterationLimit) iterations") }
            if let flow = iterate(loop.body, &inner, into: &scope, nodes: &nodes, file, label: label) {
                if case .jumped(.breaking(let target)) = flow, LoopJump.breaking(target).targets(label) { break }
                return flow
            }
        }
        return .finished(nodes: nodes, lastValue: nil)
    }

    /// One iteration: the body runs on `inner`, the enclosing locals keep what it assigned and its
    /// views are collected; how it left the loop (a `return`, a `break`), if it did.
    private func iterate(
        _ body: CodeBlockSyntax, _ inner: inout Scope, into scope: inout Scope, nodes: inout [ViewNode], _ file: IndexedFile,
        label: String?, shadowed: Set<String> = []
    ) -> Flow? {
        let flow = run(body.statements, &inner, file)
        scope.keepChanges(from: inner, except: shadowed)
        switch flow {
        case .finished(let more, _):
            nodes += more
            return nil
        case .jumped(.continuing(let target)) where LoopJump.continuing(target).targets(label): return nil
        default: return flow
        }
    }

    /// Code not run (a loop, a labelled statement): the locals it assigns are no longer known.
    func forgetAssignments(in body: Syntax, _ scope: inout Scope) {
        for name in assignedNames(in: body) where scope.isVariable(name) { scope.setVariable(name, to: .unknown(name)) }
    }

    /// An `if` statement whose branches assign the enclosing code's locals: the known branch runs on
    /// the scope, and an unknown condition is a decision point as for any other `if`.
    func mutatingIf(_ statement: IfExprSyntax, _ scope: inout Scope, _ file: IndexedFile) -> Flow? {
        var bound = scope
        var flow: Flow?
        if takesThen(statement, binding: &bound, file) {
            flow = run(statement.body.statements, &bound, file)
            scope.keepChanges(from: bound, except: Scope.boundNames(in: statement.conditions))
        } else {
            switch statement.elseBody {
            case .ifExpr(let nested)?:
                if assignsLocals(Syntax(nested), in: scope) {
                    flow = mutatingIf(nested, &scope, file)
                } else {
                    flow = leaves(Syntax(nested)) ? controlIf(nested, scope, file) : nil
                }
            case .codeBlock(let block)?:
                var inner = scope
                flow = run(block.statements, &inner, file)
                scope.keepChanges(from: inner)
            default:
                flow = nil
            }
        }
        if case .finished(let nodes, _)? = flow, nodes.isEmpty { return nil }
        return flow
    }

    /// `name = value` or `name += value` (also `-=`, `*=`, `/=`) with a plain name on the left.
    static func localAssignment(_ expression: ExprSyntax) -> (name: String, symbol: String, value: ExprSyntax)? {
        guard let parts = assignment(expression), let name = variableName(parts.target) else {
            return nil
        }
        return (name, parts.symbol, parts.value)
    }

    /// The variable an expression changes names: a local (`count`), or written `self.count`, the field of
    /// the instance an initializer is making (`Scope` reads `self.` names as fields only, never a local).
    static func variableName(_ expression: ExprSyntax?) -> String? {
        if let reference = expression?.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        guard let member = expression?.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
        else { return nil }
        return "self." + member.declName.baseName.text
    }

    /// The target, operator and value of `target = value` or `target += value` (also `-=`, `*=`,
    /// `/=`), folded into an infix expression or still a sequence.
    static func assignment(_ expression: ExprSyntax) -> (target: ExprSyntax, symbol: String, value: ExprSyntax)? {
        let parts: (ExprSyntax, ExprSyntax, ExprSyntax)
        if let infix = expression.as(InfixOperatorExprSyntax.self) {
            parts = (infix.leftOperand, infix.operator, infix.rightOperand)
        } else if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3 {
            let elements = Array(sequence.elements)
            parts = (elements[0], elements[1], elements[2])
        } else {
            return nil
        }
        if parts.1.is(AssignmentExprSyntax.self) { return (parts.0, "=", parts.2) }
        guard let symbol = parts.1.as(BinaryOperatorExprSyntax.self)?.operator.text, ["+=", "-=", "*=", "/="].contains(symbol) else {
            return nil
        }
        return (parts.0, symbol, parts.2)
    }

    /// Whether code assigns a local of `scope` (not inside a nested closure).
    func assignsLocals(_ node: Syntax, in scope: Scope) -> Bool {
        assignedNames(in: node).contains(where: scope.isVariable)
    }

    /// The names `node` assigns or changes in place, not inside a nested closure: worked out once per
    /// node, since a loop or a list's rows pass the same code many times.
    func assignedNames(in node: Syntax) -> [String] {
        index.remembered(index.assignedNames, for: node) {
            index.codeWalks.withLock { $0 += 1 }
            let finder = AssignmentFinder(viewMode: .sourceAccurate)
            finder.walk(node)
            return finder.names
        }
    }

    /// Whether `node` holds a `return` of its own, or a jump out of the loop around it
    /// (`ControlFlow.returns(in:)`), worked out once per node.
    func leaves(_ node: Syntax) -> Bool {
        index.remembered(index.leavesCode, for: node) {
            index.codeWalks.withLock { $0 += 1 }
            return ControlFlow.returns(in: node)
        }
    }

    /// The locals of the code around `closure` that its statements assign (`previousTime -= gap`,
    /// `groups[key, default: []].append(item)`), its own parameters aside: Swift's closures share them
    /// with that code.
    func capturedAssignments(of closure: ClosureExprSyntax, in scope: Scope) -> Set<String> {
        let assigned = assignedNames(in: Syntax(closure.statements))
        guard assigned.contains(where: scope.hasLocal) else { return [] }
        // A name the closure declares at its top (`var total = 0`, `guard let total`) is its own, not the caller's.
        var ownNames = Set(BoundNames.namedParameters(of: closure))
        for item in closure.statements {
            let declared: Syntax? =
                if case .decl(let declaration) = item.item, declaration.is(VariableDeclSyntax.self) {
                    Syntax(declaration)
                } else if case .stmt(let statement) = item.item, let guardStatement = statement.as(GuardStmtSyntax.self) {
                    Syntax(guardStatement.conditions)
                } else {
                    nil
                }
            if let declared { ownNames.formUnion(Scope.boundNames(in: declared)) }
        }
        return Set(assigned.filter { scope.hasLocal($0) && !ownNames.contains($0) })
    }

    /// `items.forEach { item in … }` written as a statement, whose closure assigns locals of the code
    /// around it: run as a loop over those locals, each `return` ending one element's turn.
    func forEachStatement(_ expression: ExprSyntax, _ scope: inout Scope, _ file: IndexedFile) -> Bool {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
            call.additionalTrailingClosures.isEmpty, let closure = call.trailingClosure,
            let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "forEach",
            let base = member.base
        else {
            return false
        }
        let captured = capturedAssignments(of: closure, in: scope)
        guard !captured.isEmpty else { return false }
        guard let elements = evaluate(base, scope, file).sequenceElements else {
            context.note("\(file.location(of: call)): a forEach over \(base.trimmedText), whose elements are not known, is not run")
            for name in captured { scope[name] = .unknown(name) }
            return true
        }
        var written = Value.Closure(syntax: closure, scope: scope, file: file, inlining: context.inlining)
        for element in elements.prefix(Self.iterationLimit) {
            _ = callClosureKeepingCaptures(&written, arguments: [element], captured: captured)
        }
        scope.keepChanges(from: written.scope)
        if elements.count > Self.iterationLimit {
            context.note(
                "\(file.location(of: call)): a forEach of \(elements.count) elements runs its first \(Self.iterationLimit); "
                    + "the locals it assigns are left unknown")
            for name in captured { scope[name] = .unknown(name) }
        }
        return true
    }

    private final class AssignmentFinder: SyntaxVisitor {
        var names: [String] = []

        override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
            collect(ExprSyntax(node))
            return .visitChildren
        }
        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            collect(ExprSyntax(node))
            return .visitChildren
        }
        /// `count = 1` assigns `count`; `calendar.timeZone = gmt` changes `calendar` too, and so does
        /// `totals[key] = total` change `totals`.
        private func collect(_ expression: ExprSyntax) {
            if let (name, _, _) = Interpreter.localAssignment(expression) { names.append(name) }
            if let change = Interpreter.propertyAssignment(expression) { names.append(change.local) }
            if let target = Interpreter.assignment(expression)?.target.as(SubscriptCallExprSyntax.self),
                let name = Interpreter.variableName(target.calledExpression)
            {
                names.append(name)
            }
        }
        /// `names.append(name)`, `groups[key, default: []].append(item)` and `rows.sort()` change `names`, `groups`
        /// and `rows`.
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
                member.declName.baseName.text == "append" || Interpreter.mutatingArrayMethods[member.declName.baseName.text] != nil
            {
                let base = member.base?.as(SubscriptCallExprSyntax.self)?.calledExpression ?? member.base
                if let name = Interpreter.variableName(base) { names.append(name) }
            }
            return .visitChildren
        }
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }

    /// Binds a loop's pattern to one element: a name, `_`, or a tuple of them taking a pair apart.
    private func bind(_ pattern: PatternSyntax, to element: Value, in scope: inout Scope) {
        if let name = pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            scope[name] = element
        } else if let tuple = pattern.as(TuplePatternSyntax.self), case .tuple(let parts, _) = element {
            for (part, value) in zip(tuple.elements, parts) { bind(part.pattern, to: value, in: &scope) }
        } else if let binding = pattern.as(ValueBindingPatternSyntax.self) {
            bind(binding.pattern, to: element, in: &scope)
        }
    }
}
