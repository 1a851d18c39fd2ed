internal import SwiftSyntax

/// Code that changes a local in place: `model.favorites = [.cupOfChrist, .hymn1151]`, `model.state.title =
/// "Done"` (a preview, most often, setting a model's property before handing it to a view), and
/// `names.append(name)`. The local keeps the changed value, so the view shows what the code set, not
/// the property's default.
extension Interpreter {
    /// The local, the property path below it and the assigned expression of `local.a.b = value`
    /// (or `+=`, `-=`, `*=`, `/=`), or nil for any other expression.
    static func propertyAssignment(_ expression: ExprSyntax) -> (local: String, path: [String], symbol: String, value: ExprSyntax)? {
        guard let parts = assignment(expression) else { return nil }
        var path: [String] = []
        var target = parts.target
        while true {
            if let member = target.as(MemberAccessExprSyntax.self), let base = member.base {
                path.insert(member.declName.baseName.text, at: 0)
                target = base
            } else if let chained = target.as(OptionalChainingExprSyntax.self) {
                // `$0?.moves = …`: assigned through the optional when it holds a value.
                target = chained.expression
            } else if let unwrapped = target.as(ForceUnwrapExprSyntax.self) {
                target = unwrapped.expression
            } else {
                break
            }
        }
        guard !path.isEmpty, let local = target.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        // `self.formatter.dateStyle = .short` changes the field `formatter` (see `variableName`).
        if local == "self" {
            guard path.count > 1 else { return nil }
            return ("self." + path[0], Array(path.dropFirst()), parts.symbol, parts.value)
        }
        return (local, path, parts.symbol, parts.value)
    }

    /// `change(&copy)`, a local closure given a local `inout`: the local takes what the closure left in
    /// its first parameter (`func update<A>(_ value: A, _ change: (inout A) -> Void) -> A`). False,
    /// changing nothing, for any other call.
    func callChangingLocal(_ expression: ExprSyntax, _ scope: inout Scope, _ file: IndexedFile) -> Bool {
        let unwrapped = expression.as(TryExprSyntax.self)?.expression ?? expression
        guard let call = unwrapped.as(FunctionCallExprSyntax.self), let first = call.arguments.first,
            let local = Self.variableName(first.expression.as(InOutExprSyntax.self)?.expression),
            scope.isVariable(local), let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            case .closure(let closure)? = scope[callee], let value = scope[local]
        else { return false }
        let rest = call.arguments.dropFirst().map { evaluate($0.expression, scope, file) }
        scope.setVariable(local, to: callClosureChangingFirstParameter(closure, arguments: [value] + rest).first ?? .unknown(local))
        return true
    }

    /// `names.append(name)`, `rows.append(contentsOf: more)` on a local array (or `text.append(" ")` on a
    /// local string): the local takes the longer value. False, changing nothing, for any other call.
    func appendToLocal(_ expression: ExprSyntax, _ scope: inout Scope, _ file: IndexedFile) -> Bool {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
            let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "append",
            let local = Self.variableName(member.base), scope.isVariable(local),
            let argument = call.arguments.first
        else { return false }
        if case .text(let text)? = scope[local], argument.label == nil || argument.label?.text == "contentsOf" {
            // `chords.append(" ")`: a `var` string grows; a part not known makes it not known.
            switch evaluate(argument.expression, scope, file) {
            case .text(let more): scope.setVariable(local, to: .text(Operators.sum(text, more)))
            default: scope.setVariable(local, to: .unknown(local))
            }
            return true
        }
        guard case .array(let items)? = scope[local] else { return false }
        let value = evaluate(argument.expression, scope, file)
        switch argument.label?.text {
        case nil: scope.setVariable(local, to: .array(items + [value]))
        case "contentsOf":
            guard case .array(let more) = value else { scope.setVariable(local, to: .unknown(local)); return true }
            scope.setVariable(local, to: .array(items + more))
        default: return false
        }
        return true
    }

    /// `positions.sort { … }`, `names.reverse()`, `deck.shuffle(using: &generator)`, `rows.removeAll()`,
    /// `queue.removeFirst()`, `list.insert(item, at: 0)` on a local array: the local takes what the method
    /// leaves, as its non-mutating counterpart (`sorted`, `reversed`, `shuffled`) gives it; not known when that
    /// is not. False, changing nothing, for any other call.
    func mutateLocalArray(_ expression: ExprSyntax, _ scope: inout Scope, _ file: IndexedFile) -> Bool {
        guard let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let local = Self.variableName(member.base), scope.isVariable(local),
            case .array(let items)? = scope[local], let counterpart = Self.mutatingArrayMethods[member.declName.baseName.text]
        else {
            return false
        }
        let arguments = arguments(of: call, scope, file)
        let changed: Value?
        switch counterpart {
        case "[]": changed = arguments.values.isEmpty ? .array([]) : nil
        case "insert":
            guard let item = arguments.unlabeled(), let position = arguments["at"]?.count, (0...items.count).contains(position) else {
                changed = nil
                break
            }
            var inserted = items
            inserted.insert(item, at: position)
            changed = .array(inserted)
        case "dropFirst", "dropLast":
            changed =
                arguments.values.isEmpty && !items.isEmpty
                ? .array(counterpart == "dropFirst" ? Array(items.dropFirst()) : Array(items.dropLast())) : nil
        default:
            changed = standardMethod(counterpart, on: .array(items), arguments)
        }
        scope.setVariable(local, to: changed ?? .unknown(local))
        return true
    }

    /// Mutating array methods, by the method that gives what they leave.
    static let mutatingArrayMethods: [String: String] = [
        "sort": "sorted", "reverse": "reversed", "shuffle": "shuffled", "removeAll": "[]", "insert": "insert",
        "removeFirst": "dropFirst", "removeLast": "dropLast",
    ]

    /// Sets the property `path` of the instance in local `local` to `value` evaluated in `scope`
    /// (or a setting of the Foundation formatter in it); false, changing nothing, when the local is
    /// not an instance of a project type with that stored property at each step.
    func assignProperty(_ local: String, _ path: [String], _ symbol: String, _ value: ExprSyntax, _ scope: inout Scope, _ file: IndexedFile)
        -> Bool
    {
        if scope.isVariable(local), path.count == 1, symbol == "=", case .formatter(let formatter)? = scope[local] {
            scope.setVariable(local, to: .formatter(formatter.setting(path[0], to: evaluate(value, scope, file))))
            return true
        }
        // `calendar.timeZone = TimeZone(secondsFromGMT: 0)!`: the calendar answers in that time zone.
        if scope.isVariable(local), path == ["timeZone"], symbol == "=", let calendar = scope[local],
            case .member(CalendarValues.marker, _) = calendar
        {
            scope.setVariable(local, to: CalendarValues.settingTimeZone(of: calendar, to: evaluate(value, scope, file)) ?? .unknown(local))
            return true
        }
        guard scope.isVariable(local), case .instance(let instance)? = scope[local],
            let changed = assigning(path[...], in: instance, symbol: symbol, value: { evaluate(value, scope, file) })
        else { return false }
        scope.setVariable(local, to: .instance(changed))
        return true
    }

    private func assigning(_ path: ArraySlice<String>, in instance: Value.Instance, symbol: String, value: () -> Value) -> Value.Instance? {
        guard let name = path.first, let property = index.storedProperty(name, of: instance.type) else {
            return nil
        }
        var changed = instance
        if path.count > 1 {
            guard case .instance(let inner)? = instance.fields[name],
                let innerChanged = assigning(path.dropFirst(), in: inner, symbol: symbol, value: value)
            else { return nil }
            changed.fields[name] = .instance(innerChanged)
            return changed
        }
        var new = value()
        if symbol != "=" {
            new = Operators.apply(String(symbol.dropLast()), instance.fields[name] ?? .unknown(name), new) ?? .unknown(name)
        }
        changed.fields[name] = Self.passed(resolved(new, as: property.type, owner: instance.type), as: name, type: property.type)
        return changed
    }
}
