internal import DynamicType
internal import Findings
internal import LayoutEngine
internal import TextMeasurement

/// Binary operators over interpreter values: arithmetic, string and `Text` concatenation,
/// comparisons, logic, ranges, and comparisons of `dynamicTypeSize` that become size conditions.
enum Operators {
    /// `left` is consumed: a sum of strings appends to the left one in place (see `sum(_:_:)`).
    static func apply(_ symbol: String, _ left: consuming Value, _ right: Value) -> Value? {
        if symbol == "+", case .text(let first) = left, case .text(let second) = right {
            left = .none  // let go of the value's box, so that `first` alone holds its string
            return .text(sum(first, second))
        }
        if symbol == "==" || symbol == "!=", case .enumCase = left, let a = left.memberName, let b = right.memberName {
            return .bool((a == b) == (symbol == "=="))
        }
        if symbol == "==" || symbol == "!=", case .enumCase = right, let a = left.memberName, let b = right.memberName {
            return .bool((a == b) == (symbol == "=="))
        }
        if symbol == "..<", let range = TextMatching.indexRange(symbol, left, right) { return range }
        if symbol == "..." || symbol == "..<", let lower = category(of: left), let upper = category(of: right) {
            let last = symbol == "..<" ? upper.smaller ?? lower : upper
            return lower <= last ? .categoryRange(lower: lower, upper: last) : nil
        }
        switch (left, right) {
        case (.number(let a), .number(let b)): return numbers(symbol, a, b)
        case (.date, _), (_, .date), (.duration, _), (_, .duration): return DateValues.apply(symbol, left, right)
        case (.scaledMetric(let metric), .number(let b)):
            // Arithmetic on a scaled metric keeps it scaling (`iconSize * 2`), and moves its bounds with it
            // where the operation keeps order (adding, or scaling by a positive number).
            guard let base = numbers(symbol, metric.baseValue, b)?.number else { return nil }
            var result = ScaledMetric(base, relativeTo: metric.metrics.textStyle)
            if ["+", "-"].contains(symbol) || (["*", "/"].contains(symbol) && b > 0) {
                result.minimum = metric.minimum.flatMap { numbers(symbol, $0, b)?.number }
                result.maximum = metric.maximum.flatMap { numbers(symbol, $0, b)?.number }
            }
            return .scaledMetric(result)
        case (.text(let a), .text(let b)) where symbol == "==" || symbol == "!=":
            return .bool((a.string == b.string) == (symbol == "=="))
        case (.text(let a), .text(let b)):
            // Strings compare as Swift compares them (`sorted(by: <)`).
            switch symbol {
            case "<": return .bool(a.string < b.string)
            case ">": return .bool(a.string > b.string)
            case "<=": return .bool(a.string <= b.string)
            case ">=": return .bool(a.string >= b.string)
            default: return nil
            }
        case (.views(let a), .views(let b)) where symbol == "+":
            return concatenatedText(a, b)
        case (.array(let a), .array(let b)) where symbol == "+":
            // `[nil] + MediaType.allCases`: arrays join.
            return .array(a + b)
        case (.bool(let a), .bool(let b)):
            switch symbol {
            case "&&": return .bool(a && b)
            case "||": return .bool(a || b)
            case "==": return .bool(a == b)
            case "!=": return .bool(a != b)
            default: return nil
            }
        // Swift does not evaluate the right side once the left decides: `false && x`, `true || x`.
        case (.bool(false), _) where symbol == "&&": return .bool(false)
        case (.bool(true), _) where symbol == "||": return .bool(true)
        case (.condition(let condition), .bool(let flag)), (.bool(let flag), .condition(let condition)):
            switch symbol {
            case "&&": return flag ? .condition(condition) : .bool(false)
            case "||": return flag ? .bool(true) : .condition(condition)
            default: return nil
            }
        // Whatever the left side is, a false right side makes `&&` false and a true one makes `||` true.
        case (_, .bool(false)) where symbol == "&&": return .bool(false)
        case (_, .bool(true)) where symbol == "||": return .bool(true)
        case (.category, .category), (.category, .member), (.member, .category):
            // Two known sizes (a size-category extension run at one size): compared in order.
            guard ["<", "<=", ">", ">=", "==", "!="].contains(symbol), let a = category(of: left), let b = category(of: right) else {
                return nil
            }
            return numbers(symbol, Double(a.rawValue), Double(b.rawValue))
        case (.dynamicTypeSize, .category), (.dynamicTypeSize, .member):
            guard let category = category(of: right) else { return nil }
            return sizeComparison(symbol, category)
        case (.category, .dynamicTypeSize), (.member(_, _), .dynamicTypeSize):
            guard let category = category(of: left) else { return nil }
            let mirrored = ["<": ">", ">": "<", "<=": ">=", ">=": "<=", "==": "==", "!=": "!="][symbol] ?? symbol
            return sizeComparison(mirrored, category)
        case (.none, .none): return symbol == "==" ? .bool(true) : symbol == "!=" ? .bool(false) : nil
        case (.none, _) where symbol == "==" || symbol == "!=":
            return right.isUnknown ? nil : .bool(symbol == "!=")
        case (_, .none) where symbol == "==" || symbol == "!=":
            return left.isUnknown ? nil : .bool(symbol == "!=")
        case (.member(let a, _), .member(let b, _)) where symbol == "==" || symbol == "!=":
            return .bool((a == b) == (symbol == "=="))
        case (.category(let a), .category(let b)):
            return numbers(symbol, Double(a.rawValue), Double(b.rawValue))
        default:
            return nil
        }
    }

    /// `a + b` of strings. `a` is consumed and its string appended to in place when nothing else
    /// holds it: a sum of n strings (`"a" + "b" + …`, folded to the left) then costs n appends,
    /// not n copies of a growing string (quadratic in its length).
    static func sum(_ a: consuming TextValue, _ b: TextValue) -> TextValue {
        var sum = a
        sum.string += b.string
        sum.localizationKey = nil
        sum.isLiteral = sum.isLiteral && b.isLiteral
        sum.propertyName = sum.propertyName ?? b.propertyName
        sum.standIn = MissingValue.combined([sum.standIn, b.standIn])
        sum.formatArguments = nil
        return sum
    }

    static func numbers(_ symbol: String, _ a: Double, _ b: Double) -> Value? {
        switch symbol {
        case "+": .number(a + b)
        case "-": .number(a - b)
        case "*": .number(a * b)
        case "/": b == 0 ? nil : .number(a / b)
        case "%": b == 0 ? nil : .number(a.truncatingRemainder(dividingBy: b))
        case "<": .bool(a < b)
        case "<=": .bool(a <= b)
        case ">": .bool(a > b)
        case ">=": .bool(a >= b)
        case "==": .bool(a == b)
        case "!=": .bool(a != b)
        case "..<": .range(lower: a, upper: b - 1)
        case "...": .range(lower: a, upper: b)
        default: nil
        }
    }

    static func category(of value: Value) -> ContentSizeCategory? {
        switch value {
        case .category(let category): category
        case .member(let name, _): TextStyleNames.category(name)
        default: nil
        }
    }

    /// `dynamicTypeSize <op> category` as a condition evaluated per size.
    private static func sizeComparison(_ symbol: String, _ category: ContentSizeCategory) -> Value? {
        let next = ContentSizeCategory(rawValue: category.rawValue + 1)
        switch symbol {
        case ">=": return .condition(.categoryAtLeast(category))
        case "<": return .condition(.not(.categoryAtLeast(category)))
        case ">": return next.map { .condition(.categoryAtLeast($0)) } ?? .bool(false)
        case "<=": return next.map { .condition(.not(.categoryAtLeast($0))) } ?? .bool(true)
        default: return nil
        }
    }

    /// `Text("a") + Text("b")`: one text with both strings. A part that stands in for content the
    /// source does not give (`Text("(") + Text(timeLeft) + Text(" left)")`) makes the whole a stand-in.
    /// `Text(Image(systemName: "star")) + Text(" 4.5")` sets the symbol in the line.
    private static func concatenatedText(_ a: [ViewNode], _ b: [ViewNode]) -> Value? {
        guard a.count == 1, b.count == 1 else { return nil }
        typealias StandIn = (content: String, origin: StandInOrigin?)
        typealias Rebuild = (String, StandIn?) -> ViewNode
        func innerText(_ node: ViewNode) -> (string: String, standIn: StandIn?, rebuild: Rebuild)? {
            if Interpreter.isImage([node]) {
                return (
                    String(InlineSymbol.character), nil,
                    { text, standIn in
                        var made = LayoutEngine.Text(text)
                        made.traits.sourceLocation = node.traits.sourceLocation
                        made.traits.standInContent = standIn?.content
                        made.traits.standInOrigin = standIn?.origin
                        return made
                    }
                )
            }
            if case .text(let string) = node.kind {
                return (
                    string, node.traits.standInContent.map { ($0, node.traits.standInOrigin) },
                    { text, standIn in
                        var copy = node
                        copy.kind = .text(text)
                        copy.traits.standInContent = standIn?.content
                        copy.traits.standInOrigin = standIn?.origin
                        return copy
                    }
                )
            }
            guard node.kind.isModifier, node.children.count == 1, let inner = innerText(node.children[0]) else { return nil }
            return (
                inner.string, inner.standIn,
                { text, standIn in
                    var copy = node
                    copy.children = [inner.rebuild(text, standIn)]
                    return copy
                }
            )
        }
        guard let first = innerText(a[0]), let second = innerText(b[0]) else { return nil }
        // The whole takes the first text's modifiers: a leading symbol gives none of its own.
        let rebuild = Interpreter.isImage(a) && !Interpreter.isImage(b) ? second.rebuild : first.rebuild
        let standIn = (first.standIn ?? second.standIn).map {
            StandIn($0.content, StandInOrigin.combined([first.standIn?.origin, second.standIn?.origin]))
        }
        return .views([rebuild(first.string + second.string, standIn)])
    }
}
