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
        if let index = entries.firstIndex(where: { $0.key.isSameData(as: key) }) {
            entries[index].value = value
        } else {
            entries.append((key, value))
        }
    }

    /// `dictionary[key]`, nil when absent (or `dictionary[key, default: value]`); not known when
    /// the key is not, or a key not known may be the one asked for.
    static func lookUp(_ key: Value, in entries: [(key: Value, value: Value)], default fallback: Value?) -> Value {
        if let entry = entries.first(where: { $0.key.isSameData(as: key) }) { return entry.value }
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

    /// `mapValues` keeps the keys; any other method runs over the entries as pairs (`sorted(by:)`,
    /// `map(\.value)`, `filter`, `first(where:)`), as Swift's `Sequence` methods do.
    func dictionaryMethod(_ name: String, on entries: [(key: Value, value: Value)], _ arguments: Arguments) -> Value? {
        if name == "mapValues", case .closure(let transform)? = arguments.trailingClosure ?? arguments.unlabeled() {
            return .dictionary(entries.map { ($0.key, callClosure(transform, arguments: [$0.value])) })
        }
        return standardMethod(name, on: Self.pairs(entries), arguments)
    }
}
