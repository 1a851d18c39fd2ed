/// One example invocation for the help screen, kept as data so a test can check every example parses.
public struct CommandExample: Sendable, Equatable {
    /// The full command line as a user would type it, starting with `reflow`.
    public var commandLine: String
    /// What the example does, in one sentence.
    public var explanation: String

    /// Creates an example from a shell-style command line.
    public init(_ commandLine: String, explanation: String) {
        self.commandLine = commandLine
        self.explanation = explanation
    }

    /// The words after the program name, split as a POSIX shell would, ready to hand to the parser.
    public var arguments: [String] {
        Array(ShellWords.split(commandLine).dropFirst())
    }
}
