import Checking
import Foundation
import Lint
import ReflowCommandLine

/// The `reflow` program: the root of the command tree, named and versioned, over whichever commands it is given.
///
/// Exit codes: 0 success (including help and version), 1 findings or a partial run, 2 usage or input error. See ``ExitCode``.
public enum ReflowCLI {
    /// The program name, used in usage lines and as the `reflow: error:` prefix.
    public static let name = "reflow"
    /// The one-line summary at the top of `reflow --help`.
    public static let abstract = "Check and preview how text scales with Dynamic Type."

    /// The program over `commands`, for tests that parse without running.
    public static func program(commands: [any Command.Type]) -> CommandLineProgram {
        CommandLineProgram(
            configuration: CommandConfiguration(name: name, abstract: abstract, subcommands: commands),
            version: ReflowVersion.current
        )
    }

    /// Runs `arguments` (without the program name) against `commands`, writing to `context`; returns the exit status.
    public static func run(arguments: [String], context: CommandContext, commands: [any Command.Type]) -> Int32 {
        program(commands: commands).run(arguments: arguments, context: context).rawValue
    }

    /// Runs the process's own arguments on the real streams and exits with the resulting status.
    ///
    /// Standard output that is closed or cannot be written (`>&-`, `> /dev/full`) is an error with
    /// one line on standard error and exit 2, whatever the command returned: a report nobody
    /// received is not a clean run. SIGINT and SIGTERM remove what the run had half-written.
    public static func main(commands: [any Command.Type]) -> Never {
        let arguments = Array(CommandLine.arguments.dropFirst())
        let errorOutput = FileHandleOutput.standardError
        guard FileHandleOutput.isOpen(STDOUT_FILENO) else {
            // Checked first: a file opened later would otherwise take descriptor 1 and receive the report.
            errorOutput.write("\(name): error: standard output is closed; nothing was run\n")
            exit(ExitCode.usageError.rawValue)
        }
        signal(SIGPIPE, SIG_IGN)
        CrashReport.install()
        TemporaryPaths.shared.removeOnInterrupt()
        var status = run(arguments: arguments, context: .standard(), commands: commands)
        // Interrupted: the signal handler is removing what was half-written and will end the
        // process with the signal's own status; exiting first would report a made-up one.
        while TemporaryPaths.shared.isInterrupted { sleep(1) }
        let output = FileHandleOutput.standardOutput
        if let failure = output.failure {
            if !output.readerClosed {
                errorOutput.write("\(name): error: cannot write to standard output (\(failure)); the report is incomplete\n")
            }
            status = ExitCode.usageError.rawValue
        }
        exit(status)
    }
}
