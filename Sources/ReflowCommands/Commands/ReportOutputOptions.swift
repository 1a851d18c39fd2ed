import Findings
import Foundation
import ReflowCommandLine
import Reporting

extension ReportFormat: ExpressibleByArgument {}
extension Severity: ExpressibleByArgument {}

/// The output options of commands that report findings: format, file, failing severity.
struct ReportOutputOptions: OptionGroup {
    static let format = Option<ReportFormat>("format", short: "f", help: "Output format.", default: .text)
    static let output = Option<String?>(
        "output", short: "o", valueName: "file", help: "Write the report to a file instead of standard output.",
        parse: { $0 })
    static let failOn = Option<Severity>(
        "fail-on", valueName: "severity", help: "Exit 1 when a finding is at least this severe.", default: .error)
    static let exitZero = Flag("exit-zero", help: "Exit 0 whatever the findings.")
    static let absolutePaths = Flag(
        "absolute-paths", help: "Print absolute file paths (for Xcode and editors that may run from another folder).")
    static let arguments: [any ArgumentDefinition] = [format, output, failOn, exitZero, absolutePaths]

    let format: ReportFormat
    let output: String?
    let failOn: Severity
    let exitZero: Bool
    /// How reports print file paths: relative to the current folder unless `--absolute-paths`.
    let pathStyle: ReportInput.PathStyle

    /// Reads the options; a `--output` file that could not be written is refused now, before any work.
    /// A command that reports findings exits 1 for them.
    static let exitCodeMeanings: [(code: ExitCode, meaning: String)]? = [
        (.success, "Clean: no finding at the failing severity (--fail-on, default error), or --exit-zero."),
        (.failure, "Findings at the failing severity, or part of the input could not be read or laid out (a note names it)."),
        (.usageError, "Usage or input error: the command line was wrong, nothing could be read, or the output could not be written."),
    ]

    init(parsing arguments: ParsedArguments) throws {
        format = arguments[Self.format]
        output = arguments[Self.output]
        failOn = arguments[Self.failOn]
        exitZero = arguments[Self.exitZero]
        pathStyle = arguments[Self.absolutePaths] ? .absolute : .relative
        try outputFile?.check()
    }

    private var outputFile: OutputFile? {
        output.map { OutputFile(path: $0, argument: "--output") }
    }

    /// Writes `text` to the output file (whole or not at all; written through to a device or a
    /// pipe) or to standard output. A path that cannot be written is a usage error (exit 2).
    func write(_ text: String, context: CommandContext) throws {
        guard let outputFile else {
            context.standardOutput.write(text)
            return
        }
        try outputFile.write(Data(text.utf8))
    }

    /// The exit code for `input`: 1 when some finding is at least `failOn`, or when the run was
    /// `incomplete` (part of the input could not be read or laid out), unless `--exit-zero`.
    func exitCode(for input: ReportInput, incomplete: Bool = false) -> ExitCode {
        Self.exitCode(for: input, failOn: failOn, exitZero: exitZero, incomplete: incomplete)
    }

    /// The exit code for `input`: 1 when some finding is at least `failOn` or the run was
    /// `incomplete`, unless `exitZero`; for commands that take `--fail-on` and `--exit-zero`
    /// without the rest of the group.
    static func exitCode(for input: ReportInput, failOn: Severity, exitZero: Bool, incomplete: Bool = false) -> ExitCode {
        !exitZero && (incomplete || !input.findings(atLeast: failOn).isEmpty) ? .failure : .success
    }
}
