/// The untyped description of one flag, option or positional argument, read by the parser and the help generator.
///
/// Create specs through the typed definitions (``Flag``, ``Option``, ``RepeatedOption``, ``Positional``,
/// ``RepeatedPositional``), which also supply the value conversion.
public struct ArgumentSpec: Sendable {
    /// How the argument appears on the command line.
    public enum Kind: Sendable, Equatable {
        /// `--name`, present or absent.
        case flag
        /// `--name value`; the last occurrence wins.
        case option
        /// `--name value`, collected every time it appears.
        case repeatedOption
        /// One word in a fixed position.
        case positional
        /// All remaining words; must be the last positional.
        case repeatedPositional

        /// Whether the argument is matched by position rather than by name.
        public var isPositional: Bool { self == .positional || self == .repeatedPositional }
    }

    /// How the argument appears on the command line.
    public let kind: Kind
    /// The long name without dashes (`format`), or the positional's name (`style`).
    public let name: String
    /// The one-letter alias (`f` for `-f`), if any.
    public let shortName: Character?
    /// The placeholder shown in help (`<points>`), without brackets.
    public let valueName: String
    /// One sentence for the help screen.
    public let help: String
    /// Whether parsing fails when the argument is absent; only positionals can be required.
    public let isRequired: Bool
    /// The default as shown in help, or nil when there is none worth showing.
    public let defaultDescription: String?
    /// The accepted spellings shown in help; conversion, not this list, decides what is valid.
    public let choices: [String]
    /// Turns one word into the typed value, throwing to reject it.
    let convert: @Sendable (String) throws -> any Sendable

    init(
        kind: Kind,
        name: String,
        shortName: Character? = nil,
        valueName: String? = nil,
        help: String,
        isRequired: Bool = false,
        defaultDescription: String? = nil,
        choices: [String] = [],
        convert: @escaping @Sendable (String) throws -> any Sendable
    ) {
        self.kind = kind
        self.name = name
        self.shortName = shortName
        self.valueName = valueName ?? name
        self.help = help
        self.isRequired = isRequired
        self.defaultDescription = defaultDescription
        self.choices = choices
        self.convert = convert
    }

    /// How messages name the argument: `--format` for options, `<style>` for positionals.
    public var displayName: String {
        kind.isPositional ? "<\(name)>" : "--\(name)"
    }
}
