internal import Foundation

/// The standard library's and Foundation's arithmetic on known numbers: `ceil`, `floor`, `round`,
/// `abs`, `sqrt`, `pow`, `min` and `max` as functions, and `rounded(_:)`, `truncatingRemainder(dividingBy:)`,
/// `remainder(dividingBy:)` and `squareRoot()` as methods, and a number's properties. What a countdown or a progress label
/// computes from a preview's fixed date or counts (`Int(ceil(period - elapsed))`).
enum NumberFunctions {
    /// `ceil(x)`, `min(a, b, …)`: nil unless every argument is a known number.
    static func function(_ name: String, _ arguments: Interpreter.Arguments) -> Value? {
        if let bounded = boundedMetric(name, arguments) { return bounded }
        let numbers = arguments.values.compactMap { $0.value.number }
        guard !numbers.isEmpty, numbers.count == arguments.values.count, arguments.values.allSatisfy({ $0.label == nil }) else {
            return nil
        }
        switch (name, numbers.count) {
        case ("ceil", 1): return .number(numbers[0].rounded(.up))
        case ("floor", 1): return .number(numbers[0].rounded(.down))
        case ("round", 1): return .number(numbers[0].rounded())
        case ("abs", 1), ("fabs", 1): return .number(Swift.abs(numbers[0]))
        case ("sqrt", 1): return numbers[0] >= 0 ? .number(numbers[0].squareRoot()) : nil
        case ("pow", 2): return .number(Foundation.pow(numbers[0], numbers[1]))
        case ("min", 2...): return numbers.min().map(Value.number)
        case ("max", 2...): return numbers.max().map(Value.number)
        default: return nil
        }
    }

    /// `min(iconSize, 20)` or `max(iconSize, 12)` of one scaled metric and known numbers: the metric, still
    /// scaling, never above the least (or below the greatest) of the numbers. Nil for any other call.
    private static func boundedMetric(_ name: String, _ arguments: Interpreter.Arguments) -> Value? {
        guard name == "min" || name == "max", arguments.values.count >= 2, arguments.values.allSatisfy({ $0.label == nil }) else {
            return nil
        }
        let metrics = arguments.values.compactMap { if case .scaledMetric(let metric) = $0.value { metric } else { nil } }
        let numbers = arguments.values.compactMap { if case .number(let number) = $0.value { number } else { nil } }
        guard metrics.count == 1, numbers.count == arguments.values.count - 1 else { return nil }
        return .scaledMetric(name == "min" ? metrics[0].atMost(numbers.min()!) : metrics[0].atLeast(numbers.max()!))
    }

    /// A known number's own properties: `NSNumber`'s and `NSDecimalNumber`'s views of it (`product.price.doubleValue`,
    /// `count.intValue`), `magnitude`, `isZero`; nil for another.
    static func property(_ name: String, of number: Double) -> Value? {
        switch name {
        case "doubleValue", "floatValue", "decimalValue": .number(number)
        case "intValue", "integerValue", "int64Value": .number(number.rounded(.towardZero))
        case "boolValue": .bool(number != 0)
        case "magnitude": .number(Swift.abs(number))
        case "isZero": .bool(number == 0)
        default: nil
        }
    }

    /// `x.rounded(.up)`, `x.truncatingRemainder(dividingBy: 30)`, `n.isMultiple(of: 2)` on a known number.
    static func method(_ name: String, of number: Double, _ arguments: Interpreter.Arguments) -> Value? {
        switch name {
        case "rounded":
            guard let rule = roundingRule(arguments.unlabeled()) else { return nil }
            return .number(number.rounded(rule))
        case "truncatingRemainder", "remainder":
            guard let divisor = arguments["dividingBy"]?.number, divisor != 0 else { return nil }
            return .number(name == "remainder" ? number.remainder(dividingBy: divisor) : number.truncatingRemainder(dividingBy: divisor))
        case "squareRoot":
            return number >= 0 ? .number(number.squareRoot()) : nil
        case "isMultiple":
            // `index.isMultiple(of: 3)` of whole numbers; every integer is a multiple of 0 only when it is 0.
            guard let divisor = arguments["of"]?.number, number.rounded() == number, divisor.rounded() == divisor,
                Swift.abs(number) < Value.largestWholeNumber, Swift.abs(divisor) < Value.largestWholeNumber
            else { return nil }
            return .bool(divisor == 0 ? number == 0 : number.truncatingRemainder(dividingBy: divisor) == 0)
        default:
            return nil
        }
    }

    /// `.up`, `.down`, `.towardZero`, `.awayFromZero`, `.toNearestOrEven`, `.toNearestOrAwayFromZero`
    /// (the default when none is written).
    private static func roundingRule(_ value: Value?) -> FloatingPointRoundingRule? {
        guard let value else { return .toNearestOrAwayFromZero }
        switch value.memberName {
        case "up": return .up
        case "down": return .down
        case "towardZero": return .towardZero
        case "awayFromZero": return .awayFromZero
        case "toNearestOrEven": return .toNearestOrEven
        case "toNearestOrAwayFromZero": return .toNearestOrAwayFromZero
        default: return nil
        }
    }
}
