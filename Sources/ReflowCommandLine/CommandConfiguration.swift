/// What a command tells the parser and the help generator about itself.
public struct CommandConfiguration: Sendable {
    /// The word that selects the command (`ramp`), or the program name for the root.
    public var name: String
    /// One line for the command list and the top of the help screen.
    public var abstract: String
    /// Longer help; each source line is wrapped separately, so lists keep their shape.
    public var discussion: String
    /// Example invocations shown at the end of help.
    public var examples: [CommandExample]
    /// The command's own flags, options and positionals, in help order.
    public var arguments: [any ArgumentDefinition]
    /// Shared groups whose arguments follow the command's own.
    public var optionGroups: [any OptionGroup.Type]
    /// Commands selected by the first word after this one's name.
    public var subcommands: [any Command.Type]

    /// Creates a configuration; only the name and abstract are required.
    public init(
        name: String,
        abstract: String,
        discussion: String = "",
        examples: [CommandExample] = [],
        arguments: [any ArgumentDefinition] = [],
        optionGroups: [any OptionGroup.Type] = [],
        subcommands: [any Command.Type] = []
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.examples = examples
        self.arguments = arguments
        self.optionGroups = optionGroups
        self.subcommands = subcommands
    }

    /// Every argument the command accepts: its own, then each group's.
    public var allArguments: [ArgumentSpec] {
        arguments.map(\.spec) + optionGroups.flatMap { $0.arguments.map(\.spec) }
    }

    /// Words that select a subcommand here: every subcommand's name and, if there are any, `help`.
    var subcommandWords: [String] {
        let names = subcommands.map { $0.configuration.name }
        return names.isEmpty ? [] : names + ["help"]
    }
}
