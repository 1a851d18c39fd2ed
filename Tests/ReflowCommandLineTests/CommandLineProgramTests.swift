import Checking
import ReflowCommandLine
import ReflowCommands
import Testing

@Suite struct CommandLineProgramTests {
    private let program = ReflowCLI.program(commands: sampleCommands)

    @Test func successRunsTheCommandAndExitsZero() {
        #expect(
            reflow("ramp", "body", "--only", "AX1", "-vf", "json")
                == SampleRun(
                    status: 0,
                    output: "style=body last=- size=17.0pt offset=0 scale=- only=[\"AX1\"] verbose=true format=json color=false\n",
                    error: ""
                ))
    }

    /// A thrown error means the command could not do its work: exit 2, as the exit-code table says.
    @Test func runtimeFailureExitsTwoKeepingWhatWasWritten() {
        #expect(
            reflow("fail")
                == SampleRun(
                    status: 2, output: "partial output\n", error: "reflow: error: could not read 'missing.json'\n"
                ))
    }

    @Test func commandsChooseTheirOwnExitCode() {
        #expect(reflow("check").status == 3)
    }

    @Test func versionPrintsTheVersionConstant() {
        #expect(reflow("--version") == SampleRun(status: 0, output: "0.1.0\n", error: ""))
        #expect(ReflowVersion.current == "0.1.0")
    }

    @Test func terminalFlagAndEnvironmentReachTheCommand() {
        #expect(reflow("tty", terminal: true) == SampleRun(status: 0, output: "terminal\n", error: "NO_COLOR=-\n"))
        #expect(
            reflow("tty", terminal: false, environment: ["NO_COLOR": "1"])
                == SampleRun(
                    status: 0, output: "pipe\n", error: "NO_COLOR=1\n"
                ))
    }

    @Test func nestedCommandsRun() {
        #expect(reflow("rules", "list") == SampleRun(status: 0, output: "rule-a\n", error: ""))
    }

    @Test func everyHelpSpellingPrintsTheSameTextAndExitsZero() throws {
        let help = try #require(program.helpText(for: ["ramp"]))
        let expected = SampleRun(status: 0, output: help, error: "")
        #expect(reflow("ramp", "--help") == expected)
        #expect(reflow("ramp", "-h") == expected)
        #expect(reflow("help", "ramp") == expected)
        #expect(reflow("ramp", "body", "--offset", "3", "--help") == expected)
    }

    @Test func helpWinsOverOtherMistakes() throws {
        let help = try #require(program.helpText(for: ["ramp"]))
        #expect(reflow("ramp", "--frobnicate", "--offset", "x", "-h").output == help)
    }

    @Test func helpAfterDoubleDashIsAPositional() {
        #expect(reflow("ramp", "--", "--help").output.hasPrefix("style=--help "))
    }

    @Test func rootAloneAndHelpAlonePrintRootHelp() throws {
        let help = try #require(program.helpText(for: []))
        #expect(reflow() == SampleRun(status: 0, output: help, error: ""))
        #expect(reflow("help") == SampleRun(status: 0, output: help, error: ""))
        #expect(reflow("-h") == SampleRun(status: 0, output: help, error: ""))
    }

    @Test func groupAloneAndNestedHelpPrintTheGroupsHelp() throws {
        let help = try #require(program.helpText(for: ["rules"]))
        #expect(reflow("rules") == SampleRun(status: 0, output: help, error: ""))
        #expect(reflow("help", "rules") == SampleRun(status: 0, output: help, error: ""))
        #expect(reflow("rules", "help", "list").output == program.helpText(for: ["rules", "list"]))
    }

    @Test func helpTextForAnUnknownPathIsNil() {
        #expect(program.helpText(for: ["nope"]) == nil)
    }

    @Test func parseDecidesWithoutRunning() throws {
        guard case .run(let command, let path) = program.parse(["ramp", "title", "--offset", "-2"]) else {
            Issue.record("expected a command to run")
            return
        }
        #expect(path == ["reflow", "ramp"])
        #expect((command as? SampleRamp)?.offset == -2)

        guard case .usageError(let error) = program.parse(["ramp"]) else {
            Issue.record("expected a usage error")
            return
        }
        #expect(error == UsageError(.missingArgument("<style>"), commandPath: "reflow ramp"))

        guard case .version("0.1.0") = program.parse(["--version"]) else {
            Issue.record("expected the version")
            return
        }
    }

    @Test func everyExampleParses() {
        for command in sampleCommands {
            for example in command.configuration.examples {
                guard case .run = program.parse(example.arguments) else {
                    Issue.record("example does not parse: \(example.commandLine)")
                    continue
                }
            }
        }
    }

    @Test func samplesDeclareNoMistakes() {
        #expect(program.validationProblems == [])
    }

    @Test func rootCanBeASingleCommand() {
        let single = CommandLineProgram(root: SampleLint.self)
        let output = CapturedOutput()
        let error = CapturedOutput()
        let status = single.run(arguments: ["a", "b"], context: CommandContext(standardOutput: output, standardError: error))
        #expect(status == .success)
        #expect(output.text == "a,b\n")
        #expect(single.run(arguments: ["--version"], context: CommandContext(standardOutput: output, standardError: error)) == .usageError)
        #expect(error.text == "lint: error: unknown option '--version' for 'lint' (see 'lint --help')\n")
    }

    @Test func exitCodesFollowTheDocumentedConvention() {
        #expect(ExitCode.success.rawValue == 0)
        #expect(ExitCode.failure.rawValue == 1)
        #expect(ExitCode.usageError.rawValue == 2)
    }
}
