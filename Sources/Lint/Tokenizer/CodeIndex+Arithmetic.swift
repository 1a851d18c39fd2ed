extension CodeIndex {
    /// The value of the tokens in `range` read as arithmetic on numbers and named constants
    /// (`48`, `kBarHeight + 8`, `2 * (24.0 + 4)`, `-1`), with the usual precedence; nil when any token is
    /// something else (a call, a member, an unknown name) or the expression is incomplete.
    public func arithmeticValue(_ range: Range<Int>, constants: [String: Double]) -> Double? {
        var reader = ArithmeticReader(code: self, position: range.lowerBound, end: range.upperBound, constants: constants)
        guard let value = reader.sum(), reader.position == range.upperBound, value.isFinite else { return nil }
        return value
    }
}

/// Reads one arithmetic expression token by token: sums of products of signed operands.
private struct ArithmeticReader {
    let code: CodeIndex
    var position: Int
    let end: Int
    let constants: [String: Double]
    /// Parentheses or signs nested deeper than this end the reading: no source needs them, and the
    /// stack stays small.
    static let deepestNesting = 64
    var depth = 0

    private func peek() -> String? {
        position < end ? code.tokens[position].text : nil
    }

    mutating func sum() -> Double? {
        guard var total = product() else { return nil }
        while let symbol = peek(), symbol == "+" || symbol == "-" {
            position += 1
            guard let next = product() else { return nil }
            total = symbol == "+" ? total + next : total - next
        }
        return total
    }

    mutating func product() -> Double? {
        guard var total = operand() else { return nil }
        while let symbol = peek(), symbol == "*" || symbol == "/" {
            position += 1
            guard let next = operand() else { return nil }
            if symbol == "/" && next == 0 { return nil }
            total = symbol == "*" ? total * next : total / next
        }
        return total
    }

    mutating func operand() -> Double? {
        guard position < end else { return nil }
        let token = code.tokens[position]
        position += 1
        switch token.kind {
        case .number:
            return Double(token.text.filter { $0 != "_" })
        case .identifier:
            return constants[token.text]
        default:
            switch token.text {
            case "-", "+":
                guard depth < Self.deepestNesting else { return nil }
                depth += 1
                defer { depth -= 1 }
                return operand().map { token.text == "-" ? -$0 : $0 }
            case "(":
                guard depth < Self.deepestNesting else { return nil }
                depth += 1
                defer { depth -= 1 }
                guard let inner = sum(), peek() == ")" else { return nil }
                position += 1
                return inner
            default: return nil
            }
        }
    }
}
