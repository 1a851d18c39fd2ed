import Foundation

/// The `reflow` program: the root of the command tree, named and versioned, over whichever commands it is given.
///
/// Exit codes: 0 success (including help and version), 1 runtime failure, 2 usage error. See ``ExitCode``.
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
    public static func main(commands: [any Command.Type]) -> Never {
        let arguments = Array(CommandLine.arguments.dropFirst())
        exit(run(arguments: arguments, context: .standard(), commands: commands))
    }
}
