/// The output formats, by the names `--format` takes, each backed by one reporter.
public enum ReportFormat: String, CaseIterable, Hashable, Sendable {
    /// `TextReporter`: grouped by screen, for people at a terminal.
    case text
    /// `XcodeReporter`: `path:line:col: severity: message [check-id]`.
    case xcode
    /// `JSONReporter`: the stable machine interface, with a schema version.
    case json
    /// `SARIFReporter`: SARIF 2.1.0, for GitHub code scanning.
    case sarif
    /// `GitHubReporter`: GitHub Actions workflow-command annotations.
    case github

    /// The report of `input` in this format; `colour` only affects `text`.
    public func report(_ input: ReportInput, colour: Bool = false) -> String {
        switch self {
        case .text: TextReporter.report(input, colour: colour)
        case .xcode: XcodeReporter.report(input)
        case .json: JSONReporter.report(input)
        case .sarif: SARIFReporter.report(input)
        case .github: GitHubReporter.report(input)
        }
    }
}
