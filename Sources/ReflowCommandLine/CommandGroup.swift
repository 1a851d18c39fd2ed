/// A command that only gathers subcommands; run alone, it prints its help, as `git` does.
public protocol CommandGroup: Command {
    /// Groups hold no state, so they can always be made.
    init()
}

extension CommandGroup {
    /// Ignores the (empty) parse result.
    public init(parsing arguments: ParsedArguments) {
        self.init()
    }

    /// Asks the program for this group's help.
    public func run(context: CommandContext) throws -> ExitCode {
        throw HelpRequest()
    }
}
