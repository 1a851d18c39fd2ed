import Findings

/// A lint rule describing itself: what it finds, why it matters, how serious it is by default, the
/// language it reads, the WCAG criterion, the fix, how precise it can be, and its examples.
///
/// The rule reference (`Documentation/Rules.md`) is generated from these values and the examples
/// are the rule's tests, so a rule's documentation cannot drift from what it does.
public struct RuleDescription: Hashable, Sendable {
    /// The id violations carry (`ib-fixed-font-size`): lowercase words joined by hyphens.
    public var id: String
    /// A short title (`Fixed font size in Interface Builder`).
    public var name: String
    /// One line: what the rule finds.
    public var summary: String
    /// Why it matters to people who enlarge text.
    public var rationale: String
    /// The severity of its violations unless the configuration says otherwise.
    public var defaultSeverity: Severity
    /// The source it reads; nil for the engine's own rules, which apply to every language.
    public var language: RuleLanguage?
    /// The WCAG criterion it protects.
    public var criterion: WCAGCriterion
    /// What to change.
    public var fix: String
    /// What the rule cannot see (a tokenizer is not a type checker): its known misses and false alarms.
    public var precision: String
    /// Sources that must trigger it at the marked positions, and sources that must not.
    public var examples: [RuleExample]

    /// A description with every field given.
    public init(
        id: String, name: String, summary: String, rationale: String, defaultSeverity: Severity, language: RuleLanguage?,
        criterion: WCAGCriterion, fix: String, precision: String, examples: [RuleExample]
    ) {
        self.id = id
        self.name = name
        self.summary = summary
        self.rationale = rationale
        self.defaultSeverity = defaultSeverity
        self.language = language
        self.criterion = criterion
        self.fix = fix
        self.precision = precision
        self.examples = examples
    }

    /// The platform it protects (`iOS`, `Android`), or `every language` for the engine's rules.
    public var platform: String { language?.platform ?? "every language" }

    /// The same description in the form reporters read, for `ReportInput(checks:)`.
    public var checkDescription: CheckDescription {
        CheckDescription(
            id: id, name: name, summary: summary, rationale: rationale, defaultSeverity: defaultSeverity,
            criterion: criterion, fix: fix)
    }
}
