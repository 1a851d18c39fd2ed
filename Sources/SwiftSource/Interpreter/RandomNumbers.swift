internal import SwiftSyntax
internal import SwiftOperators

/// Random numbers as an app's sample data draws them. A number drawn from the system's generator is
/// run-time data; one drawn from a project's own `RandomNumberGenerator` (seeded, for previews that
/// look the same every time) is drawn here by the standard library's own algorithms
/// (`Int.random(in:using:)`, `Double.random(in:using:)`, `shuffled(using:)`), each asking the
/// project's `next()`, run by the interpreter, for its numbers. The algorithms are the same on every
/// platform, and so is the C library's `drand48` such a generator usually wraps (`Rand48`).
extension Interpreter {
    /// `Int.random(in: 1...5, using: &generator)` and the like, for a number of the standard type `type`
    /// (`Int`, `UInt32`, `Double`, `Float`, …): nil when the call is not one; unknown when the generator or the
    /// range is. A project's generator that cannot be drawn from here leaves the C library's state unknown:
    /// it may have drawn from it.
    func randomNumber(type: String, _ arguments: Arguments) -> Value? {
        guard let rangeArgument = arguments.values.first(where: { $0.label == "in" }) else { return nil }
        guard let generatorValue = arguments["using"] else { return .unknown("random(in:)", .runtimeData) }
        let floating = !Self.integerTypeNames.contains(type)
        let drawn: Double? = {
            guard var generator = projectGenerator(generatorValue),
                let syntax = rangeArgument.syntax, let caller = arguments.caller,
                let range = randomRange(syntax, caller.scope, caller.file, floating: floating)
            else {
                return nil
            }
            let number: Double? =
                switch type {
                case "Int", "Int64": Self.draw(Int64.self, range, &generator)
                case "Int32": Self.draw(Int32.self, range, &generator)
                case "UInt", "UInt64": Self.draw(UInt64.self, range, &generator)
                case "UInt32": Self.draw(UInt32.self, range, &generator)
                case "Float": Self.draw(Float.self, range, &generator)
                case "Double", "CGFloat", "TimeInterval": Self.draw(Double.self, range, &generator)
                default: nil
                }
            return generator.failed ? nil : number
        }()
        if let drawn { return .number(drawn) }
        if case .instance = generatorValue { context.seedRandomState(nil) }
        return .unknown("random(in:)", generatorValue.missing ?? .unread)
    }

    /// A whole number of type `T` in `range`, drawn by the standard library; nil when the range has no
    /// number of that type, where Swift would stop the app.
    private static func draw<T: FixedWidthInteger>(_ type: T.Type, _ range: RandomRange, _ generator: inout InterpretedGenerator)
        -> Double?
    {
        guard let lower = T(exactly: range.lower), let upper = T(exactly: range.upper) else { return nil }
        if range.isClosed { return lower <= upper ? Double(T.random(in: lower...upper, using: &generator)) : nil }
        return lower < upper ? Double(T.random(in: lower..<upper, using: &generator)) : nil
    }

    /// A fraction of type `T` in `range`, drawn by the standard library; nil when the range is empty or not
    /// finite in that type (`0...1e39` as a `Float`), where Swift would stop the app.
    private static func draw<T: BinaryFloatingPoint>(_ type: T.Type, _ range: RandomRange, _ generator: inout InterpretedGenerator)
        -> Double? where T.RawSignificand: FixedWidthInteger
    {
        let (lower, upper) = (T(range.lower), T(range.upper))
        guard lower.isFinite, upper.isFinite, (upper - lower).isFinite else { return nil }
        if range.isClosed { return lower <= upper ? Double(T.random(in: lower...upper, using: &generator)) : nil }
        return lower < upper ? Double(T.random(in: lower..<upper, using: &generator)) : nil
    }

    /// `Bool.random(using: &generator)`.
    func randomBool(_ arguments: Arguments) -> Value? {
        guard arguments.values.count == 1, let generatorValue = arguments["using"] else { return nil }
        guard var generator = projectGenerator(generatorValue) else {
            if case .instance = generatorValue { context.seedRandomState(nil) }
            return .unknown("random(using:)", generatorValue.missing ?? .unread)
        }
        let drawn = Bool.random(using: &generator)
        if generator.failed { context.seedRandomState(nil) }
        return generator.failed ? .unknown("random(using:)") : .bool(drawn)
    }

    /// `items.shuffled(using: &generator)` or `items.randomElement(using: &generator)` drawn as the standard
    /// library draws them; nil when the generator is not one Reflow can run (the items then keep their order).
    func randomlyOrdered(_ name: String, _ items: [Value], using generatorValue: Value) -> Value? {
        guard var generator = projectGenerator(generatorValue) else {
            if case .instance = generatorValue { context.seedRandomState(nil) }
            return nil
        }
        let drawn: Value
        switch name {
        case "shuffled": drawn = .array(items.shuffled(using: &generator))
        case "randomElement": drawn = items.randomElement(using: &generator) ?? .none
        default: return nil
        }
        if generator.failed { context.seedRandomState(nil) }
        return generator.failed ? .unknown(name) : drawn
    }

    /// `srand48(seed)`, `drand48()`, `lrand48()`, `mrand48()`: the C library's generator, one per process,
    /// followed through the run (see `InterpretationContext.rand48`).
    func rand48Call(_ name: String, _ arguments: Arguments) -> Value? {
        switch name {
        case "srand48":
            guard arguments.values.count == 1 else { return nil }
            let seed = arguments.unlabeled().flatMap(Self.wholeNumber)
            context.seedRandomState(seed.map(Rand48.init(seed:)))
            return .tuple([])
        case "drand48", "lrand48", "mrand48":
            guard arguments.values.isEmpty else { return nil }
            let drawn: Double? = context.drawFromRandomState { state in
                switch name {
                case "drand48": state.nextFraction()
                case "lrand48": Double(state.nextNonNegative())
                default: Double(state.nextSigned())
                }
            }
            // Never seeded in this run: what it draws depends on everything the app drew before.
            return drawn.map(Value.number) ?? .unknown(name + "()", .runtimeData)
        default:
            return nil
        }
    }

    /// A project's `RandomNumberGenerator` instance whose `next()` Reflow can run: one that changes no state
    /// of its own to draw (a wrapper of `drand48`); a generator that keeps its state in its fields would
    /// need each draw written back to the caller's variable.
    private func projectGenerator(_ value: Value) -> InterpretedGenerator? {
        guard case .instance(let instance) = value,
            let next = index.methods("next", of: instance.type)?.first(where: { $0.parameters.isEmpty && $0.body != nil }),
            !Self.isMutating(next),
            instance.type.kind != .classType || index.storedProperties(of: instance.type).isEmpty
        else {
            return nil
        }
        return InterpretedGenerator { [self] in
            guard case .number(let number) = invoke(next, Arguments(values: []), instance: instance), number >= 0,
                number < 18_446_744_073_709_551_616, number.rounded(.towardZero) == number
            else {
                return nil
            }
            return UInt64(number)
        }
    }

    /// A whole number as the code gives it, not held to the lengths layout takes (`Value.number`).
    private static func wholeNumber(_ value: Value) -> Int? {
        guard case .number(let number) = value else { return nil }
        return Int(exactly: number)
    }

    private static func isMutating(_ function: FunctionMember) -> Bool {
        guard let declaration = function.body?.parent?.parent?.as(FunctionDeclSyntax.self) else { return true }
        return declaration.modifiers.contains { $0.name.tokenKind == .keyword(.mutating) }
    }

    /// The bounds of a range a random number is drawn in, and whether it includes its upper bound: written
    /// where it is used (`60 ..< 180`) or in the constant it names (`let dailyOrders = 80.0 ... 120.0`).
    private func randomRange(_ syntax: ExprSyntax, _ scope: Scope, _ file: IndexedFile, floating: Bool, depth: Int = 0) -> RandomRange? {
        guard depth < 8 else { return nil }
        if let tuple = syntax.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return randomRange(only.expression, scope, file, floating: floating, depth: depth + 1)
        }
        if let sequence = syntax.as(SequenceExprSyntax.self) {
            guard let folded = try? OperatorTable.standardOperators.foldSingle(sequence) else { return nil }
            return randomRange(folded, scope, file, floating: floating, depth: depth + 1)
        }
        if let infix = syntax.as(InfixOperatorExprSyntax.self),
            let symbol = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, symbol == "..." || symbol == "..<"
        {
            guard case .number(let lower) = evaluate(infix.leftOperand, scope, file),
                case .number(let upper) = evaluate(infix.rightOperand, scope, file)
            else {
                return nil
            }
            return RandomRange(lower: lower, upper: upper, isClosed: symbol == "...")
        }
        if let reference = syntax.as(DeclReferenceExprSyntax.self), !scope.contains(reference.baseName.text),
            let initializer = index.globals[reference.baseName.text]?.initializer
        {
            return randomRange(initializer, Scope(), file, floating: floating, depth: depth + 1)
        }
        // A range value from elsewhere keeps only its closed bounds: whole numbers draw the same from either,
        // fractions do not.
        guard !floating, case .range(let lower?, let upper?) = evaluate(syntax, scope, file) else { return nil }
        return RandomRange(lower: lower, upper: upper, isClosed: true)
    }

    /// The kind of number an implicit `.random(in:using:)` makes, from where it goes: an integer for a
    /// count (`prefix(.random(in: 1...5, using: &g))`), the declared type of the constant it sets, a
    /// fraction for a bound written as one or for a date it moves.
    func impliedRandomKind(_ call: FunctionCallExprSyntax, _ scope: Scope, _ file: IndexedFile) -> NumberKind {
        if let range = call.arguments.first(where: { $0.label?.text == "in" })?.expression,
            rangeBoundKinds(range, scope).contains(.floating)
        {
            return .floating
        }
        let slot = call.parent
        if let argument = slot?.as(LabeledExprSyntax.self),
            let owner = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
            let name = owner.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        {
            return Self.countArguments.contains(name) && argument.label == nil ? .integer : .notKnown
        }
        if let binding = slot?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
            let kind = Self.numberKind(ofType: binding.typeAnnotation?.type.trimmedText)
        {
            return kind
        }
        // `previousOrderTime -= .random(in: 60 ..< 180, using: &g)`: a date moves by seconds, a `TimeInterval`.
        let operation: (other: ExprSyntax, symbol: String)?
        if let infix = slot?.as(InfixOperatorExprSyntax.self), infix.rightOperand.id == call.id,
            let symbol = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text
        {
            operation = (infix.leftOperand, symbol)
        } else if let list = slot?.as(ExprListSyntax.self), list.count == 3, let first = list.first, list.last?.id == call.id,
            let symbol = list.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text
        {
            operation = (first, symbol)
        } else {
            operation = nil
        }
        guard let operation, ["+", "-", "+=", "-=", "*", "*="].contains(operation.symbol) else { return .notKnown }
        // Only a name is read again to see whether it holds a date: a call could draw a number again.
        if Self.isPlainName(operation.other), case .date = evaluate(operation.other, scope, file) { return .floating }
        let kind = numberKind(of: operation.other, scope)
        return kind == .literal ? .notKnown : kind
    }

    /// `time`, `self.start`, `order.date`: names and members only, which reading again changes nothing.
    private static func isPlainName(_ expression: ExprSyntax) -> Bool {
        if expression.is(DeclReferenceExprSyntax.self) { return true }
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base else { return false }
        return isPlainName(base)
    }

    /// Methods whose unlabelled argument is a count.
    private static let countArguments: Set<String> = ["prefix", "suffix", "dropFirst", "dropLast"]

    private func rangeBoundKinds(_ range: ExprSyntax, _ scope: Scope) -> [NumberKind] {
        let folded = range.as(SequenceExprSyntax.self).flatMap { try? OperatorTable.standardOperators.foldSingle($0) } ?? range
        guard let infix = folded.as(InfixOperatorExprSyntax.self) else { return [numberKind(of: range, scope)] }
        return [numberKind(of: infix.leftOperand, scope), numberKind(of: infix.rightOperand, scope)]
    }
}

/// The bounds of a range a number is drawn in.
private struct RandomRange {
    let lower: Double
    let upper: Double
    let isClosed: Bool
}

/// A project's random number generator, its `next()` run by the interpreter for each number the
/// standard library's algorithm asks for. Once a number cannot be given, the result is not used, and
/// the numbers after it alternate between the lowest and the highest, which end every algorithm's
/// retry loop (a draw the range rejects) within two draws.
private struct InterpretedGenerator: RandomNumberGenerator {
    let draw: () -> UInt64?
    private(set) var failed = false
    private var nextFallbackIsHighest = false

    init(draw: @escaping () -> UInt64?) {
        self.draw = draw
    }

    mutating func next() -> UInt64 {
        if !failed, let number = draw() { return number }
        failed = true
        nextFallbackIsHighest.toggle()
        return nextFallbackIsHighest ? .max : 0
    }
}
