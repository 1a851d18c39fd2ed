internal import SwiftSyntax

/// Dictionaries as views use them: written as literals (`[0: .angel]`, `[:]`), read by key, counted,
/// and turned into their entries to sort, map or loop over.
extension Interpreter {
    /// `[key: value, …]` in the order written; a key written twice keeps its last value.
    func dictionaryLiteral(_ literal: DictionaryExprSyntax, _ scope: Scope, _ file: IndexedFile) -> Value {
        guard case .elements(let elements) = literal.content else { return .dictionary([]) }
        var entries: [(key: Value, value: Value)] = []
        for element in elements {
            Self.setEntry(&entries, key: evaluate(element.key, scope, file), value: evaluate(element.value, scope, file))
        }
        return .dictionary(entries)
    }

    /// Sets `key` to `value`, in place of an entry with the same key.
    static func setEntry(_ entries: inout [(key: Value, value: Value)], key: Value, value: Value) {
        if let index = entries.firstIndex(where: { $0.key.isSameKey(as: key) }) {
            entries[index].value = value
        } else {
            entries.append((key, value))
        }
    }

    /// `dictionary[key]`, nil when absent (or `dictionary[key, default: value]`); not known when
    /// the key is not, or a key not known may be the one asked for.
    static func lookUp(_ key: Value, in entries: [(key: Value, value: Value)], default fallback: Value?) -> Value {
        if let entry = entries.first(where: { $0.key.isSameKey(as: key) }) { return entry.value }
        if key.isUnknown || entries.contains(where: { $0.key.isUnknown }) {
            return .unknown("dictionary[key]", MissingValue.combined(([key] + entries.map(\.key)).map(\.missing)) ?? .unread)
        }
        return fallback ?? .none
    }

    /// The entries as an array of `(key, value)` pairs: what a dictionary is as a sequence.
    static func pairs(_ entries: [(key: Value, value: Value)]) -> Value {
        .array(entries.map { .tuple([$0.key, $0.value]) })
    }

    /// `count`, `isEmpty`, `keys`, `values`, `first` of a dictionary.
    static func dictionaryProperty(_ name: String, of entries: [(key: Value, value: Value)]) -> Value? {
        switch name {
        case "count": .number(Double(entries.count))
        case "isEmpty": .bool(entries.isEmpty)
        case "keys": .array(entries.map(\.key))
        case "values": .array(entries.map(\.value))
        case "first": entries.first.map { .tuple([$0.key, $0.value]) } ?? .none
        default: nil
        }
    }

    /// `Dictionary(uniqueKeysWithValues: pairs)`, `Dictionary(pairs, uniquingKeysWith: combine)`,
    /// `Dictionary(grouping: items, by: key)` and `Dictionary()`, in the order the entries arrive; nil
    /// for another initializer, unknown when the sequence is.
    func dictionary(_ arguments: Arguments) -> Value? {
        if arguments.values.isEmpty { return .dictionary([]) }
        if let sequence = arguments["grouping"], case .closure(let key)? = arguments["by"] {
            guard let items = sequence.sequenceElements else {
                return .unknown("Dictionary(grouping:by:)", sequence.missing ?? .unread)
            }
            var entries: [(key: Value, value: Value)] = []
            for item in items {
                let itemKey = callClosure(key, arguments: [item])
                if let index = entries.firstIndex(where: { $0.key.isSameKey(as: itemKey) }), case .array(let members) = entries[index].value
                {
                    entries[index].value = .array(members + [item])
                } else {
                    entries.append((itemKey, .array([item])))
                }
            }
            return .dictionary(entries)
        }
        guard let sequence = arguments["uniqueKeysWithValues"] ?? (arguments["uniquingKeysWith"] != nil ? arguments.unlabeled() : nil)
        else {
            return nil
        }
        guard let pairs = sequence.sequenceElements else { return .unknown("Dictionary(…)", sequence.missing ?? .unread) }
        let combine = combining(arguments.values.first { $0.label == "uniquingKeysWith" })
        var entries: [(key: Value, value: Value)] = []
        for pair in pairs {
            guard case .tuple(let parts, _) = pair, parts.count == 2 else { return .unknown("Dictionary(…)") }
            if let combine, let index = entries.firstIndex(where: { $0.key.isSameKey(as: parts[0]) }) {
                entries[index].value = combine(entries[index].value, parts[1])
            } else {
                Self.setEntry(&entries, key: parts[0], value: parts[1])
            }
        }
        return .dictionary(entries)
    }

    /// `totals[key] = total` (or `+=` and the rest, or `= nil` to remove it), `groups[key, default: []].append(item)`
    /// and `counts[key, default: 0] += 1` on a local dictionary: the local takes the changed entry. False,
    /// changing nothing, for any other code.
    func changeLocalEntry(_ expression: ExprSyntax, _ scope: inout Scope, _ file: IndexedFile) -> Bool {
        let target: SubscriptCallExprSyntax
        let change: (Value) -> Value
        if let assignment = Self.assignment(expression), let subscripted = assignment.target.as(SubscriptCallExprSyntax.self) {
            target = subscripted
            let new = evaluate(assignment.value, scope, file)
            let symbol = String(assignment.symbol.dropLast())
            change = { current in assignment.symbol == "=" ? new : Operators.apply(symbol, current, new) ?? .unknown("entry") }
        } else if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1, let argument = call.arguments.first,
            let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "append",
            let subscripted = member.base?.as(SubscriptCallExprSyntax.self),
            argument.label == nil || argument.label?.text == "contentsOf"
        {
            target = subscripted
            let new = evaluate(argument.expression, scope, file)
            change = { current in
                switch (current, argument.label == nil ? .array([new]) : new) {
                case (.array(let items), .array(let more)): .array(items + more)
                case (.text(let text), .text(let more)): .text(Operators.sum(text, more))
                default: .unknown("entry")
                }
            }
        } else {
            return false
        }
        guard let local = Self.variableName(target.calledExpression), scope.isVariable(local),
            case .dictionary(var entries)? = scope[local], let keySyntax = target.arguments.first(where: { $0.label == nil })?.expression
        else {
            return false
        }
        let key = evaluate(keySyntax, scope, file)
        let fallback = target.arguments.first(where: { $0.label?.text == "default" }).map { evaluate($0.expression, scope, file) }
        let changed = change(Self.lookUp(key, in: entries, default: fallback))
        if case .none = changed {
            entries.removeAll { $0.key.isSameKey(as: key) }
        } else {
            Self.setEntry(&entries, key: key, value: changed)
        }
        // A key not known could be any entry's: which one changed is not known.
        scope.setVariable(local, to: key.isUnknown ? .unknown(local, key.missing ?? .unread) : .dictionary(entries))
        return true
    }

    /// What a `uniquingKeysWith:` argument does to two values for one key: a closure (`{ first, _ in first }`)
    /// or an operator (`+`).
    private func combining(_ argument: (label: String?, value: Value, syntax: ExprSyntax?)?) -> ((Value, Value) -> Value)? {
        guard let argument else { return nil }
        if case .closure(let closure) = argument.value { return { callClosure(closure, arguments: [$0, $1]) } }
        guard case .binaryOperator(let symbol)? = argument.syntax?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind else { return nil }
        return { Operators.apply(symbol, $0, $1) ?? .unknown(symbol) }
    }

    /// `mapValues` keeps the keys; any other method runs over the entries as pairs (`sorted(by:)`,
    /// `map(\.value)`, `filter`, `first(where:)`), as Swift's `Sequence` methods do.
    func dictionaryMethod(_ name: String, on entries: [(key: Value, value: Value)], _ arguments: Arguments) -> Value? {
        if name == "mapValues", case .closure(let transform)? = arguments.trailingClosure ?? arguments.unlabeled() {
            return .dictionary(entries.map { ($0.key, callClosure(transform, arguments: [$0.value])) })
        }
        return standardMethod(name, on: Self.pairs(entries), arguments)
    }
}
