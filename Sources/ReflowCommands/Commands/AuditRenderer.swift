import Audit
import Findings

/// Prints audit reports: grouped by screen for people, or JSON with a schema version. (The full
/// set of reporters, SARIF and friends, comes with the reporting module.)
enum AuditRenderer {
    /// The JSON schema version of `reflow audit --format json`.
    static let jsonSchemaVersion = 1

    static func text(_ reports: [AuditReport], colour: Bool) -> String {
        func paint(_ text: String, _ code: String) -> String { colour ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }
        var output = ""
        for report in reports {
            let errors = report.findings(atLeast: .error).count
            let summary = report.findings.isEmpty ? "no findings" : "\(report.findings.count) finding\(report.findings.count == 1 ? "" : "s"), \(errors) error\(errors == 1 ? "" : "s")"
            output += paint(report.screenName, "1") + ": " + summary + "\n"
            var fixes: [(String, String)] = []
            for finding in report.findings {
                let severity = finding.severity == .error ? paint("error", "31") : finding.severity == .warning ? paint("warning", "33") : "note"
                output += "  \(severity) [\(finding.checkID)] \(finding.element.label), from \(finding.firstCategory)"
                if finding.device != "iPhone 16" || finding.layoutDirection != "leftToRight" {
                    output += " (\(finding.device)\(finding.layoutDirection == "rightToLeft" ? ", right to left" : ""))"
                }
                output += "\n    \(finding.message)\n"
                if !fixes.contains(where: { $0.0 == finding.checkID }) {
                    fixes.append((finding.checkID, "\(finding.fix) (WCAG \(finding.criterion))"))
                }
            }
            if !fixes.isEmpty {
                output += "  how to fix:\n" + fixes.map { "    [\($0.0)] \($0.1)\n" }.joined()
            }
            for note in report.notes { output += "  note: \(note)\n" }
            output += "\n"
        }
        return output
    }

    static func json(_ reports: [AuditReport]) -> JSONValue {
        .object([
            ("schemaVersion", .number(Double(jsonSchemaVersion))),
            ("findings", .array(reports.flatMap(\.findings).map { finding in
                .object([
                    ("id", .string(finding.checkID)),
                    ("severity", .string(finding.severity.rawValue)),
                    ("message", .string(finding.message)),
                    ("screen", .string(finding.screen)),
                    ("device", .string(finding.device)),
                    ("layoutDirection", .string(finding.layoutDirection)),
                    ("element", .string(finding.element.label)),
                    ("path", .string(finding.element.path)),
                    ("firstSize", .string(finding.firstCategory)),
                    ("sizes", .array(finding.categories.map { .string($0) })),
                    ("measurements", .object(finding.measurements.map { ($0.key, .number($0.value)) })),
                    ("wcag", .string(finding.criterion.number)),
                    ("fix", .string(finding.fix)),
                ])
            })),
            ("notes", .array(reports.flatMap(\.notes).map { .string($0) })),
        ])
    }
}
