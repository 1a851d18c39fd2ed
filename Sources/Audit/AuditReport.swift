import Findings

/// What an audit found on one screen, over every device, orientation and direction audited.
public struct AuditReport: Sendable {
    /// The screen's name.
    public var screenName: String
    /// The findings, in report order (`Finding.precedes`).
    public var findings: [Finding]
    /// What could not be audited exactly (a missing font, Android scales not laid out).
    public var notes: [String]

    /// A report of `findings` (sorted here) and `notes`.
    public init(screenName: String, findings: [Finding], notes: [String]) {
        self.screenName = screenName
        self.findings = findings.sortedForReport()
        self.notes = notes
    }

    /// The findings of `checkID`.
    public func findings(of checkID: String) -> [Finding] {
        findings.filter { $0.checkID == checkID }
    }

    /// The findings at `severity` or worse.
    public func findings(atLeast severity: Severity) -> [Finding] {
        findings.filter { $0.severity >= severity }
    }
}
