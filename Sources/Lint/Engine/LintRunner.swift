import Findings
import Dispatch
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
        guard let language = RuleLanguage.language(forPath: file.path) else { return nil }
        if language == .androidXML && !file.text.contains("http://schemas.android.com/apk/res/android") { return nil }
        return linters.contains { $0.language == language } ? language : nil
    }

    /// The violations in one file, with suppressions applied and severities and line texts set
    /// (the baseline is not applied: it is about a whole run).
    public func violations(in file: LintFile) -> [RuleViolation] {
        let outcome = lint(file, rules: RuleIndex(descriptions))
        return Self.resolvingProjectFacts(outcome.violations, facts: outcome.facts)
    }

    /// Lints `paths` (relative to `root`, or absolute), and every file under a directory among them.
    public func lint(paths: [String], root: String) -> LintResult {
        var notes: [String] = []
        var files: [String] = []
        var unreadable: [UnreadablePath] = []
        for path in paths {
            var configuration = self.configuration
            configuration.includePaths = [path]
            let found = FileDiscovery.files(root: root, configuration: configuration)
            files += found.paths
            notes += found.notes
            unreadable += found.unreadable
        }
        return lint(relativePaths: Array(Set(files)).sorted(), root: root, notes: notes, unreadable: unreadable)
    }

    /// Lints the configuration's include paths under `root` (the whole root when there are none).
    public func lint(root: String) -> LintResult {
        let found = FileDiscovery.files(root: root, configuration: configuration)
        return lint(relativePaths: found.paths, root: root, notes: found.notes, unreadable: found.unreadable)
    }

    /// Lints files already in memory (tests, editors).
    public func lint(files: [LintFile]) -> LintResult {
        let rules = RuleIndex(descriptions)
        let outcomes = parallelMap(files) { lint($0, rules: rules) }
        return finish(outcomes, notes: [], unreadable: [])
    }

    private func lint(relativePaths: [String], root: String, notes: [String], unreadable: [UnreadablePath]) -> LintResult {
        let rules = RuleIndex(descriptions)
        let outcomes = parallelMap(relativePaths) { path -> FileOutcome in
            let absolute = path.hasPrefix("/") ? path : (root as NSString).appendingPathComponent(path)
            switch SourceFileReader.read(absolute, reportedAs: path, maximumSize: configuration.maximumFileSize) {
            case .file(let file): return CrashReport.working(on: path) { lint(file, rules: rules) }
            case .skipped(let note): return FileOutcome(violations: [], notes: [note], linted: false)
            case .unreadable(let path): return FileOutcome(violations: [], notes: [], linted: false, unreadable: path)
            }
        }
        return finish(outcomes, notes: notes, unreadable: unreadable)
    }

    private func finish(_ outcomes: [FileOutcome], notes: [String], unreadable: [UnreadablePath]) -> LintResult {
        var violations = outcomes.flatMap(\.violations)
        violations = Self.resolvingProjectFacts(violations, facts: ProjectFacts.merged(outcomes.map(\.facts)))
        var covered = 0
        if let baseline {
            (violations, covered) = baseline.filter(violations)
        }
        let unreadable = unreadable + outcomes.compactMap(\.unreadable)
        var allNotes = notes + unreadable.map(\.description) + outcomes.flatMap(\.notes)
        let skippedSwift = outcomes.filter(\.isUnlintedSwift).count
        if skippedSwift > 0 { allNotes.append("\(Wording.counted(skippedSwift, "Swift file")) not linted: no Swift rules are loaded") }
        var result = LintResult(violations: violations.sorted(by: RuleViolation.precedes), notes: allNotes,
                                filesLinted: outcomes.filter(\.linted).count, baselined: covered, descriptions: descriptions, unreadable: unreadable)
        result.filesRead = outcomes.filter { $0.unreadable == nil }.count
        return result
    }

    /// `violations` as the whole project decides them (``ProjectCondition``): without those about a
    /// component the linted files show inside something that scrolls, with a call of a project helper kept
    /// only when the helper builds a fixed font, and without findings on text that never scales.
    private static func resolvingProjectFacts(_ violations: [RuleViolation], facts: ProjectFacts) -> [RuleViolation] {
        guard violations.contains(where: { !$0.conditions.isEmpty }) else { return violations }
        let scrolled = ComponentUse.scrolledComponents(facts.uses)
        let helpers = facts.fixedFontHelpers
        return violations.compactMap { violation in
            violation.conditions.reduce(Optional(violation)) { kept, condition in
                kept.flatMap { condition.resolve($0, scrolled: scrolled, helpers: helpers, facts: facts) }
            }
        }
    }

    /// One file, start to finish.
    private func lint(_ file: LintFile, rules: RuleIndex) -> FileOutcome {
        if let reason = GeneratedFileDetector.reason(for: file) {
            return FileOutcome(violations: [], notes: ["\(file.path): skipped as generated (\(reason))"], linted: false)
        }
        // Value resources show nothing, but their dimensions and styles decide findings in layouts.
        var resourceFacts = ProjectFacts()
        if AndroidResources.isDefaultValues(file.path) { resourceFacts.androidResources = AndroidResources(file.xmlDocument) }
        guard let language = language(of: file), let linter = linters.first(where: { $0.language == language }) else {
            return FileOutcome(violations: [], notes: [], linted: false, isUnlintedSwift: file.path.hasSuffix(".swift"), facts: resourceFacts)
        }
        var (all, problems, facts) = linter.lintWithFacts(file, configuration: configuration)
        facts.androidResources = facts.androidResources.merged(with: resourceFacts.androidResources)
        if !problems.isEmpty {
            return FileOutcome(violations: [], notes: problems.map { "\(file.path): not linted: \($0)" }, linted: false)
        }
        let found = all.filter { configuration.isEnabled($0.ruleID) }
        // Most files have no suppression; only those that mention the directive are tokenized for comments.
        let suppressions = file.containsBytes(Suppression.directive) ? Suppression.all(in: file, language: language) : []
        var violations = SuppressionFilter.apply(suppressions, to: found, in: file,
                                                 configuration: configuration, knownRuleIDs: rules.ids)
        for index in violations.indices {
            if let description = rules.byID[violations[index].ruleID] {
                let configured = configuration.severity(of: description, proposed: violations[index].severity)
                violations[index].severity = violations[index].severityCap.map { min(configured, $0) } ?? configured
            }
            violations[index].lineText = file.lineText(violations[index].line).trimmingCharacters(in: .whitespaces)
        }
        return FileOutcome(violations: violations, notes: [], linted: true, facts: facts)
    }

    /// `transform` over `items` on every core, on large-stack threads (parsers recurse deeply);
    /// results in the order of `items`.
    private func parallelMap<Item: Sendable>(_ items: [Item], _ transform: @escaping @Sendable (Item) -> FileOutcome) -> [FileOutcome] {
        LargeStackThreads.map(items, transform)
    }

    /// The rules' descriptions by id, made once per run rather than once per file.
    private struct RuleIndex: Sendable {
        let byID: [String: RuleDescription]
        let ids: Set<String>

        init(_ descriptions: [RuleDescription]) {
            byID = Dictionary(descriptions.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            ids = Set(byID.keys)
        }
    }

    /// What linting one file gave.
    private struct FileOutcome: Sendable {
        var violations: [RuleViolation]
        var notes: [String]
        var linted: Bool
        var isUnlintedSwift = false
        var unreadable: UnreadablePath?
        var facts = ProjectFacts()
    }
}
