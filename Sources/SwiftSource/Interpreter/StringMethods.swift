internal import SwiftSyntax

/// The standard library's string and collection methods that real views use to shape text:
/// cutting (`prefix`, `trimmingCharacters`), splitting into words and characters, and mapping
/// them back (initials from a name, a code grouped in threes). A result keeps where its text came
/// from, so a stand-in stays a stand-in.
enum StringMethods {
    static func apply(_ name: String, to base: Value, _ arguments: Interpreter.Arguments, interpreter: Interpreter) -> Value? {
        switch (base, name) {
        case (.text(let text), "prefix"):
            guard let count = arguments.unlabeled()?.count, count >= 0 else { return nil }
            return .text(text.transformed { String($0.prefix(count)) })
        case (.text(let text), "suffix"):
            guard let count = arguments.unlabeled()?.count, count >= 0 else { return nil }
            return .text(text.transformed { String($0.suffix(count)) })
        case (.text(let text), "dropFirst"), (.text(let text), "dropLast"):
            let given = arguments.unlabeled()
            guard let count = given == nil ? 1 : given?.count else { return nil }
            let dropped = { (string: String) in
                name == "dropFirst" ? String(string.dropFirst(max(0, count))) : String(string.dropLast(max(0, count)))
            }
            return .text(text.transformed(dropped))
        case (.text(let text), "trimmingCharacters"):
            let newlines = arguments["in"]?.memberName == "whitespacesAndNewlines" || arguments["in"]?.memberName == "newlines"
            return .text(
                text.transformed { string in
                    let kept = { (character: Character) in newlines ? !character.isWhitespace : !(character == " " || character == "\t") }
                    guard let first = string.firstIndex(where: kept), let last = string.lastIndex(where: kept) else { return "" }
                    return String(string[first...last])
                })
        case (.text(let text), "padding"):
            // `code.padding(toLength: 6, withPad: "0", startingAt: 0)`: cut to the length, or filled with the pad.
            guard let length = arguments["toLength"]?.number, length >= 0, length <= 10_000,
                let pad = arguments["withPad"]?.textValue?.string, !pad.isEmpty
            else { return nil }
            let start = arguments["startingAt"].map { $0.count ?? -1 } ?? 0
            guard start >= 0, start < pad.count else { return nil }
            return .text(text.transformed { $0.padding(toLength: Int(length), withPad: pad, startingAt: start) })
        case (.text(let text), "replacingOccurrences"):
            guard let target = arguments["of"]?.textValue?.string, !target.isEmpty,
                let replacement = arguments["with"]?.textValue?.string
            else { return nil }
            return .text(text.transformed { $0.replacingOccurrences(of: target, with: replacement) })
        case (.text(let text), "components") where arguments["separatedBy"] != nil:
            guard let separator = arguments["separatedBy"]?.textValue?.string, !separator.isEmpty else { return nil }
            return .array(text.string.components(separatedBy: separator).map { piece in .text(text.transformed { _ in piece }) })
        case (.text(let text), "split") where arguments["whereSeparator"] != nil || arguments.trailingClosure != nil:
            // `split(whereSeparator: \.isWhitespace)`: cut where each character's test says; a test not known leaves it unknown.
            guard
                let test = elementTransform(
                    Interpreter.Arguments(values: arguments.values.map { (nil, $0.value, $0.syntax) }), interpreter: interpreter)
            else { return nil }
            var answers: [Character: Bool] = [:]
            for character in Set(text.string) {
                guard let answer = test(.text(text.transformed { _ in String(character) })).bool else { return nil }
                answers[character] = answer
            }
            return .array(
                text.string.split(whereSeparator: { answers[$0] ?? false }).map { piece in .text(text.transformed { _ in String(piece) }) })
        case (.text(let text), "split"):
            guard let separator = arguments["separator"]?.textValue?.string, let character = separator.first, separator.count == 1 else {
                return nil
            }
            return .array(text.string.split(separator: character).map { piece in .text(text.transformed { _ in String(piece) }) })
        case (.text(let text), "enumerated"):
            return .array(characters(of: text).enumerated().map { .tuple([.number(Double($0.offset)), $0.element]) })
        case (.text(let text), "map"), (.text(let text), "compactMap"):
            return StringMethods.apply("map", to: .array(characters(of: text)), arguments, interpreter: interpreter)
        case (.text(let text), "hasPrefix"):
            return arguments.unlabeled()?.textValue.map { .bool(text.string.hasPrefix($0.string)) }
        case (.text(let text), "hasSuffix"):
            return arguments.unlabeled()?.textValue.map { .bool(text.string.hasSuffix($0.string)) }
        case (.text(let text), "contains"):
            return arguments.unlabeled()?.textValue.map { .bool(text.string.contains($0.string)) }
        case (.array(let items), "contains") where arguments.values.count == 1 && !arguments.values[0].value.isClosure:
            // Known only when every element and the value are: an empty collection contains nothing.
            let wanted = arguments.values[0].value
            if items.isEmpty { return .bool(false) }
            guard !wanted.isUnknown, !items.contains(where: \.isUnknown) else { return nil }
            return .bool(items.contains { $0.isSameData(as: wanted) || ($0.memberName != nil && $0.memberName == wanted.memberName) })
        case (.array(let items), "reduce") where arguments["into"] == nil:
            return reduced(items, arguments, interpreter: interpreter)
        case (.array(let items), "reduce"):
            return reducedInPlace(items, arguments, interpreter: interpreter)
        case (.array(let items), "max") where arguments.values.isEmpty, (.array(let items), "min") where arguments.values.isEmpty:
            // Of numbers only: the largest count, the earliest year.
            let numbers = items.compactMap(\.number)
            guard numbers.count == items.count else { return nil }
            return (name == "max" ? numbers.max() : numbers.min()).map { .number($0) } ?? .none
        case (.array(let items), "contains"), (.array(let items), "allSatisfy"), (.array(let items), "first"):
            // `words.contains { $0.hasChords }`, `allSatisfy`, `first(where:)`: decided as Swift decides, in order;
            // an element whose test is not known before the answer leaves it not known.
            guard let test = elementTransform(arguments, interpreter: interpreter) else { return nil }
            let wanted = name != "allSatisfy"
            for item in items {
                guard let passes = test(item).bool else { return nil }
                if passes == wanted { return name == "first" ? item : .bool(wanted) }
            }
            return name == "first" ? Value.none : .bool(!wanted)
        case (.array(let items), "filter"):
            // An element whose test is not known stays: the rows may be shown.
            guard let test = elementTransform(arguments, interpreter: interpreter) else { return .array(items) }
            return .array(items.filter { test($0).bool ?? true })
        case (.array(let items), "sorted"):
            return .array(sorted(items, arguments, interpreter: interpreter) ?? items)
        case (.array(let items), "map"), (.array(let items), "compactMap"), (.array(let items), "flatMap"):
            guard let transform = elementTransform(arguments, interpreter: interpreter) else { return nil }
            let mapped = items.map(transform)
            return .array(name == "compactMap" ? mapped.filter { if case .none = $0 { false } else { true } } : mapped)
        default:
            return nil
        }
    }

    /// `sorted()` of numbers or of texts, `sorted(by: { $0.key < $1.key })` or `sorted(by: >)` by a
    /// test every pair answers; nil (the order as it is) when the order is not known.
    private static func sorted(_ items: [Value], _ arguments: Interpreter.Arguments, interpreter: Interpreter) -> [Value]? {
        if arguments.values.isEmpty {
            let numbers = items.compactMap(\.number)
            if numbers.count == items.count { return zip(numbers, items).sorted { $0.0 < $1.0 }.map(\.1) }
            let texts = items.compactMap(\.textValue)
            if texts.count == items.count { return zip(texts, items).sorted { $0.0.string < $1.0.string }.map(\.1) }
            return nil
        }
        let compare: (Value, Value) -> Value?
        if let symbol = arguments.values.first?.syntax?.as(DeclReferenceExprSyntax.self)?.baseName,
            case .binaryOperator(let text) = symbol.tokenKind
        {
            // `sorted(by: >)`.
            compare = { Operators.apply(text, $0, $1) }
        } else if case .closure(let test)? = arguments["by"] ?? arguments.trailingClosure {
            compare = { interpreter.callClosure(test, arguments: [$0, $1]) }
        } else {
            return nil
        }
        var known = true
        let ordered = items.enumerated().sorted { a, b in
            guard known, let answer = compare(a.element, b.element)?.bool else {
                known = false
                return a.offset < b.offset
            }
            return answer
        }
        return known ? ordered.map(\.element) : nil
    }

    /// `sales.reduce(0, +)`, `words.reduce("") { $0 + $1.prefix(1) }`: the initial value combined with
    /// each element in turn, by an operator or a closure; nil when a step is not known.
    private static func reduced(_ items: [Value], _ arguments: Interpreter.Arguments, interpreter: Interpreter) -> Value? {
        guard var result = arguments.unlabeled(0), arguments.values.count == 2 else { return nil }
        if let symbol = arguments.unlabeledSyntax(1)?.as(DeclReferenceExprSyntax.self)?.baseName,
            case .binaryOperator(let text) = symbol.tokenKind
        {
            for item in items {
                guard let next = Operators.apply(text, result, item) else { return nil }
                result = next
            }
            return result
        }
        guard case .closure(let closure)? = arguments.unlabeled(1) else { return nil }
        for item in items {
            result = interpreter.callClosure(closure, arguments: [result, item])
            if result.isUnknown { return nil }
        }
        return result
    }

    /// `moves.reduce(into: 0) { $0 += $1.score }`: the closure changes the accumulator in place, element
    /// by element; nil when a step leaves it unknown.
    private static func reducedInPlace(_ items: [Value], _ arguments: Interpreter.Arguments, interpreter: Interpreter) -> Value? {
        guard var result = arguments["into"], arguments.values.count == 2, case .closure(let closure)? = arguments.trailingClosure else {
            return nil
        }
        for item in items {
            guard let next = interpreter.callClosureChangingFirstParameter(closure, arguments: [result, item]).first, !next.isUnknown
            else { return nil }
            result = next
        }
        return result
    }

    /// Each character of a text as a text of its own, from the same source.
    static func characters(of text: TextValue) -> [Value] {
        text.string.map { character in .text(text.transformed { _ in String(character) }) }
    }

    /// What `map` applies to each element: a closure, a key path (`\.name`) or `String.init`.
    private static func elementTransform(_ arguments: Interpreter.Arguments, interpreter: Interpreter) -> ((Value) -> Value)? {
        if case .closure(var closure)? = arguments.trailingClosure {
            // A closure that changes the caller's variables (`previousTime -= gap`) starts each call where the last left them.
            let captured = interpreter.capturedAssignments(of: closure.syntax, in: closure.scope)
            if !captured.isEmpty { return { interpreter.callClosureKeepingCaptures(&closure, arguments: [$0], captured: captured) } }
            return { interpreter.callClosure(closure, arguments: [$0]) }
        }
        if case .keyPath(let path)? = arguments.unlabeled() {
            return { interpreter.value(at: path, in: $0) }
        }
        if let member = arguments.unlabeledSyntax()?.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "String"
        {
            return { element in
                if case .text = element { return element }
                return .text(interpreter.shownText(element, property: nil))
            }
        }
        return nil
    }
}
