/// One word matched by position (`reflow ramp body`): required, optional (`Value?`) or defaulted.
public struct Positional<Value: Sendable>: ArgumentDefinition {
    /// The description the parser and help read.
    public let spec: ArgumentSpec
    /// What the accessor returns when the word is absent; nil only for required positionals.
    let defaultValue: Value?

    /// Declares a required positional read by `parse`.
    public init(_ name: String, help: String, choices: [String] = [], parse: @escaping @Sendable (String) throws -> Value) {
        defaultValue = nil
        spec = ArgumentSpec(
            kind: .positional, name: name, help: help, isRequired: true, choices: choices, convert: { try parse($0) }
        )
    }

    /// Declares an optional positional read by `parse`, with a default shown in help.
    public init(
        _ name: String,
        help: String,
        default defaultValue: Value,
        defaultDescription: String? = nil,
        choices: [String] = [],
        parse: @escaping @Sendable (String) throws -> Value
    ) {
        self.defaultValue = defaultValue
        spec = ArgumentSpec(
            kind: .positional, name: name, help: help, defaultDescription: defaultDescription ?? "\(defaultValue)",
            choices: choices, convert: { try parse($0) }
        )
    }

    /// Declares an optional positional read by `parse`, nil when absent.
    public init<Wrapped: Sendable>(
        _ name: String,
        help: String,
        choices: [String] = [],
        parse: @escaping @Sendable (String) throws -> Wrapped
    ) where Value == Wrapped? {
        let absent: Wrapped? = nil
        defaultValue = absent
        spec = ArgumentSpec(
            kind: .positional, name: name, help: help, choices: choices, convert: { Value.some(try parse($0)) }
        )
    }

    /// Declares a required positional of a type that reads itself.
    public init(_ name: String, help: String) where Value: ExpressibleByArgument {
        self.init(name, help: help, choices: Value.allValueStrings, parse: { try Value.parseArgument($0) })
    }

    /// Declares an optional positional of a type that reads itself, with a default shown in help.
    public init(_ name: String, help: String, default defaultValue: Value) where Value: ExpressibleByArgument {
        self.init(
            name, help: help, default: defaultValue, defaultDescription: defaultValue.defaultValueDescription,
            choices: Value.allValueStrings, parse: { try Value.parseArgument($0) }
        )
    }

    /// Declares an optional positional of a type that reads itself, nil when absent.
    public init<Wrapped: ExpressibleByArgument>(_ name: String, help: String) where Value == Wrapped? {
        self.init(name, help: help, choices: Wrapped.allValueStrings, parse: { try Wrapped.parseArgument($0) })
    }
}
