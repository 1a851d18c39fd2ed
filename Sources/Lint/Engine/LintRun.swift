import Foundation

/// One run of a ``LintRunner``, set up once however many files it lints: each language's linter
/// running only the rules the configuration enables, and every rule's description by id. Then
/// each file is linted start to finish.
struct LintRun: Sendable {
    let configuration: LintConfiguration
    /// One linter per language, with only the enabled rules: what they report is not filtered again.
    let linters: [any SourceLinter]
    /// Every rule that may report, the linters' then the engine's, for the run's result.
    let descriptions: [RuleDescription]
    /// The descriptions by id, for severities.
    let byID: [String: RuleDescription]
    /// Every rule id, for suppressions that name one.
    let ids: Set<String>

    init(_ runner: LintRunner) {
        configuration = runner.configuration
        linters = runner.linters.map { $0.enabling(runner.configuration) }
        descriptions = runner.descriptions
        byID = Dictionary(descriptions.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        ids = Set(byID.keys)
    }

    /// One file, start to finish.
    func lint(_ file: LintFile) -> FileOutcome {
        if let reason = GeneratedFileDetector.reason(for: file) {
            // A generated file reports nothing, but the sizes and text styles it declares (a design system's tokens) are
            // the project's.
            var facts = ProjectFacts()
            if RuleLanguage.language(forPath: file.path) == .kotlin, linters.contains(where: { $0.language == .kotlin }) {
                if file.containsBytes(".dp") { facts.composeDpValues = ComposeDeclarations.dpValues(in: file.codeIndex) }
                if file.containsBytes("TextStyle(") { facts.composeTextStyles = ComposeDeclarations.textStyles(in: file.codeIndex) }
            }
            return FileOutcome(violations: [], notes: ["\(file.path): skipped as generated (\(reason))"], linted: false, facts: facts)
        }
        // Value resources show nothing, but their dimensions and styles decide findings in layouts.
        var resourceFacts = ProjectFacts()
        if AndroidResources.isDefaultValues(file.path) { resourceFacts.androidResources = AndroidResources(file.xmlDocument) }
        guard let language = LintRunner.language(of: file, among: linters), let linter = linters.first(where: { $0.language == language })
        else {
            return FileOutcome(
                violations: [], notes: [], linted: false, isUnlintedSwift: file.path.hasSuffix(".swift"), facts: resourceFacts)
        }
        var (found, problems, facts) = linter.lintWithFacts(file, configuration: configuration)
        facts.androidResources = facts.androidResources.merged(with: resourceFacts.androidResources)
        if !problems.isEmpty {
            return FileOutcome(violations: [], notes: problems.map { "\(file.path): not linted: \($0)" }, linted: false)
        }
        // Most files have no suppression; only those that mention the directive are tokenized for comments.
        let suppressions = file.containsBytes(Suppression.directive) ? Suppression.all(in: file, language: language) : []
        var violations = SuppressionFilter.apply(suppressions, to: found, in: file, configuration: configuration, knownRuleIDs: ids)
        for index in violations.indices {
            if let description = byID[violations[index].ruleID] {
                let configured = configuration.severity(of: description, proposed: violations[index].severity)
                violations[index].severity = violations[index].severityCap.map { min(configured, $0) } ?? configured
            }
            violations[index].lineText = file.lineText(violations[index].line).trimmingCharacters(in: .whitespaces)
        }
        return FileOutcome(violations: violations, notes: [], linted: true, facts: facts)
    }

    /// What linting one file gave.
    struct FileOutcome: Sendable {
        var violations: [RuleViolation]
        var notes: [String]
        var linted: Bool
        var isUnlintedSwift = false
        var unreadable: UnreadablePath?
        var facts = ProjectFacts()
    }
}
