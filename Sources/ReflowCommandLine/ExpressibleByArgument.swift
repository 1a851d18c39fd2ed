/// A type that can be read from one command-line word, so options can declare it without a parse closure.
public protocol ExpressibleByArgument: Sendable {
    /// Reads the value, or returns nil to reject the word.
    init?(argument: String)
    /// Every accepted spelling, listed in help and in error messages; empty when open-ended.
    static var allValueStrings: [String] { get }
    /// What a valid word looks like, phrased to follow "expected" ("an integer").
    static var argumentExpectation: String { get }
    /// How help shows this value as a default.
    var defaultValueDescription: String { get }
}

extension ExpressibleByArgument {
    /// Open-ended by default.
    public static var allValueStrings: [String] { [] }

    /// Lists the spellings when there are some, so the error says what to type instead.
    public static var argumentExpectation: String {
        allValueStrings.isEmpty ? "a valid \(Self.self)" : "one of: \(allValueStrings.joined(separator: ", "))"
    }

    /// The value's own description.
    public var defaultValueDescription: String { "\(self)" }

    /// Converts or throws with ``argumentExpectation``, the shape every typed definition needs.
    static func parseArgument(_ word: String) throws -> Self {
        guard let value = Self(argument: word) else {
            throw ValueConversionFailure(expectation: argumentExpectation)
        }
        return value
    }
}

extension ExpressibleByArgument where Self: RawRepresentable, RawValue: ExpressibleByArgument {
    /// Reads enums by raw value, so `enum Format: String` needs only the conformance.
    public init?(argument: String) {
        guard let raw = RawValue(argument: argument) else { return nil }
        self.init(rawValue: raw)
    }

    /// Shows the raw value, the spelling users type.
    public var defaultValueDescription: String { rawValue.defaultValueDescription }
}

extension ExpressibleByArgument where Self: CaseIterable, Self: RawRepresentable, RawValue == String {
    /// Lists every case's raw value, so help and errors show the choices.
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }

    /// Reads a case by raw value, ignoring case (`--format CSV` means `csv`).
    public init?(argument: String) {
        let lower = argument.lowercased()
        guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == lower }) else { return nil }
        self = match
    }
}
