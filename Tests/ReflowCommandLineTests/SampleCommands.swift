import ReflowCommandLine
import ReflowCommands

// Small commands that exercise every kind of argument; the real commands are tested elsewhere.

/// The sample `--format` choices, declared the way real commands declare enums.
enum SampleFormat: String, CaseIterable, ExpressibleByArgument {
    case text, json
}

/// A shared group, as `--format` will be shared across real commands.
struct SampleOutputOptions: OptionGroup {
    static let format = Option<SampleFormat>("format", short: "f", help: "How to print results.", default: .text)
    static let color = Flag("color", help: "Color the output.")
    static let arguments: [any ArgumentDefinition] = [format, color]

    let format: SampleFormat
    let color: Bool

    init(parsing arguments: ParsedArguments) {
        format = arguments[Self.format]
        color = arguments[Self.color]
    }
}

/// A length with an optional unit (`14`, `14pt`, `14sp`), to exercise custom parse closures.
struct SampleLength: Equatable, Sendable, CustomStringConvertible {
    struct Invalid: Error, CustomStringConvertible {
        let description = "expected a length such as 14, 14pt or 14sp"
    }

    var points: Double

    init(points: Double) {
        self.points = points
    }

    init(parsing text: String) throws {
        let number = text.hasSuffix("pt") || text.hasSuffix("sp") ? String(text.dropLast(2)) : text
        guard let points = Double(number) else { throw Invalid() }
        self.points = points
    }

    var description: String { "\(points)pt" }
}

/// Declares one of each argument kind and echoes what it parsed.
struct SampleRamp: Command {
    static let size = Option<SampleLength>(
        "size", short: "s", valueName: "length", help: "The size at the default category.",
        default: SampleLength(points: 17), defaultDescription: "17pt", parse: SampleLength.init(parsing:)
    )
    static let offset = Option<Int>("offset", help: "Categories to shift the ramp by.", default: 0)
    static let scale = Option<Double?>("scale", help: "Multiply every size by this factor.")
    static let only = RepeatedOption<String>(
        "only", short: "o", valueName: "category", help: "Print only this category."
    )
    static let verbose = Flag("verbose", short: "v", help: "Explain how each size was computed.")
    static let style = Positional<String>("style", help: "The text style to scale.")
    static let last = Positional<String?>("last", help: "The largest category to print.")

    static let configuration = CommandConfiguration(
        name: "ramp",
        abstract: "Print a text style's size at every content size category.",
        discussion: """
            Sizes follow Apple's published tables, scaled from the size you give at the default \
            category (Large).

            Categories:
              xSmall through xxxLarge, then AX1 through AX5.
            """,
        examples: [
            CommandExample("reflow ramp body --size 14sp", explanation: "Ramp body text that starts at 14 points."),
            CommandExample(
                "reflow ramp title --format json --only AX1 --only AX5",
                explanation: "Print the two accessibility extremes of the title style as JSON, for a script to read."
            ),
        ],
        arguments: [size, offset, scale, only, verbose, style, last],
        optionGroups: [SampleOutputOptions.self]
    )

    let size: SampleLength
    let offset: Int
    let scale: Double?
    let only: [String]
    let verbose: Bool
    let style: String
    let last: String?
    let output: SampleOutputOptions

    init(parsing arguments: ParsedArguments) throws {
        size = arguments[Self.size]
        offset = arguments[Self.offset]
        scale = arguments[Self.scale]
        only = arguments[Self.only]
        verbose = arguments[Self.verbose]
        style = arguments[Self.style]
        last = arguments[Self.last]
        output = SampleOutputOptions(parsing: arguments)
        guard (-11...11).contains(offset) else {
            throw UsageError("'--offset' must be between -11 and 11")
        }
    }

    func run(context: CommandContext) throws -> ExitCode {
        context.standardOutput.writeLine(summary)
        return .success
    }

    /// Everything parsed, on one line, so tests can compare whole parses.
    var summary: String {
        "style=\(style) last=\(last ?? "-") size=\(size) offset=\(offset) scale=\(scale.map { "\($0)" } ?? "-") "
            + "only=\(only) verbose=\(verbose) format=\(output.format) color=\(output.color)"
    }
}

/// Takes one or more files, to exercise repeated positionals.
struct SampleLint: Command {
    static let files = RepeatedPositional<String>("files", help: "The files to check.", isRequired: true)
    static let configuration = CommandConfiguration(
        name: "lint", abstract: "Check files.", arguments: [files], optionGroups: [SampleOutputOptions.self]
    )

    let files: [String]

    init(parsing arguments: ParsedArguments) {
        files = arguments[Self.files]
    }

    func run(context: CommandContext) throws -> ExitCode {
        context.standardOutput.writeLine(files.joined(separator: ","))
        return .success
    }
}

/// Fails at run time, to exercise exit code 1.
struct SampleFail: Command {
    static let configuration = CommandConfiguration(name: "fail", abstract: "Fail at run time.")

    init(parsing arguments: ParsedArguments) {}

    func run(context: CommandContext) throws -> ExitCode {
        context.standardOutput.writeLine("partial output")
        throw CommandFailure("could not read 'missing.json'")
    }
}

/// Rejects its options only once running, to exercise usage errors thrown from `run`.
struct SampleCheck: Command {
    static let minimum = Option<Int>("min", help: "The smallest size.", default: 0)
    static let maximum = Option<Int>("max", help: "The largest size.", default: 100)
    static let configuration = CommandConfiguration(name: "check", abstract: "Check a range.", arguments: [minimum, maximum])

    let minimum: Int
    let maximum: Int

    init(parsing arguments: ParsedArguments) {
        minimum = arguments[Self.minimum]
        maximum = arguments[Self.maximum]
    }

    func run(context: CommandContext) throws -> ExitCode {
        guard minimum < maximum else { throw UsageError("'--min' must be less than '--max'") }
        return ExitCode(rawValue: 3)
    }
}

/// Reports what it was told about the terminal, to exercise context passthrough.
struct SampleTerminal: Command {
    static let configuration = CommandConfiguration(name: "tty", abstract: "Say whether output is a terminal.")

    init(parsing arguments: ParsedArguments) {}

    func run(context: CommandContext) throws -> ExitCode {
        context.standardOutput.writeLine(context.isStandardOutputTerminal ? "terminal" : "pipe")
        context.standardError.writeLine("NO_COLOR=\(context.environment["NO_COLOR"] ?? "-")")
        return .success
    }
}

/// A nested group, to exercise `help` and group dispatch below the root.
struct SampleRules: CommandGroup {
    static let configuration = CommandConfiguration(
        name: "rules", abstract: "Work with audit rules.", subcommands: [SampleRulesList.self]
    )
}

/// A leaf under a group.
struct SampleRulesList: Command {
    static let configuration = CommandConfiguration(name: "list", abstract: "List every rule.")

    init(parsing arguments: ParsedArguments) {}

    func run(context: CommandContext) throws -> ExitCode {
        context.standardOutput.writeLine("rule-a")
        return .success
    }
}

/// Every sample command, as the root's subcommands.
let sampleCommands: [any Command.Type] = [
    SampleRamp.self, SampleLint.self, SampleFail.self, SampleCheck.self, SampleTerminal.self, SampleRules.self,
]

/// What one in-process run produced.
struct SampleRun: Equatable {
    var status: Int32
    var output: String
    var error: String
}

/// Runs `reflow` with the sample commands in process.
func reflow(_ arguments: String..., terminal: Bool = false, environment: [String: String] = [:]) -> SampleRun {
    let output = CapturedOutput()
    let error = CapturedOutput()
    let context = CommandContext(
        standardOutput: output, standardError: error, isStandardOutputTerminal: terminal, environment: environment
    )
    let status = ReflowCLI.run(arguments: arguments, context: context, commands: sampleCommands)
    return SampleRun(status: status, output: output.text, error: error.text)
}

/// The stderr line `reflow` prints for a usage error, with the exit status it must come with.
func usageFailure(_ line: String) -> SampleRun {
    SampleRun(status: 2, output: "", error: "reflow: error: \(line)\n")
}
