/// A named option taking one value (`--size 14`, `--size=14`, `-s 14`); the last occurrence wins.
///
/// An option always has a value when read: its default, or nil when `Value` is optional.
public struct Option<Value: Sendable>: ArgumentDefinition {
    /// The description the parser and help read.
    public let spec: ArgumentSpec
    /// What the accessor returns when the option is absent.
    let defaultValue: Value

    /// Declares an option read by `parse`, with a default shown in help.
    public init(
        _ name: String,
        short: Character? = nil,
        valueName: String? = nil,
        help: String,
        default defaultValue: Value,
        defaultDescription: String? = nil,
        choices: [String] = [],
        parse: @escaping @Sendable (String) throws -> Value
    ) {
        self.defaultValue = defaultValue
        spec = ArgumentSpec(
            kind: .option, name: name, shortName: short, valueName: valueName, help: help,
            defaultDescription: defaultDescription ?? "\(defaultValue)", choices: choices,
            convert: { try parse($0) }
        )
    }

    /// Declares an option read by `parse` that is nil when absent.
    public init<Wrapped: Sendable>(
        _ name: String,
        short: Character? = nil,
        valueName: String? = nil,
        help: String,
        choices: [String] = [],
        parse: @escaping @Sendable (String) throws -> Wrapped
    ) where Value == Wrapped? {
        defaultValue = nil
        spec = ArgumentSpec(
            kind: .option, name: name, shortName: short, valueName: valueName, help: help, choices: choices,
            convert: { Value.some(try parse($0)) }
        )
    }

    /// Declares an option of a type that reads itself, with a default shown in help.
    public init(
        _ name: String,
        short: Character? = nil,
        valueName: String? = nil,
        help: String,
        default defaultValue: Value
    ) where Value: ExpressibleByArgument {
        self.init(
            name, short: short, valueName: valueName, help: help, default: defaultValue,
            defaultDescription: defaultValue.defaultValueDescription, choices: Value.allValueStrings,
            parse: { try Value.parseArgument($0) }
        )
    }

    /// Declares an option of a type that reads itself, nil when absent.
    public init<Wrapped: ExpressibleByArgument>(
        _ name: String,
        short: Character? = nil,
        valueName: String? = nil,
        help: String
    ) where Value == Wrapped? {
        self.init(
            name, short: short, valueName: valueName, help: help, choices: Wrapped.allValueStrings,
            parse: { try Wrapped.parseArgument($0) }
        )
    }
}
