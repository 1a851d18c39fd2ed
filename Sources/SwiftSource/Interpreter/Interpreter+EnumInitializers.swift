internal import SwiftSyntax

/// Values of the project's enums made by an initializer: `ButtonState(response:)` whose code assigns
/// `self = .played(rank: rank)` in one branch or another, and the `init?(rawValue:)` Swift gives an
/// enum with raw values. An enum is never an instance with fields.
extension Interpreter {
    /// A value of a project type made from call arguments: a case for an enum, else an instance.
    /// `typeArguments` are what a generic type's parameters stand for (`Element` → `Cube`).
    func make(_ type: TypeDeclaration, _ arguments: Arguments, typeArguments: [String: String] = [:]) -> Value {
        if type.kind == .enumeration, let value = enumValue(type, arguments) { return value }
        return instantiateIfMade(type, arguments, typeArguments: typeArguments).map(Value.instance) ?? .none
    }

    private func enumValue(_ type: TypeDeclaration, _ arguments: Arguments) -> Value? {
        if let initializer = fittingOverload(index.initializers(of: type), arguments), let statements = initializer.body {
            guard context.timesInlined("init " + type.name) < InterpretationContext.recursionLimit else {
                return .unknown(type.name)
            }
            context.inlining.append("init " + type.name)
            defer { context.inlining.removeLast() }
            var scope = Scope()
            scope["self"] = .unknown(type.name)
            bindParameters(initializer.parameters, arguments, into: &scope, file: initializer.file)
            // A failable initializer's `return nil` is nil; otherwise the case the code assigned to `self`.
            if case .returned(.none) = run(statements, &scope, initializer.file) { return Value.none }
            return resolved(scope["self"] ?? .unknown(type.name), as: type.name, owner: type)
        }
        // `Tint(rawValue: "red")`: the case with that raw value, or nil.
        guard arguments.values.count == 1, arguments.values[0].label == "rawValue" else { return nil }
        let wanted = arguments.values[0].value
        guard !wanted.isUnknown else { return .unknown(type.name, wanted.missing ?? .unread) }
        let matches = { (raw: Value) in raw.textValue.map { $0.string == wanted.textValue?.string } ?? raw.isSameData(as: wanted) }
        for name in type.enumCases where matches(rawValue(of: name, in: type)) {
            return .enumCase(Value.EnumCase(type: type, name: name, payload: []))
        }
        return Value.none
    }
}
