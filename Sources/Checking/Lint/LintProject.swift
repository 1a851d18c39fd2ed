import Findings
import Lint
import ReflowCommandLine
import SwiftSource

/// Runs the linter over the paths of one `reflow lint` invocation: finds the files once, lints
/// them (in batches when progress is shown), reports paths relative to the current folder, and
/// applies the baseline.
public struct LintProject: Sendable {
    /// The configuration, baseline and rules.
    public let settings: LintSettings
    /// The absolute folder paths are reported relative to and the configuration's paths start from.
    public let root: String

    /// A project linted with `settings`, its paths relative to `root`.
    public init(settings: LintSettings, root: String) {
        self.settings = settings
        self.root = root
    }

    /// Lints `paths` (the configuration's include paths, or the root, when empty), but for the files
    /// `leavingOut` names (relative to `root` or absolute).
    public func lint(
        paths: [String], applyingBaseline: Bool, parsed: ParsedSwiftFiles? = nil, leavingOut: [String] = [],
        progress: (@Sendable (String) -> Void)?
    ) -> LintResult {
        var found = FileDiscovery.files(paths: paths, root: root, configuration: settings.configuration)
        if !leavingOut.isEmpty {
            let left = Set(leavingOut.map { FileDiscovery.absolute($0, root: root) })
            found.paths.removeAll { left.contains(FileDiscovery.absolute($0, root: root)) }
        }
        let runner = LintSettings.runner(
            configuration: settings.configuration, baseline: applyingBaseline ? settings.baseline : nil, parsed: parsed)
        let count = found.paths.count
        progress?("linting \(Wording.counted(count, "file"))")
        var batchProgress: (@Sendable (Int, Int) -> Void)?
        if let progress {
            batchProgress = { linted, violations in progress("\(linted) of \(count) files linted, \(violations) violations so far") }
        }
        return runner.lint(found, root: root, progress: batchProgress)
    }

    /// `path` made absolute against `root`, with `.` and `..` resolved: how `reflow check` matches the
    /// folders it could not read with those lint could not.
    public static func absolute(_ path: String, root: String) -> String {
        FileDiscovery.absolute(path, root: root)
    }
}
