import Foundation

/// Everything a command may touch outside itself, passed in so a test can run it in process.
public struct CommandContext: Sendable {
    /// Where results go.
    public var standardOutput: any TextOutput
    /// Where diagnostics go.
    public var standardError: any TextOutput
    /// Whether standard output is a terminal, so commands can choose colour or a table layout.
    public var isStandardOutputTerminal: Bool
    /// Whether standard error is a terminal, so long runs may show progress there.
    public var isStandardErrorTerminal: Bool = false
    /// The environment variables the command may consult (`NO_COLOR`, `COLUMNS`, …).
    public var environment: [String: String]

    /// Whether text output may be coloured: standard output is a terminal and `NO_COLOR` is unset
    /// or empty (https://no-color.org).
    public var usesColour: Bool {
        isStandardOutputTerminal && (environment["NO_COLOR"] ?? "").isEmpty
    }

    /// Builds a context from explicit sinks; tests pass ``CapturedOutput``s.
    public init(
        standardOutput: any TextOutput,
        standardError: any TextOutput,
        isStandardOutputTerminal: Bool = false,
        environment: [String: String] = [:]
    ) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.isStandardOutputTerminal = isStandardOutputTerminal
        self.environment = environment
    }

    /// The real process streams and environment, for the `reflow` executable.
    public static func standard() -> CommandContext {
        CommandContext(
            standardOutput: FileHandleOutput.standardOutput,
            standardError: FileHandleOutput.standardError,
            isStandardOutputTerminal: isatty(STDOUT_FILENO) != 0,
            environment: ProcessInfo.processInfo.environment
        ).withStandardErrorTerminal(isatty(STDERR_FILENO) != 0)
    }

    /// The same context, saying whether standard error is a terminal.
    public func withStandardErrorTerminal(_ isTerminal: Bool) -> CommandContext {
        var copy = self
        copy.isStandardErrorTerminal = isTerminal
        return copy
    }
}
