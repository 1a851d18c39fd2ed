import Dispatch
import Findings
import TextMeasurement
import Foundation

/// Lints files: picks each file's linter by language, runs it, applies suppressions, severities
/// and the baseline, and collects notes about files it skipped. Files are linted in parallel on
/// every core; the result is in the same order whatever the scheduling.
public struct LintRunner: Sendable {
    /// What to lint and how.
    public var configuration: LintConfiguration
    /// One linter per language; `SwiftSource` adds its own for Swift.
    public var linters: [any SourceLinter]
    /// Known violations not to report.
    public var baseline: Baseline?
    /// Measures text where a rule needs its width (a Flutter row at the largest size); without one, widths are
    /// estimated from the kinds of characters. `Checking` gives a HarfBuzz measurer.
    public var textMeasurer: (any TextMeasuring)?

    /// A runner with `configuration`, the built-in linters plus any `additionalLinters`, and an
    /// optional baseline. A linter in `additionalLinters` replaces a built-in one of its language.
    public init(configuration: LintConfiguration = .default, additionalLinters: [any SourceLinter] = [], baseline: Baseline? = nil) {
        self.configuration = configuration
        let replaced = Set(additionalLinters.map(\.language))
        self.linters = LintRules.linters.filter { !replaced.contains($0.language) } + additionalLinters
        self.baseline = baseline
    }

    /// Every rule that may report: the linters' rules, then the engine's.
    public var descriptions: [RuleDescription] {
        linters.flatMap(\.descriptions) + LintRules.engine
    }

    /// The language `file` is linted as, or nil when no linter reads it (an `.xml` file without
    /// the Android namespace, a Swift file with no Swift linter).
    public func language(of file: LintFile) -> RuleLanguage? {
        Self.language(of: file, among: linters)
    }

    /// The language `file` is linted as by one of `linters`.
    static func language(of file: LintFile, among linters: [any SourceLinter]) -> RuleLanguage? {
        guard let language = RuleLanguage.language(forPath: file.path) else { return nil }
        if language == .androidXML && !file.text.contains("http://schemas.android.com/apk/res/android") { return nil }
        return linters.contains { $0.language == language } ? language : nil
    }

    /// The violations in one file, with suppressions applied and severities and line texts set
    /// (the baseline is not applied: it is about a whole run).
    public func violations(in file: LintFile) -> [RuleViolation] {
        let outcome = LintRun(self).lint(file)
        var facts = outcome.facts
        facts.flutterText = FlutterTextContext(
            root: nil, measurer: textMeasurer,
            keys: FlutterTextContext.translationKeys(in: outcome.violations, arguments: facts.flutterArguments))
        return Self.resolvingProjectFacts(outcome.violations, facts: facts)
    }

    /// Lints `paths` (relative to `root`, or absolute), and every file under a directory among them;
    /// with no paths, the configuration's include paths (the whole root when there are none).
    public func lint(paths: [String], root: String) -> LintResult {
        lint(FileDiscovery.files(paths: paths, root: root, configuration: configuration), root: root)
    }

    /// Lints the configuration's include paths under `root` (the whole root when there are none).
    public func lint(root: String) -> LintResult {
        lint(FileDiscovery.files(root: root, configuration: configuration), root: root)
    }

    /// Lints files already in memory (tests, editors).
    public func lint(files: [LintFile]) -> LintResult {
        let run = LintRun(self)
        return finish(LargeStackThreads.map(files) { run.lint($0) }, run: run, root: nil, notes: [], unreadable: [])
    }

    /// Lints the files discovery found (relative to `root`, or absolute), keeping its notes and the
    /// folders it could not read. With `progress`, files go in batches (about twenty, of at least
    /// 200 files) and each batch ends with how many files the rules read so far and what they found;
    /// project-wide facts are still resolved over the whole run.
    public func lint(
        _ found: FileDiscovery.Found, root: String,
        progress: (@Sendable (_ filesLinted: Int, _ violations: Int) -> Void)? = nil
    ) -> LintResult {
        let run = LintRun(self)
        let paths = found.paths
        let size = progress == nil ? max(1, paths.count) : max(200, (paths.count + 19) / 20)
        var outcomes: [LintRun.FileOutcome] = []
        for start in stride(from: 0, to: paths.count, by: size) {
            outcomes += LargeStackThreads.map(Array(paths[start..<min(start + size, paths.count)])) { path -> LintRun.FileOutcome in
                let absolute = path.hasPrefix("/") ? path : (root as NSString).appendingPathComponent(path)
                switch SourceFileReader.read(absolute, reportedAs: path, maximumSize: configuration.maximumFileSize) {
                case .file(let file): return CrashReport.working(on: path) { run.lint(file) }
                case .skipped(let note): return LintRun.FileOutcome(violations: [], notes: [note], linted: false)
                case .unreadable(let path): return LintRun.FileOutcome(violations: [], notes: [], linted: false, unreadable: path)
                }
            }
            if size < paths.count { progress?(outcomes.filter(\.linted).count, outcomes.reduce(0) { $0 + $1.violations.count }) }
        }
        return finish(outcomes, run: run, root: root, notes: found.notes, unreadable: found.unreadable)
    }

    private func finish(
        _ outcomes: [LintRun.FileOutcome], run: LintRun, root: String?, notes: [String], unreadable: [UnreadablePath]
    ) -> LintResult {
        var violations = outcomes.flatMap(\.violations)
        var facts = ProjectFacts.merged(outcomes.map(\.facts))
        facts.flutterText = FlutterTextContext(
            root: root, measurer: textMeasurer,
            keys: FlutterTextContext.translationKeys(in: violations, arguments: facts.flutterArguments))
        violations = Self.resolvingProjectFacts(violations, facts: facts)
        var covered = 0
        if let baseline {
            (violations, covered) = baseline.filter(violations)
        }
        let unreadable = unreadable + outcomes.compactMap(\.unreadable)
        var allNotes = notes + unreadable.map(\.description) + outcomes.flatMap(\.notes)
        let skippedSwift = outcomes.filter(\.isUnlintedSwift).count
        if skippedSwift > 0 { allNotes.append("\(Wording.counted(skippedSwift, "Swift file")) not linted: no Swift rules are loaded") }
        var result = LintResult(
            violations: violations.sorted(by: RuleViolation.precedes), notes: allNotes,
            filesLinted: outcomes.filter(\.linted).count, baselined: covered, descriptions: run.descriptions, unreadable: unreadable)
        result.filesRead = outcomes.filter { $0.unreadable == nil }.count
        return result
    }

    /// `violations` as the whole project decides them (``ProjectCondition``): without those about a
    /// component the linted files show inside something that scrolls, with a call of a project helper kept
    /// only when the helper builds a fixed font, and without findings on text that never scales.
    private static func resolvingProjectFacts(_ violations: [RuleViolation], facts: ProjectFacts) -> [RuleViolation] {
        guard violations.contains(where: { !$0.conditions.isEmpty }) else { return violations }
        var facts = facts
        facts.nonScalingTextComponents = facts.nonScalingClosure
        let scrolled = ComponentUse.scrolledComponents(facts.uses)
        let helpers = facts.fixedFontHelpers
        return violations.compactMap { violation in
            violation.conditions.reduce(Optional(violation)) { kept, condition in
                kept.flatMap { condition.resolve($0, scrolled: scrolled, helpers: helpers, facts: facts) }
            }
        }
    }
}
