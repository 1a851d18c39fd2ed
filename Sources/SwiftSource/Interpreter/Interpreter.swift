internal import SwiftSyntax
internal import SwiftOperators
internal import DynamicType
internal import Findings
internal import LayoutEngine
internal import TextMeasurement

/// Evaluates SwiftUI code into LayoutEngine nodes: views and modifiers the engine knows become
/// their nodes, custom views are inlined through the index, values are computed where the code
/// and its preview fix them, and anything else becomes an opaque box with a note.
///
/// One interpreter serves one run (one screen, one content profile, one set of forced branches).
struct Interpreter {
    let context: InterpretationContext
    var index: ProjectIndex { context.index }

    // MARK: - Expressions

    func evaluate(_ expression: ExprSyntax, _ scope: Scope, _ file: IndexedFile) -> Value {
        guard context.expressionDepth < InterpretationContext.expressionDepthLimit else {
            context.dependedOnStack()
            context.gap(
                .viewBudget, "expressions nested \(InterpretationContext.expressionDepthLimit) deep",
                note: "\(file.location(of: expression)): an expression nests more than \(InterpretationContext.expressionDepthLimit) deep; "
                    + "what is inside it is left out")
            return .unknown("…")
        }
        if let overBudget = countEvaluation(of: expression, file) { return overBudget }
        context.expressionDepth += 1
        defer { context.expressionDepth -= 1 }
        if context.expressionDepth > context.limits.expressionDepth { context.limits.expressionDepth = context.expressionDepth }
        return evaluateNested(expression, scope, file)
    }

    /// Counts one evaluation of `expression` against the screen's budget: nil within it, else the
    /// unknown value that stands for it (noted the first time).
    func countEvaluation(of expression: ExprSyntax, _ file: IndexedFile) -> Value? {
        context.evaluations += 1
        guard context.evaluations > context.evaluationLimit else { return nil }
        if context.evaluationLimit < InterpretationContext.evaluationBudget {
            if context.evaluations == context.evaluationLimit + 1 {
                context.gap(
                    .viewBudget, "\(InterpretationContext.dataEvaluationBudget) evaluations for one value",
                    note:
                        "\(file.location(of: expression)): making \(context.limitedMaking ?? "a value") took more than "
                        + "\(InterpretationContext.dataEvaluationBudget) steps (generated sample data); what it had not made by then is left unknown"
                )
            }
        } else if context.evaluations == InterpretationContext.evaluationBudget + 1 {
            context.gap(
                .viewBudget, "\(InterpretationContext.evaluationBudget) evaluations",
                note:
                    "\(file.location(of: expression)): interpreting this screen took more than \(InterpretationContext.evaluationBudget) "
                    + "steps (computed properties that read each other many times); what was not reached is left unknown")
        }
        return .unknown(expression.shortDescription)
    }

    /// Runs `make` (an initializer, a static's initial value) within the budget one value may spend.
    /// A static is made apart from the code that first reads it (Swift makes it once, for everyone):
    /// `apart`, its budget is its own, within the screen's, not what is left of the reader's. A value made
    /// while another is being made (the model a static or the app's scene makes) has a budget of its own
    /// too, within what bounds the outermost making, and what it spends is not the other's: each comes
    /// out the same wherever it is made, so one making serves every screen (see `sharedCall`).
    func makingData<Made>(_ name: String, apart: Bool = false, _ make: () -> Made) -> Made {
        let (limit, making, bound) = (context.evaluationLimit, context.limitedMaking, context.makingBound)
        let start = context.evaluations
        let dataLimit = start + InterpretationContext.dataEvaluationBudget
        let outer = apart ? InterpretationContext.evaluationBudget : bound ?? limit
        context.makingBound = outer
        (context.evaluationLimit, context.limitedMaking) = dataLimit < outer ? (dataLimit, name) : (outer, apart ? nil : making)
        defer {
            let spent = context.evaluations - start
            context.evaluationLimit = bound.map { Swift.min(limit + spent, $0) } ?? limit
            (context.limitedMaking, context.makingBound) = (making, bound)
        }
        return make()
    }

    private func evaluateNested(_ expression: ExprSyntax, _ scope: Scope, _ file: IndexedFile) -> Value {
        // One switch on the node as SwiftSyntax's enum of expressions: asking `as(_:)` of each kind in turn cost
        // a cast per kind tried (the toolchain's SwiftSyntax inlines nothing), and a call, the commonest, came eleventh.
        switch expression.as(ExprSyntaxEnum.self) {
        case .stringLiteralExpr(let node): return stringLiteral(node, scope, file)
        case .integerLiteralExpr(let node): return Self.numberLiteral(node.literal.text)
        case .floatLiteralExpr(let node): return Self.numberLiteral(node.literal.text)
        case .booleanLiteralExpr(let node): return .bool(node.literal.text == "true")
        case .nilLiteralExpr: return .none
        case .arrayExpr(let node):
            return .array(node.elements.map { evaluate($0.expression, scope, file) })
        case .dictionaryExpr(let node): return dictionaryLiteral(node, scope, file)
        case .declReferenceExpr(let node): return name(node.baseName.text, scope, file)
        case .memberAccessExpr(let node): return memberAccess(node, scope, file)
        case .functionCallExpr(let node): return self.call(node, scope, file)
        case .sequenceExpr(let sequence):
            guard let folded = try? OperatorTable.standardOperators.foldSingle(sequence) else { return .unknown(sequence.shortDescription) }
            return evaluate(folded, scope, file)
        case .infixOperatorExpr(let node): return self.infix(node, scope, file)
        case .ternaryExpr(let ternary):
            return choose(ternary.condition, then: ternary.thenExpression, else: ternary.elseExpression, scope, file, at: Syntax(ternary))
        case .prefixOperatorExpr(let node): return self.prefix(node, scope, file)
        case .tupleExpr(let tuple):
            if tuple.elements.count == 1, let only = tuple.elements.first { return evaluate(only.expression, scope, file) }
            // `(.technology, 3)`: a tuple, its parts read by position (`.0`, `.1`) or taken apart by a closure.
            if tuple.elements.count > 1 {
                let labels = tuple.elements.map { $0.label?.text }
                return .tuple(
                    tuple.elements.map { evaluate($0.expression, scope, file) }, labels: labels.allSatisfy { $0 == nil } ? [] : labels)
            }
        case .forceUnwrapExpr(let node): return evaluate(node.expression, scope, file)
        // `&generator`: the parameter starts with the variable's value.
        case .inOutExpr(let node): return evaluate(node.expression, scope, file)
        case .postfixOperatorExpr(let postfix):
            if postfix.operator.text == "..." {
                let operand = evaluate(postfix.expression, scope, file)
                if let category = Operators.category(of: operand) { return .categoryRange(lower: category, upper: nil) }
                if let number = operand.number { return .range(lower: number, upper: nil) }
                return .unknown(postfix.shortDescription)
            }
        case .optionalChainingExpr(let node): return evaluate(node.expression, scope, file)
        case .closureExpr(let node):
            return .closure(
                Value.Closure(syntax: node, scope: scope, file: file, inlining: context.inlining))
        case .keyPathExpr(let node):
            // `\.destination?.alert` reads `destination` then `alert`: the `?` is not a member.
            return .keyPath(
                node.components
                    .compactMap { $0.component.is(KeyPathOptionalComponentSyntax.self) ? nil : $0.component.trimmedText }
                    .joined(separator: "."))
        case .ifExpr(let node): return .views(ifNodes(node, scope, file))
        case .switchExpr(let node): return switchValue(node, scope, file)
        case .subscriptCallExpr(let node): return subscripted(node, scope, file)
        case .asExpr(let node): return evaluate(node.expression, scope, file)
        case .awaitExpr(let node): return evaluate(node.expression, scope, file)
        case .tryExpr(let node): return evaluate(node.expression, scope, file)
        case .postfixIfConfigExpr(let node): return postfixIfConfig(node, scope, file)
        default: break
        }
        return .unknown(expression.shortDescription)
    }

    /// The number a literal spells (`1_000`, `0.5`, `0x1F`), or unknown.
    static func numberLiteral(_ text: String) -> Value {
        // Most literals have no separators, and Foundation's replacing costs more than the parse.
        let digits = text.utf8.contains(UInt8(ascii: "_")) ? String(text.filter { $0 != "_" }) : text
        if let number = Double(digits) { return .number(number) }
        if digits.hasPrefix("0x"), let number = Int(digits.dropFirst(2), radix: 16) { return .number(Double(number)) }
        if digits.hasPrefix("0b"), let number = Int(digits.dropFirst(2), radix: 2) { return .number(Double(number)) }
        if digits.hasPrefix("0o"), let number = Int(digits.dropFirst(2), radix: 8) { return .number(Double(number)) }
        return .unknown(text)
    }

    /// A name in code: a local or field, a computed property or method-less member of `self`, a
    /// project-wide constant, or unknown.
    func name(_ name: String, _ scope: Scope, _ file: IndexedFile) -> Value {
        if name == "self", let instance = scope.instance { return .instance(instance) }
        if let value = scope[name] { return value }
        if let instance = scope.instance {
            if let computed = index.computedProperty(name, of: instance.type) { return read(computed, Scope(instance: instance)) }
            if let statics = instance.type.staticProperties[name] { return read(statics, Scope(instance: instance)) }
        }
        if let type = scope.staticType, let statics = type.staticProperties[name] { return read(statics, .statics(of: type)) }
        // A nested type's code sees the static members of the types around it by their bare names.
        if let owner = scope.staticType ?? scope.instance?.type,
            let (outer, statics) = outerTypes(of: owner).lazy.compactMap({ outer in outer.staticProperties[name].map { (outer, $0) } })
                .first
        {
            return read(statics, .statics(of: outer))
        }
        // In an enum's instance code a bare name is first a member of `self`: Swift does not let a case be
        // used as an instance member, so `Text(title)` reads the `title` property even beside a `case title`.
        if scope.staticType == nil, scope.instance == nil, case .enumCase(let current)? = scope["self"],
            index.computedProperty(name, of: current.type) != nil
        {
            return property(name, of: .enumCase(current), name)
        }
        // Inside an enum's own code a bare case name is that case (`static var all: [Tint] { [blue, red] }`).
        if let type = scope.staticType ?? scope.instance?.type ?? Self.enumType(of: scope["self"]), type.enumCases.contains(name) {
            return .enumCase(Value.EnumCase(type: type, name: name, payload: []))
        }
        // Inside an extension of a value that is not a project instance (`extension String`, an enum case),
        // a bare name is a member of `self`: `isEmpty ? nil : self`.
        if let current = scope["self"], scope.instance == nil {
            let value = property(name, of: current, name)
            if !value.isUnknown { return value }
        }
        // In a project's extension of a platform type's statics (`extension UIDevice { static var isTV: Bool {
        // current.userInterfaceIdiom == .tv } }`), a bare name is that type's own static member.
        if let type = scope.staticType, let value = StaticCalls.value(type: type.name, name, nil, interpreter: self) { return value }
        if let global = index.globals[name] { return read(global, Scope()) }
        if let type = projectType(named: name, in: file, scope: scope) { return .member("type:\(type.name)", arguments: []) }
        return .unknown(name)
    }

    /// The types `type` is nested in, nearest first (`L10n` for `L10n.Intro`).
    func outerTypes(of type: TypeDeclaration) -> [TypeDeclaration] {
        var outer = Substring(type.name)
        var found: [TypeDeclaration] = []
        while let dot = outer.lastIndex(of: ".") {
            outer = outer[..<dot]
            if let declaration = index.types[String(outer)] { found.append(declaration) }
        }
        return found
    }

    /// The enum a value is a case of.
    static func enumType(of value: Value?) -> TypeDeclaration? {
        if case .enumCase(let enumCase)? = value { return enumCase.type }
        return nil
    }

    /// The value of a computed property, a static, or a global (getter or initializer).
    func read(_ member: Member, _ scope: Scope, minimumSharedEvaluations: Int = sharedCallMinimumEvaluations) -> Value {
        guard context.withinInliningDepth() else { return .unknown(member.name) }
        context.inlining.append("." + member.name)
        defer { context.inlining.removeLast() }
        let owner = scope.staticType ?? scope.instance?.type
        if let getter = member.getter {
            let read = { self.resolved(self.body(getter, scope, member.file), as: member.type, owner: owner) }
            // A computed static or global runs the same code wherever it is read from; an enum value's or an
            // extended type's property runs on its `self`.
            guard scope.instance == nil, scope.hasNoLocals else { return read() }
            return sharedCall(
                in: member.file, body: getter, staticType: scope.staticType, minimumEvaluations: minimumSharedEvaluations, run: read)
        }
        if let initializer = member.initializer {
            // A stored static or global is initialised once (`static let shared = Theme()`): its value is
            // kept for the run, and reading it again counts what the first reading counted.
            guard scope.instance == nil else { return resolved(evaluate(initializer, scope, member.file), as: member.type, owner: owner) }
            let key = "\(member.file.path)#\(initializer.positionAfterSkippingLeadingTrivia.utf8Offset)"
            if let (value, tally) = context.storedStatics[key] {
                context.recordStaticRead(key, wasRead: true)
                context.count(again: tally)
                return value
            }
            context.recordStaticRead(key, wasRead: false)
            let value = storedStatic(member, initializer, key: key, scope, owner: owner)
            context.recordStatic(key)
            return value
        }
        // `static var instance: Shared?` with no initial value starts as nil, as Swift gives every optional `var`.
        if let type = member.type, type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<") { return .none }
        return .unknown(member.name)
    }

    func stringLiteral(_ literal: StringLiteralExprSyntax, _ scope: Scope, _ file: IndexedFile) -> Value {
        var text = ""
        var key = ""
        var isLiteral = true
        var standIns: [MissingValue?] = []
        var arguments: [String] = []
        var profileChanged = false
        /// A value put into the text, as the content profile shows it.
        func displayed(_ value: TextValue) -> String {
            let shown = context.shown(value)
            if shown.standIn != nil, !value.standsIn { profileChanged = true }
            return shown.text
        }
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let part):
                let piece = literal.openingPounds == nil ? StringEscapes.unescape(part.content.text) : part.content.text
                text += piece
                key += piece
            case .expressionSegment(let part):
                guard let first = part.expressions.first else { continue }
                var value = evaluate(first.expression, scope, file)
                // `"\(date, formatter: dayFormatter)"`: the formatter's text for the value.
                if let argument = part.expressions.first(where: { $0.label?.text == "formatter" }),
                    case .formatter(let formatter) = evaluate(argument.expression, scope, file),
                    let formatted = formatter.text(for: value, property: Self.propertyName(of: first.expression))
                {
                    value = .text(formatted)
                }
                let specifier = part.expressions.first { $0.label?.text == "specifier" }
                    .flatMap { evaluate($0.expression, scope, file).textValue?.string }
                let dateStyle = part.expressions.first { $0.label?.text == "style" }?.expression.as(MemberAccessExprSyntax.self)?.declName
                    .baseName.text
                if dateStyle != nil {
                    text += TextFormatting.date(style: dateStyle)
                    arguments.append(TextFormatting.date(style: dateStyle))
                    key += "%@"
                    isLiteral = false
                    continue
                }
                switch value {
                case .number(let number):
                    let shown = specifier.map { TextFormatting.format(number, specifier: $0) } ?? Self.format(number)
                    text += shown
                    arguments.append(shown)
                    key += specifier.map { $0.hasSuffix("f") ? $0 : "%lld" } ?? "%lld"
                case .views(let nodes) where Self.isImage(nodes):
                    // `"\(Image(systemName: "globe")) World"`: the symbol is drawn in the line, in the text's font.
                    text.append(InlineSymbol.character)
                    arguments.append(String(InlineSymbol.character))
                    key += "%@"
                    isLiteral = false
                case .text(let inner):
                    let shown = inner.isLiteral ? inner.string : displayed(inner)
                    text += shown
                    arguments.append(shown)
                    key += "%@"
                    isLiteral = false
                    standIns.append(inner.standIn)
                default:
                    let value = shownText(value, property: Self.propertyName(of: first.expression))
                    let shown = displayed(value)
                    text += shown
                    arguments.append(shown)
                    key += "%@"
                    isLiteral = false
                    standIns.append(value.standIn)
                }
            @unknown default:
                continue
            }
        }
        return .text(
            TextValue(
                string: TextFormatting.inflect(text), localizationKey: key, isLiteral: isLiteral, propertyName: nil,
                standIn: MissingValue.combined(standIns), formatArguments: arguments.isEmpty ? nil : arguments,
                profileChangedArguments: profileChanged))
    }

    /// Whether views are one image, under modifiers or not: what a text can hold as an inline symbol.
    static func isImage(_ nodes: [ViewNode]) -> Bool {
        guard var node = nodes.first, nodes.count == 1 else { return false }
        while node.kind.isModifier, let content = node.children.first { node = content }
        if case .image = node.kind { return true }
        return false
    }

    /// A value shown as text, as displayed under the content profile.
    func describe(_ value: Value, property: String?) -> String {
        context.display(shownText(value, property: property))
    }

    /// A value as the text it shows: a string as it is, a number formatted, anything unknown a
    /// stand-in chosen by the name it came through.
    func shownText(_ value: Value, property: String?) -> TextValue {
        switch value {
        case .text(let text): return text
        case .number(let number): return .data(Self.format(number), property: property)
        case .bool(let flag): return .data(flag ? "true" : "false", property: property)
        case .member(let name, _): return .data(name, property: property)
        case .enumCase(let value): return .data(value.name, property: property)
        case .category(let category): return .data(category.swiftUIName, property: property)
        case .date, .duration: return .data(DateValues.description(value) ?? "", property: property)
        // The source says there is nothing here yet; what shows is whatever the app gets later.
        case .none: return .standIn(for: property, because: .runtimeData)
        default: return .standIn(for: property, because: value.missing ?? .unread)
        }
    }

    /// A `Text` showing `value` under the content profile, marked when its content is a stand-in.
    func textNode(_ value: TextValue) -> ViewNode {
        let shown = context.shown(value)
        // A localizable literal is a `LocalizedStringKey`, which SwiftUI reads as inline Markdown.
        var node = LayoutEngine.Text(value.localizationKey != nil ? InlineMarkdown.plain(shown.text) : shown.text)
        node.traits.standInContent = shown.standIn
        if shown.standIn != nil { node.traits.standInOrigin = value.standIn.map(StandInOrigin.init) ?? .contentProfile }
        return node
    }

    /// String methods whose result shows the same value, differently spelled or cut.
    static let stringTransforms: Set<String> = [
        "uppercased", "lowercased", "capitalized", "localizedUppercase", "localizedLowercase",
        "localizedCapitalized", "trimmingCharacters", "prefix", "suffix", "replacingOccurrences",
    ]

    /// The property a value is read through (`product.name` → `name`), naming sample content. A loop,
    /// not recursion: `x!!!…` and `title.uppercased().uppercased()…` nest as deep as they are long.
    static func propertyName(of expression: ExprSyntax) -> String? {
        var expression = expression
        while true {
            if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
            if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
            // `duration - seconds`: what subtracting, multiplying or dividing gives is a number (`+` may join texts).
            if let infix = expression.as(InfixOperatorExprSyntax.self),
                let symbol = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, ["-", "*", "/", "%"].contains(symbol)
            {
                return "number"
            }
            if let call = expression.as(FunctionCallExprSyntax.self) {
                // `item.title.uppercased()` shows the title: a string transform keeps its base's name.
                if let method = call.calledExpression.as(MemberAccessExprSyntax.self), let base = method.base,
                    stringTransforms.contains(method.declName.baseName.text)
                {
                    expression = base
                } else {
                    expression = call.calledExpression
                }
            } else if let unwrap = expression.as(ForceUnwrapExprSyntax.self) {
                expression = unwrap.expression
            } else if let chain = expression.as(OptionalChainingExprSyntax.self) {
                expression = chain.expression
            } else if let sequence = expression.as(SequenceExprSyntax.self), let first = sequence.elements.first {
                expression = first
            } else {
                return nil
            }
        }
    }

    static func format(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }

    // MARK: - Operators

    func prefix(_ expression: PrefixOperatorExprSyntax, _ scope: Scope, _ file: IndexedFile) -> Value {
        let operand = evaluate(expression.expression, scope, file)
        switch (expression.operator.text, operand) {
        case ("!", .bool(let flag)): return .bool(!flag)
        case ("!", .condition(let condition)): return .condition(Self.negate(condition))
        case ("-", .number(let number)): return .number(-number)
        case ("...", _), ("..<", _):
            if let category = Operators.category(of: operand) {
                let upper = expression.operator.text == "..<" ? category.smaller : category
                return .categoryRange(lower: nil, upper: upper ?? .xSmall)
            }
            if let number = operand.number { return .range(lower: nil, upper: expression.operator.text == "..<" ? number - 1 : number) }
            return .unknown(expression.shortDescription)
        default: return .unknown(expression.shortDescription)
        }
    }

    static func negate(_ condition: LayoutCondition) -> LayoutCondition {
        if case .not(let inner) = condition { return inner }
        return .not(condition)
    }

    /// `left <op> right` with the left operand's value known (see `infix(_:_:_:)`, which walks
    /// left-nested operators).
    func infix(_ expression: InfixOperatorExprSyntax, left: consuming Value, _ scope: Scope, _ file: IndexedFile) -> Value {
        let symbol = expression.operator.as(BinaryOperatorExprSyntax.self)?.operator.text ?? expression.operator.trimmedText
        if symbol == "??" {
            switch left {
            case .none: return evaluate(expression.rightOperand, scope, file)
            case .unknown:
                // The fallback shows only when the value is nil; an unknown value is what the app
                // shows, so text stands in for it rather than the fallback passing as known content.
                let fallback = evaluate(expression.rightOperand, scope, file)
                guard case .text = fallback else { return fallback }
                return .text(shownText(left, property: Self.propertyName(of: expression.leftOperand)))
            default: return left
            }
        }
        let right = evaluate(expression.rightOperand, scope, file)
        // Worked out before the left operand is consumed: an array's `+` appends to it in place.
        let missing = MissingValue.combined([left.missing, right.missing]) ?? .unread
        let result = Operators.apply(symbol, consume left, right) ?? .unknown(expression.shortDescription, missing)
        // `seconds / 60` of an `Int` is whole minutes.
        if symbol == "/", case .number(let quotient) = result, quotient.isFinite, dividesIntegers(expression, scope) {
            return .number(quotient.rounded(.towardZero))
        }
        return result
    }

    /// `condition ? a : b`: picked when the condition is known, kept as a per-size choice when it
    /// depends on the size category, and a decision point otherwise.
    func choose(
        _ condition: ExprSyntax, then first: ExprSyntax, else second: ExprSyntax, _ scope: Scope, _ file: IndexedFile,
        at node: Syntax
    ) -> Value {
        switch evaluate(condition, scope, file) {
        case .bool(let flag): return evaluate(flag ? first : second, scope, file)
        case .condition(let sizeCondition):
            return .choice(sizeCondition, evaluate(first, scope, file), evaluate(second, scope, file))
        default:
            let location = file.location(of: node)
            if readsGeometry(condition, scope, at: location) { return evaluate(first, scope, file) }
            let holds = decides(condition, label: "\(condition.trimmedText) ?", branches: ["true", "false"], at: location)
            return evaluate(holds ? first : second, scope, file)
        }
    }

    // MARK: - Bodies and builders

    /// The value of a body of statements: the views of a view builder, or what a `return` gives.
    func body(
        _ statements: CodeBlockItemListSyntax, _ scope: Scope, _ file: IndexedFile, only: Int? = nil,
        skipping: PreviewBindings.Plan = PreviewBindings.Plan()
    ) -> Value {
        var scope = scope
        return Self.value(of: run(statements, &scope, file, only: only, skipping: skipping), statements: statements)
    }

    /// What running `statements` comes to: the value returned, the views built, or the value of a lone
    /// expression (`{ $0.name }`).
    static func value(of flow: Flow, statements: CodeBlockItemListSyntax) -> Value {
        switch flow {
        case .returned(let value): return value
        case .finished(let nodes, let lastValue):
            if nodes.isEmpty, let lastValue, statements.count == 1 { return lastValue }
            return .views(nodes)
        case .jumped: return .views([])
        }
    }

    /// How running statements ended: a `return` with its value, or the end with the views made.
    enum Flow {
        case returned(Value)
        case finished(nodes: [ViewNode], lastValue: Value?)
        /// A `continue` or `break` of the loop around the statements.
        case jumped(LoopJump)
    }

    /// Where a `continue` or a `break` goes: the next element of the loop it names (nil: the innermost), or
    /// out of that loop.
    enum LoopJump: Equatable {
        case continuing(String?), breaking(String?)

        /// Whether the loop labelled `label` (or unlabelled) is the one this jump goes to.
        func targets(_ label: String?) -> Bool {
            switch self {
            case .continuing(let target), .breaking(let target): target == nil || target == label
            }
        }
    }

    /// Runs statements: builder expressions collect views; `if`, `guard` and `switch` whose
    /// branches `return` are run as control flow, so a helper returns what its code returns.
    /// With `only`, just that one of the view expressions is run (one preview of a provider's list);
    /// declarations still bind.
    func run(_ statements: CodeBlockItemListSyntax, _ scope: Scope, _ file: IndexedFile, only: Int? = nil) -> Flow {
        var scope = scope
        return run(statements, &scope, file, only: only)
    }

    /// `run(_:_:_:only:)` on a scope the statements may change: `var` locals they assign
    /// (`highest = value`, `total += 1`) keep their new values for the code after them.
    func run(
        _ statements: CodeBlockItemListSyntax, _ scope: inout Scope, _ file: IndexedFile, only: Int? = nil,
        skipping: PreviewBindings.Plan = PreviewBindings.Plan()
    ) -> Flow {
        var viewOrdinal = -1
        var nodes: [ViewNode] = []
        var lastValue: Value?
        func returning(_ value: Value) -> Flow {
            // A call of a type Reflow does not know is a view only where a view goes: returned alone (`return
            // KeychainSwift()` from a getter), it stays a value, and the view that uses it materialises it.
            if case .unknownCall = value, !nodes.isEmpty { return .returned(.views(nodes + (materialize(value) ?? []))) }
            if let views = value.views { return .returned(.views(nodes + views)) }
            return .returned(nodes.isEmpty ? value : .views(nodes))
        }
        func expression(_ expression: ExprSyntax) -> Flow? {
            // `if n > 3 { found = n; break }`: what a branch that leaves assigns first is kept.
            if let ifExpression = expression.as(IfExprSyntax.self), leaves(Syntax(ifExpression)),
                !assignsLocals(Syntax(ifExpression), in: scope)
            {
                return controlIf(ifExpression, scope, file)
            }
            if let (name, symbol, value) = Self.localAssignment(expression), scope.isVariable(name) {
                assignLocal(name, symbol, value, &scope, file)
                return nil
            }
            if let (local, path, symbol, value) = Self.propertyAssignment(expression),
                assignProperty(local, path, symbol, value, &scope, file)
            {
                return nil
            }
            if appendToLocal(expression, &scope, file) || callChangingLocal(expression, &scope, file)
                || changeLocalEntry(expression, &scope, file) || mutateLocalArray(expression, &scope, file)
                || forEachStatement(expression, &scope, file)
            {
                return nil
            }
            if let ifExpression = expression.as(IfExprSyntax.self), assignsLocals(Syntax(ifExpression), in: scope) {
                return mutatingIf(ifExpression, &scope, file)
            }
            // A `switch` whose cases return or jump, or assign the enclosing locals (`case .a: total += 1`): the
            // chosen case runs on those locals.
            if let switchExpression = expression.as(SwitchExprSyntax.self),
                case let jumps = leaves(Syntax(switchExpression)),
                jumps || assignsLocals(Syntax(switchExpression), in: scope)
            {
                let (index, caseScope) = chooseCase(switchExpression, scope, file)
                guard let index else { return nil }
                var inner = caseScope
                let chosen = switchExpression.cases.compactMap { $0.as(SwitchCaseSyntax.self) }[index]
                let flow = run(chosen.statements, &inner, file)
                scope.keepChanges(from: inner, except: Scope.boundNames(in: chosen.label))
                switch flow {
                case .finished(let nodes, _) where nodes.isEmpty && !jumps: return nil
                // A `break` in a case leaves the `switch`, not the loop around it.
                case .jumped(.breaking(nil)): return nil
                default: return flow
                }
            }
            let value = statementValue(expression, scope, file)
            if let views = value.views {
                nodes += views
            } else if case .color = value, statements.count > 1 {
                // `ZStack { Color.black; content }`: among several statements a colour is a view of the builder.
                nodes += materialize(value) ?? []
            } else {
                lastValue = value
            }
            return nil
        }
        for item in statements {
            var flow: Flow?
            // One preview of several: the locals only the others read are not made (`PreviewBindings`).
            if PreviewBindings.skips(item, skipping) { continue }
            if only != nil, ProjectIndex.viewExpression(of: item) != nil {
                viewOrdinal += 1
                if viewOrdinal != only { continue }
            }
            switch item.item {
            case .decl(let declaration):
                // `#if os(iOS) … #endif` among statements: the clause an iPhone build compiles runs in place.
                if let ifConfig = declaration.as(IfConfigDeclSyntax.self) {
                    if case .statements(let compiled)? = CompilationConditions.iPhoneClause(of: ifConfig)?.elements {
                        flow = run(compiled, &scope, file)
                    }
                } else {
                    bind(declaration, in: &scope, file)
                }
            case .stmt(let statement):
                switch statement.as(StmtSyntaxEnum.self) {
                case .returnStmt(let returned):
                    guard let value = returned.expression else { return .returned(.views(nodes)) }
                    let result = evaluate(value, scope, file)
                    if !context.capturedWrites.isEmpty { keepCapturedWrites(of: Syntax(returned), in: &scope) }
                    return returning(result)
                case .continueStmt(let jump): return .jumped(.continuing(jump.label?.text))
                case .breakStmt(let jump): return .jumped(.breaking(jump.label?.text))
                case .guardStmt(let guardStatement):
                    switch controlGuard(guardStatement, &scope, file) {
                    case .returned(let value)?: return returning(value)
                    case .jumped(let jump)?: return .jumped(jump)
                    default: break
                    }
                case .forStmt(let loop):
                    flow = forLoop(loop, &scope, file)
                case .whileStmt(let loop):
                    flow = whileLoop(loop, &scope, file)
                case .labeledStmt(let labeled):
                    // `outer: for …`: the loop runs, and the jumps that name it end there.
                    let label = labeled.label.text
                    if let loop = labeled.statement.as(ForStmtSyntax.self) {
                        flow = forLoop(loop, &scope, file, label: label)
                    } else if let loop = labeled.statement.as(WhileStmtSyntax.self) {
                        flow = whileLoop(loop, &scope, file, label: label)
                    } else {
                        context.note("\(file.location(of: labeled)): a labelled \(labeled.statement.kind) is not run")
                        forgetAssignments(in: Syntax(labeled), &scope)
                    }
                case .doStmt(let block):
                    // `do { … } catch { … }`: what the code does when nothing throws; its own locals end with it.
                    var inner = scope
                    flow = run(block.body.statements, &inner, file)
                    scope.keepChanges(from: inner)
                case .expressionStmt(let expressionStatement):
                    flow = expression(expressionStatement.expression)
                default:
                    break
                }
            case .expr(let value):
                flow = expression(value)
            @unknown default:
                continue
            }
            if !context.capturedWrites.isEmpty { keepCapturedWrites(of: Syntax(item), in: &scope) }
            switch flow {
            case .returned(let value)?: return returning(value)
            case .finished(let more, let last)?:
                nodes += more
                if let last { lastValue = last }
            case .jumped(let jump)?: return .jumped(jump)
            case nil: break
            }
        }
        return .finished(nodes: nodes, lastValue: lastValue)
    }

    /// `highest = value`, `count += 1` (or `-=`, `*=`, `/=`): the local `name` takes its new value.
    func assignLocal(_ name: String, _ symbol: String, _ value: ExprSyntax, _ scope: inout Scope, _ file: IndexedFile) {
        let new = evaluate(value, scope, file)
        if symbol == "=" {
            scope.setVariable(name, to: new)
        } else {
            let current = scope[name] ?? .unknown(name)
            scope.setVariable(name, to: Operators.apply(String(symbol.dropLast()), current, new) ?? .unknown(name))
        }
    }

    /// Whether an `if` takes its first branch: known from its conditions (whose names are bound into
    /// `scope`), else a decision point whose first branch is taken unless this run forces the other.
    func takesThen(_ statement: IfExprSyntax, binding scope: inout Scope, _ file: IndexedFile) -> Bool {
        switch evaluateConditions(statement.conditions, into: &scope, file) {
        case .known(let flag): return flag
        case .sizeDependent, .unknown:
            let location = file.location(of: statement)
            if readsGeometry(statement.conditions, scope, at: location) { return true }
            if let steady = steadyBranch(of: statement.conditions, scope, file, at: location) { return steady }
            if MemoLookups.isLookup(statement) { return false }
            return decides(
                statement.conditions, label: "if " + statement.conditions.trimmedText, branches: ["true", "false"], at: location)
        }
    }

    /// An `if` whose branches return: the known branch, else a decision point.
    func controlIf(_ statement: IfExprSyntax, _ scope: Scope, _ file: IndexedFile) -> Flow {
        var bound = scope
        if takesThen(statement, binding: &bound, file) { return run(statement.body.statements, bound, file) }
        switch statement.elseBody {
        case .ifExpr(let nested)?: return controlIf(nested, scope, file)
        case .codeBlock(let block)?: return run(block.statements, scope, file)
        default: return .finished(nodes: [], lastValue: nil)
        }
    }

    /// `guard … else { return … }`: passes (binding its names) when known true, returns its
    /// else branch when known false, and is a decision point otherwise.
    private func controlGuard(_ statement: GuardStmtSyntax, _ scope: inout Scope, _ file: IndexedFile) -> Flow? {
        if guardPasses(statement, binding: &scope, file) { return nil }
        // `guard n > 0 else { skipped += 1; continue }`: what the `else` assigns before it leaves is kept.
        var inner = scope
        let flow = run(statement.body.statements, &inner, file)
        scope.keepChanges(from: inner)
        switch flow {
        case .returned(let value): return .returned(value)
        // `guard let item = rows[id] else { continue }`: on to the loop's next element.
        case .jumped(let jump): return .jumped(jump)
        case .finished: return .returned(.views([]))
        }
    }

    /// Whether a `guard` passes, binding its names into `scope` when it does: known from its
    /// conditions, else a decision point whose passing side is taken unless this run forces the other.
    func guardPasses(_ statement: GuardStmtSyntax, binding scope: inout Scope, _ file: IndexedFile) -> Bool {
        var bound = scope
        let passes: Bool
        switch evaluateConditions(statement.conditions, into: &bound, file) {
        case .known(let flag): passes = flag
        case .sizeDependent, .unknown:
            let location = file.location(of: statement)
            passes = decides(
                statement.conditions, label: "guard " + statement.conditions.trimmedText, branches: ["passes", "else"], at: location)
        }
        if passes { scope = bound }
        return passes
    }

    /// A statement in a builder: `if`/`switch` choose branches; a closure named alone (a
    /// `content` property) is called; assignments and calls with no views are values.
    private func statementValue(_ expression: ExprSyntax, _ scope: Scope, _ file: IndexedFile) -> Value {
        if let ifExpression = expression.as(IfExprSyntax.self) { return .views(ifNodes(ifExpression, scope, file)) }
        if let switchExpression = expression.as(SwitchExprSyntax.self) { return switchValue(switchExpression, scope, file) }
        let value = evaluate(expression, scope, file)
        if case .closure(let closure) = value { return callClosure(closure, arguments: []) }
        if case .unknownCall = value { return .views(materialize(value) ?? []) }
        if case .choice(let condition, let first, let second) = value, let a = first.views, let b = second.views {
            return .views([conditionalNode(condition, a, b)])
        }
        return value
    }

    /// `let`/`var` inside a body: bound for the statements after it.
    func bind(_ declaration: DeclSyntax, in scope: inout Scope, _ file: IndexedFile) {
        guard let variable = declaration.as(VariableDeclSyntax.self) else { return }
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let isInteger = isIntegerLocal(
                type: binding.typeAnnotation?.type.trimmedText, initializer: binding.initializer?.value, scope)
            // `var previous: [ID: Int]?` with no initial value starts as nil, as Swift gives every optional `var`.
            let declaredOptional =
                variable.bindingSpecifier.tokenKind == .keyword(.var)
                && binding.typeAnnotation?.type.is(OptionalTypeSyntax.self) == true
            // `let order: [NewsCategory] = [.technology, .business]`: the declared type makes the cases.
            let initial =
                binding.initializer.map {
                    resolved(evaluate($0.value, scope, file), as: binding.typeAnnotation?.type.trimmedText, owner: Self.owner(of: scope))
                } ?? (declaredOptional ? .none : .unknown(name))
            scope.bind(name, to: initial, isInteger: isInteger)
        }
    }

    /// Calls a closure with `arguments` bound to its parameters (`item in`, `$0`).
    func callClosure(_ closure: Value.Closure, arguments: [Value], only: Int? = nil) -> Value {
        let (scope, _) = closureScope(closure, arguments: arguments)
        let outer = context.inlining
        context.inlining = closure.inlining
        defer { context.inlining = outer }
        return body(closure.syntax.statements, scope, closure.file, only: only)
    }

    /// Calls `closure` and gives back what its code left in its first parameter too: the accumulator
    /// of `reduce(into: 0) { $0 += $1.score }`, which the code changes in place.
    func callClosureChangingFirstParameter(_ closure: Value.Closure, arguments: [Value]) -> (value: Value, first: Value?) {
        var (scope, names) = closureScope(closure, arguments: arguments)
        let outer = context.inlining
        context.inlining = closure.inlining
        defer { context.inlining = outer }
        let value: Value
        switch run(closure.syntax.statements, &scope, closure.file) {
        case .returned(let returned): value = returned
        case .finished(let nodes, let lastValue): value = nodes.isEmpty ? lastValue ?? .views([]) : .views(nodes)
        case .jumped: value = .views([])
        }
        return (value, names.first.flatMap { scope[$0] })
    }

    /// Calls a closure that assigns locals of the code around it (`previousTime -= gap` in a `map`): what
    /// it leaves in them is where its next call starts, as Swift's closures share the variables they capture.
    /// `captured` names those locals (`capturedAssignments(of:in:)`).
    func callClosureKeepingCaptures(_ closure: inout Value.Closure, arguments: [Value], captured: Set<String>) -> Value {
        var (scope, _) = closureScope(closure, arguments: arguments)
        let outer = context.inlining
        context.inlining = closure.inlining
        defer { context.inlining = outer }
        let value = Self.value(of: run(closure.syntax.statements, &scope, closure.file), statements: closure.syntax.statements)
        for name in captured {
            guard let changed = scope[name] else { continue }
            closure.scope[name] = changed
            context.capturedWrites[closure.syntax.id, default: [:]][name] = changed
        }
        return value
    }

    /// Gives the locals of `scope` what the closures written in `statement` left in them (`let sums = values.map
    /// { total += $0; return total }` changes `total` for the code after it).
    private func keepCapturedWrites(of statement: Syntax, in scope: inout Scope) {
        for closure in closures(in: statement) {
            guard let writes = context.capturedWrites.removeValue(forKey: closure) else { continue }
            for (name, value) in writes where scope.hasLocal(name) { scope[name] = value }
        }
    }

    /// The closures written in `statement`, nested ones too, in the order they start: worked out once per statement.
    private func closures(in statement: Syntax) -> [SyntaxIdentifier] {
        index.remembered(index.closuresInCode, for: statement) {
            statement.tokens(viewMode: .sourceAccurate).compactMap { token in
                token.tokenKind == .leftBrace ? token.parent?.as(ClosureExprSyntax.self)?.id : nil
            }
        }
    }

    /// The closure's scope with its parameters bound to `arguments`, and the parameters' names.
    private func closureScope(_ closure: Value.Closure, arguments: [Value]) -> (Scope, [String]) {
        var scope = closure.scope
        var names =
            closure.syntax.signature?.parameterClause == nil
            ? arguments.indices.map { "$\($0)" } : BoundNames.namedParameters(of: closure.syntax)
        // `{ index, item in }` over enumerated pairs takes the pair apart.
        var arguments = arguments
        if names.count > 1, arguments.count == 1, case .tuple(let parts, _) = arguments[0] { arguments = parts }
        // `{ group, rows in }` over rows the app gets while running: each part is such data too.
        if names.count > 1, arguments.count == 1, case .unknown(let description, let missing) = arguments[0] {
            arguments = names.map { .unknown("\(description).\($0)", missing) }
        }
        // A parameter is a new name: an integer local of the same name outside says nothing of its type.
        for (name, value) in zip(names, arguments) where name != "_" { scope.bind(name, to: value, isInteger: false) }
        if names.isEmpty, let first = arguments.first {
            scope["$0"] = first
            names = ["$0"]
        }
        return (scope, names)
    }

    /// The views of a closure argument (a builder), empty when it is not a closure.
    func views(of value: Value?, arguments: [Value] = []) -> [ViewNode] {
        switch value {
        case .closure(let closure)?: return materialize(callClosure(closure, arguments: arguments)) ?? []
        case let value?: return materialize(value) ?? []
        default: return []
        }
    }

    /// An `if` over two alternatives that depend on the size category, decided at layout time.
    func conditionalNode(_ condition: LayoutCondition, _ first: [ViewNode], _ second: [ViewNode]) -> ViewNode {
        Conditional(condition, then: { first }, else: { second })
    }
}
