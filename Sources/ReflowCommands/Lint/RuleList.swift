import Findings
import Lint
import ReflowCommandLine

/// The table `reflow lint --list-rules` prints: every rule's id, language, severity and summary.
enum RuleList {
    /// One row per rule in reference order; rules the configuration turns off say so.
    static func rendered(_ descriptions: [RuleDescription], configuration: LintConfiguration) -> String {
        let sorted = descriptions.enumerated().sorted { lhs, rhs in
            let left = lhs.element.language.map { RuleLanguage.allCases.firstIndex(of: $0)! } ?? RuleLanguage.allCases.count
            let right = rhs.element.language.map { RuleLanguage.allCases.firstIndex(of: $0)! } ?? RuleLanguage.allCases.count
            return (left, lhs.offset) < (right, rhs.offset)
        }.map(\.element)
        let rows = sorted.map { description in
            [
                description.id, description.language?.displayName ?? "every language",
                configuration.isEnabled(description.id) ? configuration.severity(of: description).rawValue : "off",
                description.name,
            ]
        }
        return TextTable(header: ["rule", "language", "severity", "name"], rows: rows).rendered()
            + "\n\(descriptions.count) rules; Documentation/Rules.md explains each.\n"
    }
}
