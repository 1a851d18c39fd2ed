internal import SwiftSyntax
internal import DynamicType
internal import Findings
internal import LayoutEngine

/// The project's own views, inlined where they are used: arguments bound to stored properties
/// (the memberwise or an explicit initializer), property wrappers given their values, and the
/// `body` interpreted in the instance's scope, in the file where it is written.
extension Interpreter {
    func inline(_ type: TypeDeclaration, _ arguments: Arguments, at location: FileLocation) -> [ViewNode] {
        guard context.withinInliningDepth(), context.timesInlined(type.name) < 2 else {
            return [opaque(type.name, at: location, reason: "nested in itself too deeply to inline")]
        }
        // Its own `body`, or the one an extension of its protocol gives it (`extension PlatformView { var body … }`).
        guard let body = index.computedProperty("body", of: type) else {
            return [opaque(type.name, at: location, reason: "a view without a readable body")]
        }
        guard let memo = context.memo else { return inlineBody(type, body, arguments) }
        let madeFrom =
            arguments.values.map { ($0.label, $0.value) } + context.environment.map { ("environment:" + ($0.keyPath ?? ""), $0.value) }
        let key = InliningMemo.Key(
            type: ObjectIdentifier(type), inlining: context.inlining, expressionDepth: context.expressionDepth,
            chainedCalls: context.chainedCalls, presentationShown: context.presentation != nil,
            navigationDepth: context.navigationFrames.count, tabDepth: context.tabFrames.count, arguments: madeFrom)
        if let entry = memo.reusable(key, in: context) {
            // Reused by its whole stack, it went as far as it went there; without a reach, what it did is
            // not known apart from that stack.
            if let reach = entry.reach { context.reachAgain(reach) } else { context.dependedOnStack() }
            context.replay(entry)
            return entry.nodes
        }
        let sharedKey = SharedViews.key(type, madeFrom, in: context)
        if let sharedKey, let shared = index.sharedViews.reusable(sharedKey, in: context) {
            context.reachAgain(shared.reach)
            context.replay(shared.made)
            return shared.made.nodes
        }
        let (tally, evaluations, outer) = (context.tally, context.evaluations, context.outerState)
        let recording = context.beginRecording()
        let limits = context.beginLimitTracking()
        let nodes = inlineBody(type, body, arguments)
        let reach = context.endLimitTracking(limits)
        context.endRecording()
        // Code that left something for the views around it or ran out of budget is not reused:
        // reusing it would not do the same.
        if context.keptOuterState(outer), (context.presentation != nil) == key.presentationShown, !recording.readsVariedStatic,
            !recording.readsEntryRandomState,
            context.nodeCount < InterpretationContext.nodeBudget, context.evaluations < context.evaluationLimit
        {
            let entry = InliningMemo.Entry(
                key: key, nodes: nodes, recording: recording, tally: context.tally(since: tally),
                evaluations: context.evaluations - evaluations, reach: reach)
            memo.keep(entry)
            if let sharedKey, let reach { index.sharedViews.keep(SharedViews.Entry(key: sharedKey, made: entry, reach: reach)) }
        }
        return nodes
    }

    private func inlineBody(_ type: TypeDeclaration, _ body: Member, _ arguments: Arguments) -> [ViewNode] {
        let instance = instantiate(type, arguments)
        context.inlining.append(type.name)
        defer { context.inlining.removeLast() }
        context.interpretedCount += 1
        return materialize(self.body(body.getter ?? CodeBlockItemListSyntax([]), Scope(instance: instance), body.file)) ?? []
    }

    /// An instance of a project type made from call arguments (with no fields where a failable
    /// initializer returned nil: read `instantiateIfMade` to tell).
    func instantiate(_ type: TypeDeclaration, _ arguments: Arguments, typeArguments: [String: String] = [:]) -> Value.Instance {
        instantiateIfMade(type, arguments, typeArguments: typeArguments) ?? Value.Instance(type: type, fields: [:])
    }

    /// An instance of a project type made from call arguments, or nil where its failable initializer
    /// returned nil (`init?(title: String?) { guard let title else { return nil } … }` given nil).
    func instantiateIfMade(_ type: TypeDeclaration, _ arguments: Arguments, typeArguments: [String: String] = [:]) -> Value.Instance? {
        let typeArguments = typeArguments.isEmpty ? self.typeArguments(of: type) : typeArguments
        // `Model()` runs the same initializer on the same nothing wherever it is called (a model made
        // for every screen's preview): one run serves them all when it depends on nothing around it. So
        // does a model made from the same arguments (a generated mock from its configuration); a view
        // made from arguments is kept by `SharedViews` with what its body made.
        if typeArguments.isEmpty, arguments.values.isEmpty || !type.isView {
            let code = SharedCode(file: ObjectIdentifier(type.file), body: type.declaration.id)
            switch sharedCall(
                code, staticType: type, arguments: arguments.values.map { ($0.label, $0.value) }, closuresWrittenBy: "init " + type.name,
                makesData: !type.isView,
                run: { construct(type, arguments).map(Value.instance) ?? .none })
            {
            case .instance(let instance): return instance
            case .none: return nil
            default: break
            }
        }
        return construct(type, arguments, typeArguments: typeArguments)
    }

    /// An instance of `type` made by its initializer, or memberwise, from `arguments`, or nil where a
    /// failable initializer returned nil; a model (not a view) within the budget one value may spend.
    private func construct(_ type: TypeDeclaration, _ arguments: Arguments, typeArguments: [String: String] = [:]) -> Value.Instance? {
        if type.isView { return constructing(type, arguments, typeArguments: typeArguments) }
        return makingData(type.name) { constructing(type, arguments, typeArguments: typeArguments) }
    }

    private func constructing(_ type: TypeDeclaration, _ arguments: Arguments, typeArguments: [String: String]) -> Value.Instance? {
        var instance = Value.Instance(type: type, fields: [:], typeArguments: typeArguments)
        // A value whose defaults make another of its kind (`var child: [Item] = [Item()]`) would
        // never end: past one level, or the depth limit, its fields stay unknown.
        let marker = "init " + type.name
        guard context.withinInliningDepth(), context.timesInlined(marker) < 2 else {
            context.note("\(type.name)'s default values make another \(type.name); its fields are left unknown past that")
            return instance
        }
        context.inlining.append(marker)
        defer { context.inlining.removeLast() }
        for property in index.storedProperties(of: type) {
            instance.fields[property.name] = initialValue(of: property, instance)
        }
        if let initializer = fittingOverload(index.initializers(of: type), arguments) {
            // The scope holds the only copy of the fields while the initializer assigns them.
            var scope = Scope(instance: consume instance)
            scope.ownsInstance = true
            bindParameters(initializer.parameters, arguments, into: &scope, file: initializer.file)
            if let statements = initializer.body { runInitializer(statements, of: type, scope: &scope, file: initializer.file) }
            // No instance left: the initializer returned nil.
            return scope.instance
        }
        assignMemberwise(arguments, to: &instance)
        return instance
    }

    /// The memberwise initializer: labels name the stored properties; a trailing closure fills the
    /// first closure or `Content` property.
    private func assignMemberwise(_ arguments: Arguments, to instance: inout Value.Instance) {
        let type = instance.type
        var remaining = arguments.values[...]
        for property in type.storedProperties where !property.isLetWithDefault {
            if case .environment = property.wrapper { continue }
            if let next = remaining.first, next.label == property.name {
                instance.fields[property.name] = Self.passed(
                    resolved(next.value, as: property.type, owner: type), as: property.name, type: property.type)
                remaining = remaining.dropFirst()
            } else if let next = remaining.first, next.label == nil, case .closure = next.value, property.takesClosure {
                instance.fields[property.name] = next.value
                remaining = remaining.dropFirst()
            }
        }
    }

    private func initialValue(of property: StoredProperty, _ instance: Value.Instance) -> Value {
        switch property.wrapper {
        case .environment(let keyPath):
            switch keyPath {
            case "dynamicTypeSize", "sizeCategory": return .dynamicTypeSize
            case "layoutDirection": return .member("leftToRight", arguments: [])
            case "horizontalSizeClass": return .member("compact", arguments: [])
            case "verticalSizeClass": return .member("regular", arguments: [])
            case "colorScheme": return .member("light", arguments: [])
            // Content is not redacted unless a `.redacted(reason:)` around it says so; a placeholder
            // row stands for the real row it will become.
            case "redactionReasons": return .array([])
            // SwiftUI's defaults for a screen as it first appears: not searching, enabled, not editing.
            case "isSearching", "isFocused", "isPresented": return .bool(false)
            case "isEnabled": return .bool(true)
            case "widgetFamily": return context.widgetFamily.map { .member($0, arguments: []) } ?? .unknown(keyPath, .runtimeData)
            case _ where keyPath.hasSuffix(".self"):
                // `@Environment(Model.self)`: the object a view above (or the app's scene) puts there.
                return environmentObject(ofType: keyPath) ?? .unknown(keyPath, .runtimeData)
            // An environment value that nothing sets and that has no default comes from the running app.
            default: return environmentValue(keyPath) ?? environmentDefault(keyPath) ?? .unknown(keyPath, .runtimeData)
            }
        case .environmentObject:
            return property.type.flatMap(environmentObject(ofType:)) ?? .unknown(property.name, .runtimeData)
        case .scaledMetric(let style):
            let base = property.defaultValue.map { evaluate($0, Scope(instance: instance), property.file) }?.number
            return base.map { .scaledMetric(ScaledMetric($0, relativeTo: style)) } ?? .unknown(property.name)
        default:
            guard let defaultValue = property.defaultValue else {
                // No initial value, and (unless an initializer or the caller sets it) no value in the source.
                return property.type?.hasSuffix("?") == true ? .none : .unknown(property.name, .runtimeData)
            }
            // State that starts empty and is filled at run time (`@State var items: [Item] = []`,
            // a model's `@Published var articles = []`): its rows are samples, and whether it is
            // empty is a decision with both outcomes checked, not a fixed empty screen.
            if Self.isRuntimeState(property, of: instance.type), Self.isEmptyCollectionLiteral(defaultValue) {
                return .unknown(property.name, .runtimeData)
            }
            // A size the view measures on screen (`@State var totalHeight = CGFloat.zero`, set from a
            // `GeometryReader`): its first value lasts one frame, the measured one is not known here.
            if case .state = property.wrapper, instance.type.isMeasured(property.name) { return .unknown(property.name, .runtimeData) }
            let value = resolved(evaluate(defaultValue, Scope(instance: instance), property.file), as: property.type, owner: instance.type)
            return Self.passed(value, as: property.name, type: property.type)
        }
    }

    /// Whether a stored property holds state that code changes while the screen is up.
    static func isRuntimeState(_ property: StoredProperty, of type: TypeDeclaration) -> Bool {
        switch property.wrapper {
        case .state: return true
        case .other(let name, _): return name == "Published"
        case nil: return type.kind == .classType && !property.isLet
        default: return false
        }
    }

    /// `[]`, `[:]`, `[Item]()` or `[String: Int]()`.
    static func isEmptyCollectionLiteral(_ expression: ExprSyntax) -> Bool {
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
            call.calledExpression.is(ArrayExprSyntax.self) || call.calledExpression.is(DictionaryExprSyntax.self)
        {
            return true
        }
        if let array = expression.as(ArrayExprSyntax.self) { return array.elements.isEmpty }
        if let dictionary = expression.as(DictionaryExprSyntax.self) {
            if case .colon = dictionary.content { return true }
            return false
        }
        return false
    }

    /// Assignments in an initializer (`self.title = title`, `_isOn = State(initialValue: on)`), in the
    /// branches its `if`, `switch` and `guard` take, with the locals it builds on the way (`var made: [Order]
    /// = []` filled by a loop). True when it ran a `return`: the statements after it do not run.
    @discardableResult
    private func runInitializer(_ statements: CodeBlockItemListSyntax, of type: TypeDeclaration, scope: inout Scope, file: IndexedFile)
        -> Bool
    {
        for item in statements {
            var expression: ExprSyntax?
            if case .expr(let value) = item.item { expression = value }
            if case .stmt(let statement) = item.item {
                expression = statement.as(ExpressionStmtSyntax.self)?.expression
                if let returned = statement.as(ReturnStmtSyntax.self) {
                    // A failable initializer's `return nil` makes nothing.
                    if returned.expression?.is(NilLiteralExprSyntax.self) == true { scope.instance = nil }
                    return true
                }
                if let guardStatement = statement.as(GuardStmtSyntax.self) {
                    if initializerGuardFails(guardStatement, of: type, scope: &scope, file: file) { return true }
                    continue
                }
                if let loop = statement.as(ForStmtSyntax.self) {
                    _ = forLoop(loop, &scope, file)
                    continue
                }
                if let loop = statement.as(WhileStmtSyntax.self) {
                    _ = whileLoop(loop, &scope, file)
                    continue
                }
                // `do { self.text = try parse(raw) } catch { … }`: what the code does when nothing throws.
                if let block = statement.as(DoStmtSyntax.self) {
                    if initializerBranch(block.body.statements, in: scope, of: type, scope: &scope, file: file) { return true }
                    continue
                }
            }
            if case .decl(let declaration) = item.item { bind(declaration, in: &scope, file) }
            if let ifExpression = expression?.as(IfExprSyntax.self) {
                if initializerIf(ifExpression, of: type, scope: &scope, file: file) { return true }
                continue
            }
            if let switchExpression = expression?.as(SwitchExprSyntax.self) {
                let (index, caseScope) = chooseCase(switchExpression, scope, file)
                guard let index else { continue }
                let chosen = switchExpression.cases.compactMap { $0.as(SwitchCaseSyntax.self) }[index].statements
                if initializerBranch(chosen, in: caseScope, of: type, scope: &scope, file: file) { return true }
                continue
            }
            // `made.append(order)`, `count += 1` on a local the initializer builds before it stores it, or on
            // a stored property it builds in place.
            if let expression,
                appendToLocal(expression, &scope, file) || callChangingLocal(expression, &scope, file)
                    || changeLocalEntry(expression, &scope, file) || mutateLocalArray(expression, &scope, file)
                    || forEachStatement(expression, &scope, file)
            {
                continue
            }
            // `=` on a field takes the path below, which runs setters and unwraps property wrappers.
            if let expression, let (name, symbol, value) = Self.localAssignment(expression),
                scope.hasLocal(name) || (symbol != "=" && scope.isVariable(name))
            {
                assignLocal(name, symbol, value, &scope, file)
                continue
            }
            // `self.init(…)`: a convenience initializer hands over to another of the type's initializers.
            if let call = expression?.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                member.declName.baseName.text == "init", member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
            {
                let arguments = arguments(of: call, scope, file)
                if let delegate = fittingOverload(index.initializers(of: type), arguments), let body = delegate.body {
                    assign(body, of: type, in: &scope, file: delegate.file, marker: "self.init") {
                        bindParameters(delegate.parameters, arguments, into: &$0, file: delegate.file)
                    }
                } else if type.kind == .structure, scope.instance != nil {
                    // An initializer in an extension handing over to the memberwise one Swift gives a struct.
                    assignMemberwise(arguments, to: &scope.instance!)
                }
                continue
            }
            // `srand48(seed)`: a sample generator seeds the C library's, which the code after it draws from.
            if let call = expression?.as(FunctionCallExprSyntax.self),
                call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "srand48"
            {
                _ = evaluate(ExprSyntax(call), scope, file)
                continue
            }
            // `formatter.dateStyle = .short` on a local the initializer made, before it stores it.
            if let expression, let change = Self.propertyAssignment(expression), scope.isVariable(change.local) {
                _ = assignProperty(change.local, change.path, change.symbol, change.value, &scope, file)
                continue
            }
            // `a = b`: folded into an infix expression (files are folded once), or still a sequence.
            guard let expression, let assignment = Self.assignment(expression), assignment.symbol == "=" else { continue }
            var target = assignment.target.trimmedText
            if target.hasPrefix("self.") { target.removeFirst(5) }
            // `_isOn = State(initialValue: on)` sets the wrapped `isOn`; `_chords = newValue` sets a stored `_chords`.
            if target.hasPrefix("_"), index.storedProperty(target, of: type) == nil { target.removeFirst() }
            var value = evaluate(assignment.value, scope, file)
            if case .instance(let wrapper) = value, ["State", "Binding", "ScaledMetric"].contains(wrapper.type.name) {
                value = wrapper.fields["wrappedValue"] ?? value
            }
            let stored = index.storedProperty(target, of: type)
            // `self.chords = chords` where `chords` is computed: its setter runs (`set { _chords = newValue }`).
            if stored == nil, let computed = index.computedProperty(target, of: type), let setter = computed.setter {
                assign(setter.statements, of: type, in: &scope, file: computed.file, marker: "set " + target) {
                    $0[setter.parameter] = resolved(value, as: computed.type, owner: type)
                }
                continue
            }
            let declared = stored?.type
            scope.instance?.fields[target] = Self.passed(resolved(value, as: declared, owner: type), as: target, type: declared)
        }
        return false
    }

    /// An initializer's `if`: the branch its conditions take (a decision when they are not known), run
    /// with the names they bind. True when the branch ran a `return`.
    private func initializerIf(_ statement: IfExprSyntax, of type: TypeDeclaration, scope: inout Scope, file: IndexedFile) -> Bool {
        var bound = scope
        if takesThen(statement, binding: &bound, file) {
            return initializerBranch(statement.body.statements, in: bound, of: type, scope: &scope, file: file)
        }
        switch statement.elseBody {
        case .ifExpr(let nested)?: return initializerIf(nested, of: type, scope: &scope, file: file)
        case .codeBlock(let block)?: return initializerBranch(block.statements, in: scope, of: type, scope: &scope, file: file)
        default: return false
        }
    }

    /// An initializer's `guard`: passing, its names are bound; failing, its `else` runs (a default
    /// assigned before `return`) and the initializer ends. A condition not known is a decision.
    private func initializerGuardFails(_ statement: GuardStmtSyntax, of type: TypeDeclaration, scope: inout Scope, file: IndexedFile)
        -> Bool
    {
        // `guard let title else { return nil }`: nil only where the code decides it. On input the code cannot
        // know, what is read is the value it makes (callers force-unwrap it, or show something else for nil).
        if Self.onlyReturnsNil(statement.body.statements) {
            var bound = scope
            guard case .known(false) = evaluateConditions(statement.conditions, into: &bound, file) else {
                scope = bound
                return false
            }
            scope.instance = nil
            return true
        }
        if guardPasses(statement, binding: &scope, file) { return false }
        initializerBranch(statement.body.statements, in: scope, of: type, scope: &scope, file: file)
        return true
    }

    /// Whether a block is `return nil` and nothing else.
    private static func onlyReturnsNil(_ statements: CodeBlockItemListSyntax) -> Bool {
        guard statements.count == 1, case .stmt(let statement) = statements.first?.item,
            let returned = statement.as(ReturnStmtSyntax.self)
        else { return false }
        return returned.expression?.is(NilLiteralExprSyntax.self) == true
    }

    /// Runs a branch of an initializer in `branchScope` (the enclosing scope with the names its
    /// condition or case binds), then keeps the fields it assigned and the enclosing locals it changed.
    @discardableResult
    private func initializerBranch(
        _ statements: CodeBlockItemListSyntax, in branchScope: Scope, of type: TypeDeclaration, scope: inout Scope, file: IndexedFile
    ) -> Bool {
        var inner = branchScope
        let returned = runInitializer(statements, of: type, scope: &inner, file: file)
        scope.keepChanges(from: inner)
        scope.instance = inner.instance
        return returned
    }

    /// Runs other code that assigns the instance's fields (a delegated `self.init`, a setter) in a scope
    /// of its own, set up by `bind`, and takes the fields back; nested in itself too deeply, it is skipped.
    private func assign(
        _ statements: CodeBlockItemListSyntax, of type: TypeDeclaration, in scope: inout Scope, file: IndexedFile, marker: String,
        bind: (inout Scope) -> Void
    ) {
        guard context.timesInlined(marker) < InterpretationContext.recursionLimit else { return }
        var inner = Scope(instance: scope.instance.take())
        inner.ownsInstance = true
        bind(&inner)
        context.inlining.append(marker)
        runInitializer(statements, of: type, scope: &inner, file: file)
        context.inlining.removeLast()
        scope.instance = inner.instance
    }
}

private extension StoredProperty {
    /// `let x = 5`: the memberwise initializer does not take it.
    var isLetWithDefault: Bool { isLet && defaultValue != nil }
    /// Whether the property holds a closure or builder content.
    var takesClosure: Bool {
        guard let type else { return false }
        return type.includes("->") || type == "Content" || type.hasSuffix("View") || type.includes("some View")
    }
}
