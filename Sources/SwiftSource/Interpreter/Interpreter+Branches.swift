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
            case .codeBlock(let block)?: return materialize(body(block.statements, scope, file)) ?? []
            case nil: return []
            @unknown default: return []
            }
        }
        // A builder's branch: a colour alone in it is a view (`if dimmed { Color.black }`).
        let thenNodes: (Scope) -> [ViewNode] = { materialize(body(statement.body.statements, $0, file)) ?? [] }
        let location = file.location(of: statement)
        var label: String { "if " + statement.conditions.trimmedText }
        switch outcome {
        case .known(let flag):
            let otherBranchShowsError =
                flag
                ? statement.elseBody.map { showsError(Syntax($0)) } ?? false
                : showsError(Syntax(statement.body))
            guard otherBranchShowsError else { return flag ? thenNodes(bound) : elseNodes() }
            let branch = context.decide(
                .init(
                    key: location.description, label: label, branches: ["true", "false"],
                    defaultBranch: flag ? 0 : 1, alternatives: [flag ? 1 : 0]))
            return branch == 0 ? thenNodes(sampleBindings(statement.conditions, into: bound, file)) : elseNodes()
        case .sizeDependent(let condition):
            return [conditionalNode(condition, thenNodes(bound), elseNodes())]
        case .unknown:
            if readsGeometry(statement.conditions, scope, at: location) { return thenNodes(bound) }
            if let steady = steadyBranch(of: statement.conditions, scope, file, at: location) {
                return steady ? thenNodes(bound) : elseNodes()
            }
            return decides(statement.conditions, label: label, branches: ["true", "false"], at: location)
                ? thenNodes(sampleBindings(statement.conditions, into: bound, file)) : elseNodes()
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
                case .unknown:
                    // Bound all the same, keeping why it is not known: a `guard let` that passes goes on with it.
                    unknown = true
                    scope[name] = value
                default: scope[name] = value
                }
            case .availability:
                // `if #available(iOS 17, *)`: the app's newest code path, as a current device runs it.
                continue
            case .matchingPattern(let matching):
                // `if case .loaded(let items) = state`: decided when the state is known.
                let subject = evaluate(matching.initializer.value, scope, file)
                switch matches(subject, pattern: matching.pattern, scope, file) {
                case false?: return .known(false)
                case true?: bindPayload(of: matching.pattern, from: subject, into: &scope)
                case nil: unknown = true
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
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            else { continue }
            // A name the conditions did not bind is looked up again only to tell why it has no value.
            let value = scope[name] ?? binding.initializer.map { evaluate($0.value, scope, file) } ?? self.name(name, scope, file)
            switch value {
            // The preview gives nil: the value the branch shows arrives while the app runs.
            case .none: scope[name] = .text(.standIn(for: name, because: .runtimeData))
            case let missing where missing.isUnknown: scope[name] = .text(.standIn(for: name, because: missing.missing ?? .unread))
            case _ where scope[name] == nil: scope[name] = .text(.standIn(for: name, because: .unread))
            default: break
            }
        }
        return scope
    }

    /// A `switch` in a builder or as a value: the chosen case's views or value.
    func switchValue(_ statement: SwitchExprSyntax, _ scope: Scope, _ file: IndexedFile) -> Value {
        let cases = statement.cases.compactMap { $0.as(SwitchCaseSyntax.self) }
        let (index, caseScope) = chooseCase(statement, scope, file)
        guard let index else { return .views([]) }
        return body(cases[index].statements, caseScope, file)
    }

    /// The case a `switch` takes, with its payload names bound: the one its subject matches when
    /// the subject is known (an enum case, a number, a string), else a decision point over all
    /// cases. A case that shows an error message always gets a variant.
    func chooseCase(_ statement: SwitchExprSyntax, _ scope: Scope, _ file: IndexedFile) -> (Int?, Scope) {
        let cases = statement.cases.compactMap { $0.as(SwitchCaseSyntax.self) }
        guard !cases.isEmpty else { return (nil, scope) }
        let subject = evaluate(statement.subject, scope, file)
        // Worked out only for a decision: most switches over known values decide nothing.
        var names: [String] {
            cases.map { switchCase -> String in
                switch switchCase.label {
                case .default: "default"
                case .case(let label): label.caseItems.trimmedText
                @unknown default: "case"
                }
            }
        }
        let defaultIndex = cases.firstIndex { if case .default = $0.label { true } else { false } }
        var known: Int?
        if !subject.isUnknown {
            known =
                cases.firstIndex { switchCase in
                    guard case .case(let label) = switchCase.label else { return false }
                    return label.caseItems.contains { matches(subject, pattern: $0.pattern, scope, file) == true }
                } ?? defaultIndex
        }
        let location = file.location(of: statement)
        var label: String { "switch " + statement.subject.trimmedText }
        let choice: Int
        if let known {
            let reached = runTimeCases(of: statement.subject, scope, file)
            let showingError = casesShowingError(statement, cases)
            let alternatives = cases.indices.filter { index in
                guard index != known else { return false }
                if showingError[index] { return true }
                guard case .case(let caseLabel) = cases[index].label else { return false }
                return caseLabel.caseItems.contains { item in
                    Self.patternCaseName(item.pattern).map(reached.contains) ?? false
                }
            }
            choice =
                alternatives.isEmpty
                ? known
                : context.decide(
                    .init(key: location.description, label: label, branches: names, defaultBranch: known, alternatives: alternatives))
        } else {
            choice = context.decide(
                .init(
                    key: location.description, label: label, branches: names, defaultBranch: 0,
                    alternatives: Array(cases.indices.dropFirst())))
        }
        var caseScope = scope
        if case .case(let caseLabel) = cases[choice].label, let item = caseLabel.caseItems.first {
            bindPayload(of: item.pattern, from: subject, into: &caseScope)
        }
        return (choice, caseScope)
    }

    /// The cases a switch's subject reaches after its initial value, when it is a stored `var` of
    /// a project type: those the type's own code assigns to it (a `.task` that sets
    /// `viewState = .display(…)`, a view model's `state = .empty`). The screen is shown in each.
    private func runTimeCases(of subject: ExprSyntax, _ scope: Scope, _ file: IndexedFile) -> Set<String> {
        guard let (owner, property) = namedProperty(subject, scope, file),
            owner.storedProperties.contains(where: { $0.name == property && !$0.isLet })
        else { return [] }
        return Set(owner.assignedCases(to: property))
    }

    /// The type and name of the property `expression` reads: `state` in the instance's own code,
    /// `self.state`, or `model.state` of an instance the code knows; nil for a local or anything else.
    func namedProperty(_ expression: ExprSyntax, _ scope: Scope, _ file: IndexedFile) -> (owner: TypeDeclaration, name: String)? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            guard !scope.hasLocal(name), let owner = scope.instance?.type else { return nil }
            return (owner, name)
        }
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        let name = member.declName.baseName.text
        if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" { return scope.instance.map { ($0.type, name) } }
        guard case .instance(let instance) = evaluate(base, scope, file) else { return nil }
        return (instance.type, name)
    }

    /// `.loaded`, `.loaded(let items)`, `let .loaded(items)` → `loaded`.
    static func patternCaseName(_ pattern: PatternSyntax) -> String? {
        let inner = pattern.as(ValueBindingPatternSyntax.self)?.pattern ?? pattern
        return inner.as(ExpressionPatternSyntax.self).flatMap { caseName(of: $0.expression) }
    }

    /// Whether `subject` matches a case pattern: `.loaded`, `.loaded(let items)`, `1`, `"a"`;
    /// nil when it cannot be told.
    func matches(_ subject: Value, pattern: PatternSyntax, _ scope: Scope, _ file: IndexedFile) -> Bool? {
        // `case let .totp(model)`: the `let` binds every name inside; the case is the same.
        let bindsNames = pattern.is(ValueBindingPatternSyntax.self)
        let inner = pattern.as(ValueBindingPatternSyntax.self)?.pattern ?? pattern
        guard let expression = inner.as(ExpressionPatternSyntax.self)?.expression else { return nil }
        return matches(subject, expression: expression, bindsNames: bindsNames, scope, file)
    }

    /// Whether every value matches its pattern, in order: false at the first that does not, nil
    /// when one cannot be told and none fails.
    private func allMatch(
        _ values: [Value], _ patterns: [ExprSyntax], bindsNames: Bool, _ scope: Scope, _ file: IndexedFile
    ) -> Bool? {
        var answer: Bool? = true
        for (value, pattern) in zip(values, patterns) {
            switch matches(value, expression: pattern, bindsNames: bindsNames, scope, file) {
            case false?: return false
            case nil: answer = nil
            case true?: continue
            }
        }
        return answer
    }

    /// Whether `subject` matches one expression of a pattern; a tuple's elements each match theirs
    /// (`case (..<250, _)`, `case (.compact, let width)`).
    private func matches(_ subject: Value, expression: ExprSyntax, bindsNames: Bool = false, _ scope: Scope, _ file: IndexedFile) -> Bool? {
        if expression.is(DiscardAssignmentExprSyntax.self) || expression.is(PatternExprSyntax.self) { return true }
        // Under `case let`, a bare name binds whatever is there.
        if bindsNames, expression.is(DeclReferenceExprSyntax.self) { return true }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count > 1 {
            guard case .tuple(let parts, _) = subject, parts.count == tuple.elements.count else { return nil }
            return allMatch(parts, tuple.elements.map(\.expression), bindsNames: bindsNames, scope, file)
        }
        // `.some(x)` and `.none` of an optional that is not a project enum's case.
        if let inner = Self.optionalSomeArgument(expression), subject.memberName == nil {
            if case .none = subject { return false }
            if subject.isUnknown { return nil }
            return matches(subject, expression: inner, bindsNames: bindsNames, scope, file)
        }
        if Self.caseName(of: expression) == "none", subject.memberName == nil {
            if case .none = subject { return true }
            return subject.isUnknown ? nil : false
        }
        if let caseName = Self.caseName(of: expression) {
            guard let subjectCase = subject.memberName else { return nil }
            guard subjectCase == caseName else { return false }
            // `.available(_, true, true)`: each payload value matches its own pattern too.
            guard let call = expression.as(FunctionCallExprSyntax.self), !call.arguments.isEmpty else { return true }
            let payload: [Value]
            switch subject {
            case .enumCase(let value): payload = value.payload
            case .member(_, let arguments): payload = arguments
            default: return nil
            }
            guard payload.count == call.arguments.count else { return nil }
            return allMatch(payload, call.arguments.map(\.expression), bindsNames: bindsNames, scope, file)
        }
        let value = evaluate(expression, scope, file)
        switch (subject, value) {
        case (.number(let a), .number(let b)): return a == b
        // `case ..<375:`, `case 375...427:` (ranges keep integer bounds: `..<375` ends at 374).
        case (.number(let a), .range(let lower, let upper)): return a >= (lower ?? -.infinity) && a <= (upper ?? .infinity)
        case (.text(let a), .text(let b)): return a.string == b.string
        case (.bool(let a), .bool(let b)): return a == b
        default: return nil
        }
    }

    /// The pattern inside `.some(…)` (`.some(let length)`, `.some(length)` under `case let`).
    static func optionalSomeArgument(_ expression: ExprSyntax) -> ExprSyntax? {
        guard let call = expression.as(FunctionCallExprSyntax.self), caseName(of: expression) == "some", call.arguments.count == 1 else {
            return nil
        }
        return call.arguments.first?.expression
    }

    /// `.loaded` or `.loaded(let items)` → `loaded`.
    static func caseName(of expression: ExprSyntax) -> String? {
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil { return member.declName.baseName.text }
        if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.base == nil
        {
            return member.declName.baseName.text
        }
        return nil
    }

    /// Binds `case .loaded(let items)`'s names to the subject's payload, by position; unknown
    /// when the subject carries none. The bound names shadow fields of the same name.
    func bindPayload(of pattern: PatternSyntax, from subject: Value, into scope: inout Scope) {
        // `case let .totp(model)` binds `model` as `case .totp(let model)` does.
        let bindsAll = pattern.is(ValueBindingPatternSyntax.self)
        let inner = pattern.as(ValueBindingPatternSyntax.self)?.pattern ?? pattern
        guard let call = inner.as(ExpressionPatternSyntax.self)?.expression.as(FunctionCallExprSyntax.self) else { return }
        // Another case's payload is not this one's: a variant checking `.failed(let message)` while the
        // preview's state is `.loaded(items)` has no message.
        let caseName = Self.caseName(of: ExprSyntax(call))
        let payload: [Value] =
            switch subject {
            case .member(let name, let arguments) where name == caseName: arguments
            case .enumCase(let value) where value.name == caseName: value.payload
            default: []
            }
        // A case other than the subject's, checked as a variant, carries what the app gets while running.
        let absent: MissingValue =
            switch subject {
            case .member, .enumCase: .runtimeData
            default: subject.missing ?? .unread
            }
        for (position, argument) in call.arguments.enumerated() {
            if bindsAll {
                // `case let .edges(edges, .some(length))`: an optional's value binds the name inside `.some`.
                let unwrapped = Self.optionalSomeArgument(argument.expression) ?? argument.expression
                if let name = unwrapped.as(PatternExprSyntax.self)?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                    ?? unwrapped.as(DeclReferenceExprSyntax.self)?.baseName.text, name != "_"
                {
                    scope[name] = position < payload.count ? payload[position] : .unknown(name, absent)
                }
                continue
            }
            for token in argument.expression.tokens(viewMode: .sourceAccurate) {
                guard case .identifier = token.tokenKind, let previous = token.previousToken(viewMode: .sourceAccurate),
                    previous.text == "let" || previous.text == "var"
                else { continue }
                scope[token.text] = position < payload.count ? payload[position] : .unknown(token.text, absent)
            }
        }
    }

    /// Whether a branch's code shows an error message (`mentionsError`), worked out once per branch.
    func showsError(_ branch: Syntax) -> Bool {
        if let known = index.errorMentions.withLock({ $0[branch.id] }), known.count == 1 { return known[0] }
        let shows = Self.mentionsError(branch)
        index.errorMentions.withLock { $0[branch.id] = [shows] }
        return shows
    }

    /// Which of a switch's cases show an error message (`mentionsError`), worked out once per switch.
    func casesShowingError(_ statement: SwitchExprSyntax, _ cases: [SwitchCaseSyntax]) -> [Bool] {
        if let known = index.errorMentions.withLock({ $0[statement.id] }), known.count == cases.count { return known }
        let showing = cases.map { Self.mentionsError(Syntax($0)) }
        index.errorMentions.withLock { $0[statement.id] = showing }
        return showing
    }

    /// Whether a branch's code shows an error message: it names an error, a failure or a
    /// validation message, or colours text red.
    static func mentionsError(_ node: Syntax) -> Bool {
        // Compared as ASCII bytes folded to lower case, token by token, with nothing allocated:
        // it runs on every branch the interpreter decides.
        for token in node.tokens(viewMode: .sourceAccurate) {
            let text = token.text.utf8
            if text.count == 3 && Self.bytes(text, containLowercased: "red".utf8) { return true }
            for fragment in errorFragments where Self.bytes(text, containLowercased: fragment.utf8) { return true }
        }
        return false
    }

    private static let errorFragments: [String] = ["error", "fail", "invalid", "warning", "declined"]

    /// Whether `needle` (lower-case ASCII) occurs in `haystack` with its ASCII capitals folded.
    private static func bytes(_ haystack: String.UTF8View, containLowercased needle: some Collection<UInt8>) -> Bool {
        guard needle.count <= haystack.count, let first = needle.first else { return needle.isEmpty }
        func folded(_ byte: UInt8) -> UInt8 { byte >= 65 && byte <= 90 ? byte + 32 : byte }
        var start = haystack.startIndex
        while start != haystack.endIndex {
            if folded(haystack[start]) == first {
                var position = start
                var matched = true
                for expected in needle {
                    guard position != haystack.endIndex, folded(haystack[position]) == expected else {
                        matched = false
                        break
                    }
                    position = haystack.index(after: position)
                }
                if matched { return true }
            }
            start = haystack.index(after: start)
        }
        return false
    }
}

/// What statements do to the flow of a body.
enum ControlFlow {
    /// Whether `node` holds a `return` of its own (not one inside a nested closure), or a `continue` or
    /// `break` that leaves the loop around it (not one of a loop or, for `break`, a `switch` inside it,
    /// unless it names a loop by its label).
    static func returns(in node: Syntax) -> Bool {
        let finder = ReturnFinder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.found
    }

    private final class ReturnFinder: SyntaxVisitor {
        var found = false
        private var loops = 0
        private var switches = 0
        override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
            found = true
            return .skipChildren
        }
        // A labelled jump names a loop around the code (a label inside it is rare): it leaves the code.
        override func visit(_ node: ContinueStmtSyntax) -> SyntaxVisitorContinueKind {
            if loops == 0 || node.label != nil { found = true }
            return .skipChildren
        }
        override func visit(_ node: BreakStmtSyntax) -> SyntaxVisitorContinueKind {
            if loops == 0 && switches == 0 || node.label != nil { found = true }
            return .skipChildren
        }
        override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
            loops += 1
            return .visitChildren
        }
        override func visitPost(_ node: ForStmtSyntax) { loops -= 1 }
        override func visit(_ node: WhileStmtSyntax) -> SyntaxVisitorContinueKind {
            loops += 1
            return .visitChildren
        }
        override func visitPost(_ node: WhileStmtSyntax) { loops -= 1 }
        override func visit(_ node: RepeatStmtSyntax) -> SyntaxVisitorContinueKind {
            loops += 1
            return .visitChildren
        }
        override func visitPost(_ node: RepeatStmtSyntax) { loops -= 1 }
        override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
            switches += 1
            return .visitChildren
        }
        override func visitPost(_ node: SwitchExprSyntax) { switches -= 1 }
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }
}
