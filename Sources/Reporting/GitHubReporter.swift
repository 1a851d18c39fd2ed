import Findings

/// Findings as GitHub Actions workflow commands, which the runner turns into annotations on the
/// run and, for findings with a source location, on the pull request's diff:
///
/// ```
/// ::error file=Sources/App/Checkout.swift,line=42,col=13,title=Clipped text%3A Text "€199.00"::Text "€199.00" needs …
/// ```
///
/// `error` and `warning` keep their names; `note` becomes GitHub's `notice`. Without a source
/// location `file`, `line` and `col` are left out and the annotation belongs to the run. The
/// message's second line says where (screen, device, sizes), its third how to fix it, with the
/// WCAG criterion. Escaping follows the runner: in property values `%`, `\r`, `\n`, `:` and `,`
/// become `%25`, `%0D`, `%0A`, `%3A` and `%2C`; in the message `%`, `\r` and `\n`. Every line
/// break is written as `%0A`; control characters other than tab become U+FFFD.
///
/// GitHub shows at most 10 error and 10 warning annotations per step; use SARIF and code
/// scanning for long lists.
public enum GitHubReporter {
    /// One workflow command per finding, in report order.
    public static func report(_ input: ReportInput) -> String {
        let names = Dictionary(input.rules.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        return input.findings.map { command($0, ruleName: names[$0.checkID] ?? $0.checkID) }.joined()
    }

    /// `::level properties::message` for one finding.
    static func command(_ finding: Finding, ruleName: String) -> String {
        var properties: [(String, String)] = []
        if let location = finding.sourceLocation {
            properties += [("file", location.file), ("line", String(location.line)), ("col", String(location.column))]
        }
        properties.append(("title", finding.element.label == ruleName ? ruleName : "\(ruleName): \(finding.element.label)"))
        let context = ReportWording.context(of: finding)
        let message = """
            \(finding.message)
            \(context.isEmpty ? "" : context + " ")[\(finding.checkID)]
            Fix: \(finding.fix) (WCAG \(finding.criterion.number) \(finding.criterion.title): \(finding.criterion.url))
            """
        let list = properties.map { "\($0.0)=\(escapeProperty($0.1))" }.joined(separator: ",")
        return "::\(level(of: finding.severity)) \(list)::\(escapeData(message))\n"
    }

    /// GitHub's name for the severity: `error`, `warning` or `notice`.
    static func level(of severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
    }

    /// A message escaped for a workflow command: `%`, `\r` and `\n`; line breaks become `\n` first
    /// and other control characters (which the runner would print raw into the log) U+FFFD.
    static func escapeData(_ text: String) -> String {
        var result = ""
        for scalar in ReportWording.keepingLineBreaks(text).unicodeScalars {
            switch scalar {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A property value escaped for a workflow command: the message's escapes plus `:` and `,`.
    static func escapeProperty(_ text: String) -> String {
        var result = ""
        for scalar in escapeData(text).unicodeScalars {
            switch scalar {
            case ":": result += "%3A"
            case ",": result += "%2C"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
