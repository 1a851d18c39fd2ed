/// What a command line asks for, decided before anything runs, so tests can check parsing alone.
public enum Invocation: Sendable {
    /// Run this fully parsed command, found at `commandPath` (such as `["reflow", "ramp"]`).
    case run(any Command, commandPath: [String])
    /// Print this help text and exit 0.
    case help(String)
    /// Print this version and exit 0.
    case version(String)
    /// Print this error and exit 2.
    case usageError(UsageError)
}
