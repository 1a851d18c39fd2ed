import Testing
import ReflowCommandLine

@Suite struct CommandConfigurationValidationTests {
    @Test func soundConfigurationHasNoProblems() {
        #expect(SampleRamp.configuration.validationProblems == [])
    }

    @Test func namingMistakesAreListed() {
        let configuration = CommandConfiguration(
            name: "bad",
            abstract: "",
            arguments: [
                Flag("help", help: ""),
                Flag("--dry-run", help: ""),
                Flag("quiet", short: "h", help: ""),
                Flag("verbose", short: "3", help: ""),
                Flag("loud", short: "q", help: ""),
            ],
            optionGroups: [SampleOutputOptions.self, SampleOutputOptions.self]
        )
        #expect(
            configuration.validationProblems == [
                "--help is reserved for help",
                "'--dry-run' is not a valid argument name",
                "-h is reserved for help",
                "-3 is not a valid short name",
                "--format is declared twice",
                "-f is declared twice",
                "--color is declared twice",
            ])
    }

    @Test func positionalOrderMistakesAreListed() {
        let configuration = CommandConfiguration(
            name: "bad",
            abstract: "",
            arguments: [
                Positional<String?>("maybe", help: ""),
                Positional<String>("needed", help: ""),
                RepeatedPositional<String>("rest", help: ""),
                Positional<String>("after", help: ""),
            ]
        )
        #expect(
            configuration.validationProblems == [
                "required <needed> comes after the optional <maybe>",
                "<after> comes after the repeated <rest>",
            ])
    }

    @Test func subcommandMistakesAreListedWithTheirPath() {
        let program = CommandLineProgram(
            configuration: CommandConfiguration(
                name: "tool", abstract: "", subcommands: [SampleFail.self, SampleFail.self, HelpNamedCommand.self]
            ),
            version: "1"
        )
        #expect(
            program.validationProblems == [
                "tool: subcommand 'fail' is declared twice",
                "tool: subcommand 'help' is reserved",
                "tool help: --version is declared twice",
            ])
    }
}

/// A command whose name and arguments break the reserved words.
private struct HelpNamedCommand: Command {
    static let configuration = CommandConfiguration(
        name: "help", abstract: "", arguments: [Flag("version", help: ""), Flag("version", help: "")]
    )

    init(parsing arguments: ParsedArguments) {}

    func run(context: CommandContext) throws -> ExitCode { .success }
}
