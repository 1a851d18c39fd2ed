/// A command line that could not be understood; printed as one line on stderr, exit code 2.
///
/// The printed form is `reflow: error: <message> (see '<command> --help')`.
public struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was wrong, as data, so tests and callers need not match on strings.
    public enum Reason: Equatable, Sendable {
        /// An option the command does not declare, with the closest declared name if one is near.
        case unknownOption(String, suggestion: String?)
        /// A subcommand name the group does not have, with the closest name if one is near.
        case unknownCommand(String, suggestion: String?)
        /// An option that needs a value came last, or before something that looks like an option.
        case missingValue(option: String)
        /// A flag was given a value with `--flag=value`.
        case unexpectedValue(option: String)
        /// A value that the argument's conversion rejected, with the reason it gave.
        case invalidValue(String, argument: String, reason: String)
        /// A required positional argument was not given.
        case missingArgument(String)
        /// More positional arguments than the command declares.
        case unexpectedArgument(String)
        /// A command-specific rule, such as two options that cannot be combined.
        case invalid(String)
    }

    /// What was wrong.
    public var reason: Reason
    /// The full command path, such as `reflow ramp`; the parser fills it in when a command leaves it empty.
    public var commandPath: String

    /// Creates an error for `reason`; commands may leave `commandPath` empty.
    public init(_ reason: Reason, commandPath: String = "") {
        self.reason = reason
        self.commandPath = commandPath
    }

    /// Creates a command-specific error from a message, for validation in `init(parsing:)` or `run`.
    public init(_ message: String) {
        self.init(.invalid(message))
    }

    /// The explanation without the help pointer.
    public var message: String {
        switch reason {
        case .unknownOption(let option, let suggestion):
            return "unknown option '\(option)' for '\(commandPath)'" + Self.hint(suggestion)
        case .unknownCommand(let command, let suggestion):
            return "unknown command '\(command)' for '\(commandPath)'" + Self.hint(suggestion)
        case .missingValue(let option):
            return "missing value for '\(option)'"
        case .unexpectedValue(let option):
            return "option '\(option)' does not take a value"
        case .invalidValue(let value, let argument, let reason):
            return "invalid value '\(value)' for '\(argument)': \(reason)"
        case .missingArgument(let argument):
            return "missing required argument '\(argument)'"
        case .unexpectedArgument(let argument):
            return "unexpected argument '\(argument)'"
        case .invalid(let message):
            return message
        }
    }

    /// The message and where to read more, as printed after `reflow: error: `.
    public var description: String {
        "\(message) (see '\(commandPath) --help')"
    }

    private static func hint(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean '\($0)'?" } ?? ""
    }
}
