/// A check describing itself: what it finds, why it matters, how serious it is by default, the
/// WCAG criterion, the fix, its settings and its examples. Documentation is generated from
/// these values, and the examples are the check's tests.
public struct CheckDescription: Hashable, Sendable {
    /// The id findings carry (`truncated-text`): lowercase words joined by hyphens.
    public var id: String
    /// A short title (`Truncated text`).
    public var name: String
    /// One line: what the check finds.
    public var summary: String
    /// Why it matters to people who enlarge text.
    public var rationale: String
    /// The severity of its findings unless the check or the configuration says otherwise.
    public var defaultSeverity: Severity
    /// The WCAG criterion it relates to.
    public var criterion: WCAGCriterion
    /// What to change.
    public var fix: String
    /// The thresholds it reads, with their defaults.
    public var settings: [CheckSetting]
    /// Screens that must trigger it and screens that must not.
    public var examples: [CheckExample]
    /// Further ids the same check reports, each described on its own
    /// (`truncated-without-ellipsis` under `truncated-text`).
    public var relatedChecks: [CheckDescription]

    /// A description with every field given.
    public init(
        id: String, name: String, summary: String, rationale: String, defaultSeverity: Severity, criterion: WCAGCriterion,
        fix: String, settings: [CheckSetting] = [], examples: [CheckExample] = [], relatedChecks: [CheckDescription] = []
    ) {
        self.id = id
        self.name = name
        self.summary = summary
        self.rationale = rationale
        self.defaultSeverity = defaultSeverity
        self.criterion = criterion
        self.fix = fix
        self.settings = settings
        self.examples = examples
        self.relatedChecks = relatedChecks
    }

    /// Its own id and the ids of its related checks, in that order.
    public var allIDs: [String] { [id] + relatedChecks.flatMap(\.allIDs) }

    /// The description of `id`: itself or one of its related checks.
    public func description(of id: String) -> CheckDescription? {
        if id == self.id { return self }
        for related in relatedChecks {
            if let found = related.description(of: id) { return found }
        }
        return nil
    }
}
