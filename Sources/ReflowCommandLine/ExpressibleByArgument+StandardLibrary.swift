extension String: ExpressibleByArgument {
    /// Accepts any word.
    public init?(argument: String) {
        self = argument
    }

    /// Never shown, since every word is accepted.
    public static var argumentExpectation: String { "a string" }
}

extension Int: ExpressibleByArgument {
    /// Accepts decimal integers with an optional sign.
    public init?(argument: String) {
        self.init(argument)
    }

    /// Shown when the word is not an integer.
    public static var argumentExpectation: String { "an integer" }
}

extension Double: ExpressibleByArgument {
    /// Accepts finite decimal numbers; `nan` and `inf` are rejected because no size or scale can use them.
    public init?(argument: String) {
        guard let value = Double(argument), value.isFinite else { return nil }
        self = value
    }

    /// Shown when the word is not a number.
    public static var argumentExpectation: String { "a number" }

    /// Drops a trailing `.0`, so a default of 17 shows as `17`.
    public var defaultValueDescription: String {
        if rounded() == self, abs(self) < 1e15 { return String(Int(self)) }
        return "\(self)"
    }
}
