import Findings

/// What a lint run found: the violations to report, notes about files it skipped or could not
/// read, and counts.
public struct LintResult: Hashable, Sendable {
    /// The violations after configuration, suppressions and baseline, in report order.
    public var violations: [RuleViolation]
    /// One line per file skipped or not linted, and about the run as a whole; each names the file.
    public var notes: [String]
    /// How many files the rules read.
    public var filesLinted: Int
    /// How many files were found and read, linted or skipped with a note (generated, binary, huge).
    public var filesRead: Int = 0
    /// How many violations the baseline covered.
    public var baselined: Int
    /// The descriptions of every rule that could report, for reporters and finding conversion.
    public var descriptions: [RuleDescription]
    /// Files and folders that exist but could not be read: the run is incomplete (each is also a note).
    public var unreadable: [UnreadablePath]

    /// A result with every field given.
    public init(
        violations: [RuleViolation], notes: [String], filesLinted: Int, baselined: Int, descriptions: [RuleDescription],
        unreadable: [UnreadablePath] = []
    ) {
        self.unreadable = unreadable
        self.violations = violations
        self.notes = notes
        self.filesLinted = filesLinted
        self.baselined = baselined
        self.descriptions = descriptions
    }

    /// The violations as findings, for the reporters.
    public var findings: [Finding] {
        let byID = Dictionary(descriptions.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return violations.map { $0.finding(description: byID[$0.ruleID]) }
    }

    /// The rules' descriptions in the form reporters read (`ReportInput(checks:)`).
    public var checkDescriptions: [CheckDescription] {
        descriptions.map(\.checkDescription)
    }
}
