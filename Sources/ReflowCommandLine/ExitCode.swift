/// The process exit status of a run, so scripts can tell "it found problems" from "it could not run".
///
/// | code | meaning |
/// |---|---|
/// | 0 | ``success``: the command did its work and nothing reached the failing severity (or help, or the version) |
/// | 1 | ``failure``: findings at the failing severity, or a run that could read only part of its input |
/// | 2 | ``usageError``: the command line could not be understood, nothing could be checked, or the output could not be written |
public struct ExitCode: RawRepresentable, Hashable, Sendable {
    /// The status handed to `exit`.
    public var rawValue: Int32

    /// Wraps a raw status, for commands that need a code beyond the three standard ones.
    public init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// Exit 0: the command did what was asked.
    public static let success = ExitCode(rawValue: 0)
    /// Exit 1: findings at the failing severity, or part of the input could not be read or laid out.
    public static let failure = ExitCode(rawValue: 1)
    /// Exit 2: the command line was wrong, no input could be read, or the result could not be written;
    /// matches the POSIX utilities' convention. Nothing was reported.
    public static let usageError = ExitCode(rawValue: 2)

    /// The codes of every other command, as its help lists them.
    static let plainCommandMeanings: [(code: ExitCode, meaning: String)] = [
        (.success, "Done (or help, or the version)."),
        (.usageError, "Usage or input error: the command line was wrong, an input could not be read, or the output could not be written."),
    ]
}
