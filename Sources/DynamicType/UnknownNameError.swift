/// A name that matches none of the spellings Reflow accepts, with the names it does accept.
public struct UnknownNameError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was being named ("size category", "text style", …).
    public let kind: String
    /// The spelling as the user wrote it.
    public let input: String
    /// The canonical names that would have been accepted.
    public let validNames: [String]

    public init(kind: String, input: String, validNames: [String]) {
        self.kind = kind
        self.input = input
        self.validNames = validNames
    }

    public var description: String {
        "unknown \(kind) '\(input)'; expected one of: \(validNames.joined(separator: ", "))"
    }
}

/// Lower-cases a spelling and drops the separators people put in names (`.`, `-`, `_`, spaces).
func normalizedSpelling(_ text: String) -> String {
    String(text.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " && $0 != "." })
}
