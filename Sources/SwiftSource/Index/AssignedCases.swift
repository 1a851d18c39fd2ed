internal import SwiftSyntax

/// The states a type's stored properties reach at run time: the enum cases its own code assigns
/// to them (`viewState = .display(…)` in a `.task`, `state = .empty` in a view model's method).
/// A screen whose state starts `.loading` shows these too once its work finishes.
extension TypeDeclaration {
    /// The case names the type's methods, initializers and computed properties (their closures
    /// included) assign to `property`, in source order, each once: `state = .loaded(items)`,
    /// `self.state = .error(error)`, `state = State.empty`.
    func assignedCases(to property: String) -> [String] {
        assignedCasesCache.withLock { cache in
            if cache == nil { cache = collectAssignedCases() }
            return cache?[property] ?? []
        }
    }

    private func collectAssignedCases() -> [String: [String]] {
        var cases: [String: [String]] = [:]
        let bodies =
            computedProperties.values.sorted(by: { $0.name < $1.name }).compactMap(\.getter)
            + (methods.keys.sorted().flatMap({ methods[$0] ?? [] }) + initializers).compactMap(\.body)
        for body in bodies {
            // A local `var state` in a method is not the property: a bare name assigns it.
            let locals = LocalNameFinder(viewMode: .sourceAccurate)
            locals.walk(body)
            let finder = CaseAssignmentFinder(locals: locals.names)
            finder.walk(body)
            for (property, names) in finder.cases {
                for name in names where !(cases[property]?.contains(name) ?? false) { cases[property, default: []].append(name) }
            }
        }
        return cases
    }
}

/// Finds `name = .case`, `self.name = .case(…)` and `name = Type.case` assignments.
private final class CaseAssignmentFinder: SyntaxVisitor {
    private(set) var cases: [String: [String]] = [:]
    private let locals: Set<String>

    init(locals: Set<String>) {
        self.locals = locals
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard let index = elements.firstIndex(where: { $0.is(AssignmentExprSyntax.self) }), index > 0, index + 1 < elements.count else {
            return .visitChildren
        }
        let value = elements[(index + 1)...]
        if let ternary = value.lazy.compactMap({ $0.as(UnresolvedTernaryExprSyntax.self) }).first, let last = value.last {
            // `state = items.isEmpty ? .empty : .loaded(items)`: either case.
            record(target: elements[index - 1], value: ternary.thenExpression)
            record(target: elements[index - 1], value: last)
        } else if value.count == 1, let only = value.first {
            record(target: elements[index - 1], value: only)
        }
        return .visitChildren
    }

    override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.operator.is(AssignmentExprSyntax.self) else { return .visitChildren }
        if let ternary = node.rightOperand.as(TernaryExprSyntax.self) {
            record(target: node.leftOperand, value: ternary.thenExpression)
            record(target: node.leftOperand, value: ternary.elseExpression)
        } else {
            record(target: node.leftOperand, value: node.rightOperand)
        }
        return .visitChildren
    }

    private func record(target: ExprSyntax, value: ExprSyntax) {
        guard let property = propertyName(target), let caseName = Self.caseName(value) else { return }
        if !(cases[property]?.contains(caseName) ?? false) { cases[property, default: []].append(caseName) }
    }

    /// `state` (unless a local of that name hides the property) or `self.state`.
    private func propertyName(_ target: ExprSyntax) -> String? {
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            return locals.contains(reference.baseName.text) ? nil : reference.baseName.text
        }
        guard let member = target.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
        else { return nil }
        return member.declName.baseName.text
    }

    /// `.loaded`, `.loaded(items)`, `State.loaded`, `State.loaded(items)`: a case by its name.
    private static func caseName(_ value: ExprSyntax) -> String? {
        let callee = value.as(FunctionCallExprSyntax.self)?.calledExpression ?? value
        guard let member = callee.as(MemberAccessExprSyntax.self) else { return nil }
        if let base = member.base {
            // A type's case (`State.empty`), not a value's member (`items.first`).
            guard let typeName = base.as(DeclReferenceExprSyntax.self)?.baseName.text, typeName.first?.isUppercase == true else {
                return nil
            }
        }
        return member.declName.baseName.text
    }
}

/// The names a body declares with `var` or `let` (`var state = …`, `let (a, b) = …`).
private final class LocalNameFinder: SyntaxVisitor {
    private(set) var names: Set<String> = []

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for binding in node.bindings {
            for token in binding.pattern.tokens(viewMode: .sourceAccurate) {
                if case .identifier = token.tokenKind { names.insert(token.text) }
            }
        }
        return .visitChildren
    }
}
