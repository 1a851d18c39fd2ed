internal import SwiftSyntax

/// A condition as a formula over its comparisons and other parts, to tell a condition from its negation
/// however it is written: `!a && b` is the negation of `a || !b`, and `x >= y` of `x < y`.
indirect enum ConditionFormula: Hashable {
    case atom(String)
    case not(ConditionFormula)
    case all([ConditionFormula])
    case any([ConditionFormula])

    /// How deep a condition is read: past it, the rest is one part (`!!!…` nests as deep as it is long).
    private static let depthLimit = 32

    /// The formula of a condition list whose elements are all expressions (they all hold), or of one
    /// expression; nil for a list that binds a name or matches a pattern.
    init?(_ syntax: Syntax) {
        if let list = syntax.as(ConditionElementListSyntax.self) {
            var parts: [ConditionFormula] = []
            for element in list {
                guard case .expression(let expression) = element.condition else { return nil }
                parts.append(Self.reading(expression, depth: 0))
            }
            guard !parts.isEmpty else { return nil }
            self = parts.count == 1 ? parts[0] : .all(parts)
        } else if let expression = syntax.as(ExprSyntax.self) {
            self = Self.reading(expression, depth: 0)
        } else {
            return nil
        }
    }

    private static func reading(_ expression: ExprSyntax, depth: Int) -> ConditionFormula {
        guard depth < depthLimit else { return .atom(expression.trimmedText) }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return reading(only.expression, depth: depth + 1)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return .not(reading(prefix.expression, depth: depth + 1))
        }
        guard let infix = expression.as(InfixOperatorExprSyntax.self),
            let symbol = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text
        else { return .atom(expression.trimmedText) }
        let left = infix.leftOperand.trimmedText
        let right = infix.rightOperand.trimmedText
        switch symbol {
        case "&&": return .all([reading(infix.leftOperand, depth: depth + 1), reading(infix.rightOperand, depth: depth + 1)])
        case "||": return .any([reading(infix.leftOperand, depth: depth + 1), reading(infix.rightOperand, depth: depth + 1)])
        // Each comparison is kept as the one of its pair that does not negate: `>=` is not `<`.
        case "<": return .atom("\(left) < \(right)")
        case ">=": return .not(.atom("\(left) < \(right)"))
        case ">": return .atom("\(left) > \(right)")
        case "<=": return .not(.atom("\(left) > \(right)"))
        case "==": return .atom("\(left) == \(right)")
        case "!=": return .not(.atom("\(left) == \(right)"))
        default: return .atom(expression.trimmedText)
        }
    }

    /// The formula with negations pushed down to its parts and its operands in a fixed order: two ways
    /// of writing one condition give one formula.
    var normalized: ConditionFormula { normalized(negated: false) }

    private func normalized(negated: Bool) -> ConditionFormula {
        switch self {
        case .atom: return negated ? .not(self) : self
        case .not(let inner): return inner.normalized(negated: !negated)
        case .all(let parts): return Self.joined(parts.map { $0.normalized(negated: negated) }, all: !negated)
        case .any(let parts): return Self.joined(parts.map { $0.normalized(negated: negated) }, all: negated)
        }
    }

    private static func joined(_ parts: [ConditionFormula], all: Bool) -> ConditionFormula {
        let flat = parts.flatMap { part -> [ConditionFormula] in
            switch (part, all) {
            case (.all(let inner), true), (.any(let inner), false): inner
            default: [part]
            }
        }
        let sorted = flat.sorted { $0.text < $1.text }
        if sorted.count == 1 { return sorted[0] }
        return all ? .all(sorted) : .any(sorted)
    }

    /// The formula as text, for keys.
    var text: String {
        switch self {
        case .atom(let text): text
        case .not(let inner): "!" + inner.text
        case .all(let parts): "(" + parts.map(\.text).joined(separator: " && ") + ")"
        case .any(let parts): "(" + parts.map(\.text).joined(separator: " || ") + ")"
        }
    }
}
