import Findings
import Foundation
import Reporting

extension ReportFormat: ExpressibleByArgument {}
extension Severity: ExpressibleByArgument {}

/// The output options of commands that report findings: format, file, failing severity.
struct ReportOutputOptions: OptionGroup {
    static let format = Option<ReportFormat>("format", short: "f", help: "Output format.", default: .text)
    static let output = Option<String?>("output", short: "o", valueName: "file", help: "Write the report to a file instead of standard output.",
                                        parse: { $0 })
    static let failOn = Option<Severity>("fail-on", valueName: "severity", help: "Exit 1 when a finding is at least this severe.", default: .error)
    static let exitZero = Flag("exit-zero", help: "Exit 0 whatever the findings.")
    static let arguments: [any ArgumentDefinition] = [format, output, failOn, exitZero]

    let format: ReportFormat
    let output: String?
    let failOn: Severity
    let exitZero: Bool

    init(parsing arguments: ParsedArguments) {
        format = arguments[Self.format]
        output = arguments[Self.output]
        failOn = arguments[Self.failOn]
        exitZero = arguments[Self.exitZero]
    }

    /// Writes `text` to the output file (whole or not at all) or to standard output.
    func write(_ text: String, context: CommandContext) throws {
        guard let output else {
            context.standardOutput.write(text)
            return
        }
        let url = URL(fileURLWithPath: output)
        do {
            // Written to a sibling temporary file and moved into place, so a failure leaves nothing half-written.
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            // A path that cannot be written is a bad argument (exit 2), not a finding (exit 1).
            throw UsageError(.invalidValue(output, argument: "--output", reason: "cannot write the report there (\((error as NSError).localizedDescription))"))
        }
    }

    /// The exit code for `input`: 1 when some finding is at least `failOn`, unless `--exit-zero`.
    func exitCode(for input: ReportInput) -> ExitCode {
        Self.exitCode(for: input, failOn: failOn, exitZero: exitZero)
    }

    /// The exit code for `input`: 1 when some finding is at least `failOn`, unless `exitZero`;
    /// for commands that take `--fail-on` and `--exit-zero` without the rest of the group.
    static func exitCode(for input: ReportInput, failOn: Severity, exitZero: Bool) -> ExitCode {
        !exitZero && !input.findings(atLeast: failOn).isEmpty ? .failure : .success
    }
}
