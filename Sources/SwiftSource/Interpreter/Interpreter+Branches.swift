internal import SwiftSyntax
internal import LayoutEngine

/// `if`, `if let` and `switch` in view builders. A condition the code fixes picks its branch; one
/// that depends on the size category becomes a per-size conditional; anything else is a
/// decision point, and every branch becomes a variant of the screen. A branch that shows an
/// error message always gets a variant, even when the preview does not reach it.
extension Interpreter {
    func ifNodes(_ statement: IfExprSyntax, _ scope: Scope, _ file: IndexedFile) -> [ViewNode] {
        var bound = scope
        let outcome = evaluateConditions(statement.conditions, into: &bound, file)
        let elseNodes: () -> [ViewNode] = {
            switch statement.elseBody {
            case .ifExpr(let nested)?: return ifNodes(nested, scope, file)
            case .codeBlock(let block)?: return body(block.statements, scope, file).views ?? []
            case nil: return []
            @unknown default: return []
            }
        }
        let thenNodes: (Scope) -> [ViewNode] = { body(statement.body.statements, $0, file).views ?? [] }
        let location = file.location(of: statement)
        let label = "if " + statement.conditions.trimmedDescription
        switch outcome {
        case .known(let flag):
            let otherBranchShowsError = flag ? statement.elseBody.map { Self.mentionsError(Syntax($0)) } ?? false
                                             : Self.mentionsError(Syntax(statement.body))
            guard otherBranchShowsError else { return flag ? thenNodes(bound) : elseNodes() }
            let branch = context.decide(.init(key: location.description, label: label, branches: ["true", "false"],
                                              defaultBranch: flag ? 0 : 1, alternatives: [flag ? 1 : 0]))
            return branch == 0 ? thenNodes(sampleBindings(statement.conditions, into: scope, file)) : elseNodes()
        case .sizeDependent(let condition):
            return [conditionalNode(condition, thenNodes(bound), elseNodes())]
        case .unknown:
            let branch = context.decide(.init(key: location.description, label: label, branches: ["true", "false"],
                                              defaultBranch: 0, alternatives: [1]))
            return branch == 0 ? thenNodes(sampleBindings(statement.conditions, into: bound, file)) : elseNodes()
        }
    }

    enum ConditionOutcome {
        case known(Bool)
        case sizeDependent(LayoutCondition)
        case unknown
    }

    /// Evaluates `if` conditions left to right, binding `if let` names into `scope`.
    func evaluateConditions(_ conditions: ConditionElementListSyntax, into scope: inout Scope, _ file: IndexedFile) -> ConditionOutcome {
        var sizeCondition: LayoutCondition?
        var unknown = false
        for element in conditions {
            switch element.condition {
            case .expression(let expression):
                switch evaluate(expression, scope, file) {
                case .bool(false): return .known(false)
                case .bool(true): continue
                case .condition(let condition) where sizeCondition == nil && conditions.count == 1: sizeCondition = condition
                default: unknown = true
                }
            case .optionalBinding(let binding):
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { unknown = true; continue }
                let value = binding.initializer.map { evaluate($0.value, scope, file) } ?? scope[name] ?? .unknown(name)
                switch value {
                case .none: return .known(false)
                case .unknown: unknown = true
                default: scope[name] = value
                }
            default:
                unknown = true
            }
        }
        if let sizeCondition { return .sizeDependent(sizeCondition) }
        return unknown ? .unknown : .known(true)
    }

    /// `if let x` names bound to sample values, for a branch taken although the preview gives nil.
    private func sampleBindings(_ conditions: ConditionElementListSyntax, into scope: Scope, _ file: IndexedFile) -> Scope {
        var scope = scope
        for element in conditions {
            guard case .optionalBinding(let binding) = element.condition,
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            switch scope[name] {
            case .none?, .unknown?, nil: scope[name] = .text(.data(SampleContent.value(for: name), property: name))
            default: break
            }
        }
        return scope
    }

    func switchNodes(_ statement: SwitchExprSyntax, _ scope: Scope, _ file: IndexedFile) -> [ViewNode] {
        let cases = statement.cases.compactMap { $0.as(SwitchCaseSyntax.self) }
        guard !cases.isEmpty else { return [] }
        let subject = evaluate(statement.subject, scope, file)
        let names = cases.map { switchCase -> String in
            switch switchCase.label {
            case .default: "default"
            case .case(let label): label.caseItems.trimmedDescription
            @unknown default: "case"
            }
        }
        var known: Int?
        if case .member(let name, _) = subject {
            known = cases.firstIndex { switchCase in
                guard case .case(let label) = switchCase.label else { return false }
                return label.caseItems.contains { item in
                    let pattern = item.pattern.trimmedDescription
                    return pattern == "." + name || pattern.hasPrefix("." + name + "(")
                }
            } ?? cases.firstIndex { if case .default = $0.label { true } else { false } }
        }
        let location = file.location(of: statement)
        let label = "switch " + statement.subject.trimmedDescription
        let choice: Int
        if let known {
            let errorCases = cases.indices.filter { $0 != known && Self.mentionsError(Syntax(cases[$0])) }
            choice = errorCases.isEmpty ? known
                : context.decide(.init(key: location.description, label: label, branches: names, defaultBranch: known, alternatives: errorCases))
        } else {
            choice = context.decide(.init(key: location.description, label: label, branches: names, defaultBranch: 0,
                                          alternatives: Array(cases.indices.dropFirst())))
        }
        var caseScope = scope
        if case .case(let caseLabel) = cases[choice].label {
            // `case .loaded(let items)`: the payload is unknown unless the subject carried it.
            for item in caseLabel.caseItems {
                for binding in item.pattern.tokens(viewMode: .sourceAccurate) where binding.tokenKind.isIdentifier {
                    if !caseScope.contains(binding.text), binding.previousToken(viewMode: .sourceAccurate)?.text == "let" {
                        caseScope[binding.text] = .unknown(binding.text)
                    }
                }
            }
        }
        return body(cases[choice].statements, caseScope, file).views ?? []
    }

    /// Whether a branch's code shows an error message: it names an error, a failure or a
    /// validation message, or colours text red.
    static func mentionsError(_ node: Syntax) -> Bool {
        let fragments = ["error", "fail", "invalid", "warning", "declined"]
        for token in node.tokens(viewMode: .sourceAccurate) {
            let text = token.text.lowercased()
            if text == "red" || fragments.contains(where: text.contains) { return true }
        }
        return false
    }
}

private extension TokenKind {
    var isIdentifier: Bool { if case .identifier = self { true } else { false } }
}
