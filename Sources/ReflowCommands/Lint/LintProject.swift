import Findings
import Foundation
import Lint
import ReflowCommandLine

/// Runs the linter over the paths of one `reflow lint` invocation: finds the files, lints them in
/// batches when progress is shown, reports paths relative to the current folder, applies the baseline.
struct LintProject: Sendable {
    /// The configuration, baseline and rules.
    let settings: LintSettings
    /// The absolute folder paths are reported relative to and the configuration's paths start from.
    let root: String

    /// Lints `paths` (the configuration's include paths, or the root, when empty).
    func lint(paths: [String], applyingBaseline: Bool, progress: (@Sendable (String) -> Void)?) -> LintResult {
        let (files, notes, unreadableFolders) = discover(paths)
        let runner = LintSettings.runner(configuration: settings.configuration)
        let size = batchSize(files.count)
        let batches = progress == nil ? [files] : stride(from: 0, to: files.count, by: size).map { Array(files[$0..<min($0 + size, files.count)]) }
        progress?("linting \(Wording.counted(files.count, "file"))")
        var violations: [RuleViolation] = []
        var allNotes = notes + unreadableFolders.map(\.description)
        var unreadable = unreadableFolders
        var linted = 0
        var read = 0
        for batch in batches where !batch.isEmpty {
            // Files outside the root are linted from `/` and reported by their absolute paths.
            let inside = batch.filter { !$0.hasPrefix("/") }, outside = batch.filter { $0.hasPrefix("/") }
            for (group, groupRoot) in [(inside, root), (outside, "/")] where !group.isEmpty {
                let result = runner.lint(paths: group, root: groupRoot)
                violations += result.violations
                allNotes += result.notes
                unreadable += result.unreadable
                linted += result.filesLinted
                read += result.filesRead
            }
            if batches.count > 1 { progress?("\(linted) of \(files.count) files linted, \(violations.count) violations so far") }
        }
        var covered = 0
        if applyingBaseline, let baseline = settings.baseline {
            (violations, covered) = baseline.filter(violations)
        }
        var result = LintResult(violations: violations.sorted(by: RuleViolation.precedes), notes: allNotes, filesLinted: linted,
                                baselined: covered, descriptions: runner.descriptions, unreadable: unreadable)
        result.filesRead = read
        return result
    }

    /// The files to lint, relative to the root when under it, else absolute; notes on missing paths; folders that could not be listed.
    private func discover(_ paths: [String]) -> (files: [String], notes: [String], unreadable: [UnreadablePath]) {
        if paths.isEmpty {
            let found = FileDiscovery.files(root: root, configuration: settings.configuration)
            return (found.paths, found.notes, found.unreadable)
        }
        var files: [String] = []
        var notes: [String] = []
        var unreadable: [UnreadablePath] = []
        for path in paths {
            let shown = reported(absolute(path))
            var configuration = settings.configuration
            if shown.hasPrefix("/") {
                configuration.includePaths = [String(shown.dropFirst())]
                let found = FileDiscovery.files(root: "/", configuration: configuration)
                files += found.paths.map { "/" + $0 }
                notes += found.notes
                unreadable += found.unreadable.map { UnreadablePath(path: $0.path.hasPrefix("/") ? $0.path : "/" + $0.path, reason: $0.reason) }
            } else {
                configuration.includePaths = [shown]
                let found = FileDiscovery.files(root: root, configuration: configuration)
                files += found.paths
                notes += found.notes
                unreadable += found.unreadable
            }
        }
        var seen = Set<String>()
        return (files.filter { seen.insert($0).inserted }.sorted(), notes, unreadable)
    }

    /// `path` made absolute against the root, with `.` and `..` resolved.
    private func absolute(_ path: String) -> String {
        Self.absolute(path, root: root)
    }

    /// `path` made absolute against `root`, with `.` and `..` resolved, to compare paths given differently.
    static func absolute(_ path: String, root: String) -> String {
        ((path.hasPrefix("/") ? path : (root as NSString).appendingPathComponent(path)) as NSString).standardizingPath
    }

    /// An absolute path relative to the root when it is under it (empty for the root itself).
    private func reported(_ absolute: String) -> String {
        let base = root.hasSuffix("/") ? root : root + "/"
        if absolute == root || absolute + "/" == base { return "" }
        return absolute.hasPrefix(base) ? String(absolute.dropFirst(base.count)) : absolute
    }

    /// Files per batch: about twenty progress lines, at least 200 files each so the cores stay busy.
    private func batchSize(_ count: Int) -> Int {
        max(200, (count + 19) / 20)
    }
}
