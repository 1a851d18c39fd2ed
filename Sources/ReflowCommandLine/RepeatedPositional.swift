/// All remaining positional words (`reflow lint a.json b.json`); must be declared after every other positional.
public struct RepeatedPositional<Value: Sendable>: ArgumentDefinition {
    /// The description the parser and help read.
    public let spec: ArgumentSpec

    /// Declares the trailing words read by `parse`; `isRequired` demands at least one.
    public init(
        _ name: String,
        help: String,
        isRequired: Bool = false,
        choices: [String] = [],
        parse: @escaping @Sendable (String) throws -> Value
    ) {
        spec = ArgumentSpec(
            kind: .repeatedPositional, name: name, help: help, isRequired: isRequired, choices: choices,
            convert: { try parse($0) }
        )
    }

    /// Declares the trailing words of a type that reads itself; `isRequired` demands at least one.
    public init(_ name: String, help: String, isRequired: Bool = false) where Value: ExpressibleByArgument {
        self.init(
            name, help: help, isRequired: isRequired, choices: Value.allValueStrings,
            parse: { try Value.parseArgument($0) }
        )
    }
}
