/// A named option collected every time it appears (`--style body --style title`); empty when absent.
public struct RepeatedOption<Value: Sendable>: ArgumentDefinition {
    /// The description the parser and help read.
    public let spec: ArgumentSpec

    /// Declares a repeatable option read by `parse`.
    public init(
        _ name: String,
        short: Character? = nil,
        valueName: String? = nil,
        help: String,
        choices: [String] = [],
        parse: @escaping @Sendable (String) throws -> Value
    ) {
        spec = ArgumentSpec(
            kind: .repeatedOption, name: name, shortName: short, valueName: valueName, help: help,
            choices: choices, convert: { try parse($0) }
        )
    }

    /// Declares a repeatable option of a type that reads itself.
    public init(
        _ name: String,
        short: Character? = nil,
        valueName: String? = nil,
        help: String
    ) where Value: ExpressibleByArgument {
        self.init(
            name, short: short, valueName: valueName, help: help, choices: Value.allValueStrings,
            parse: { try Value.parseArgument($0) }
        )
    }
}
