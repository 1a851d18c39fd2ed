/// A command `reflow` can run: its arguments are data, it builds itself from parsed values, and it returns an exit code.
///
/// Commands never print: they write through the ``CommandContext`` so tests run them in process.
/// Errors thrown from `init(parsing:)` and ``UsageError``s thrown from `run` exit 2; anything else
/// thrown from `run` exits 1 (see ``ExitCode``).
public protocol Command: Sendable {
    /// The name, help text, arguments and subcommands, read by the parser and the help generator.
    static var configuration: CommandConfiguration { get }
    /// Builds the command from values the parser already converted; throw ``UsageError`` for bad combinations.
    init(parsing arguments: ParsedArguments) throws
    /// Does the work, writing only through `context`.
    func run(context: CommandContext) throws -> ExitCode
}

extension Command {
    /// Parses `arguments` (the words after the command's name) into the command, for tests of a single command.
    public static func parse(_ arguments: [String], commandPath: [String] = [configuration.name]) throws -> Self {
        let parsed = try ArgumentScanner(configuration: configuration, commandPath: commandPath).scan(arguments)
        return try Self(parsing: parsed)
    }
}
