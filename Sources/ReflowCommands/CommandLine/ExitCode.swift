/// The process exit status of a run, so scripts can tell "it failed" from "you called it wrong".
///
/// | code | meaning |
/// |---|---|
/// | 0 | ``success``: the command did its work (or printed help or the version) |
/// | 1 | ``failure``: a runtime failure, such as an unreadable file or a failed check |
/// | 2 | ``usageError``: the command line could not be understood; nothing was run |
public struct ExitCode: RawRepresentable, Hashable, Sendable {
    /// The status handed to `exit`.
    public var rawValue: Int32

    /// Wraps a raw status, for commands that need a code beyond the three standard ones.
    public init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// Exit 0: the command did what was asked.
    public static let success = ExitCode(rawValue: 0)
    /// Exit 1: the command line was fine but the work failed.
    public static let failure = ExitCode(rawValue: 1)
    /// Exit 2: the command line was wrong; matches the POSIX utilities' convention.
    public static let usageError = ExitCode(rawValue: 2)
}
