import Foundation
import Lint
import ReflowCommandLine

/// Writes baseline and report files whole or not at all; a path that cannot be written is a usage error.
public enum BaselineWriter {
    /// Writes the baseline of every violation in `result` to `path`.
    public static func write(_ result: LintResult, to path: String) throws {
        try writeFile(Baseline(violations: result.violations).encoded(), to: path, argument: "--write-baseline")
    }

    /// Writes `data` to `path` through a temporary sibling, so a failure leaves nothing half-written
    /// (see ``OutputFile``).
    public static func writeFile(_ data: Data, to path: String, argument: String) throws {
        try OutputFile(path: path, argument: argument).write(data)
    }
}
