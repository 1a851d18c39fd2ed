import Findings

/// Findings as compiler diagnostics, one line each, which Xcode (in a Run Script build phase) and
/// most editors' problem matchers turn into inline issues:
///
/// ```
/// Sources/App/Checkout.swift:42:13: error: Text "€199.00" needs 48 pt … (checkout-before on iPhone 16, from accessibility3) [clipped-text]
/// warning: Button "Pay" reaches 15.83 pt below the safe area … (checkout-before on iPhone 16, from accessibility4) [unreachable-action]
/// ```
///
/// A finding without a source location is printed without a path, starting with its severity:
/// Xcode lists such lines as issues that are not attached to a file, and matchers that need
/// `file:line:col` skip them rather than open a file that does not exist. Line breaks in
/// messages become spaces, since each diagnostic must be one line. A lint finding has no screen,
/// so its diagnostic has no parenthesised context. The audit's notes are not
/// printed (they are not about the code).
public enum XcodeReporter {
    /// One diagnostic line per finding, in report order.
    public static func report(_ input: ReportInput) -> String {
        input.findings.map(line).joined()
    }

    /// `path:line:col: severity: message (context) [check-id]`, or without the path and position.
    static func line(_ finding: Finding) -> String {
        let context = ReportWording.context(of: finding)
        let diagnostic =
            "\(finding.severity.rawValue): \(ReportWording.singleLine(finding.message)) "
            + (context.isEmpty ? "" : "(\(ReportWording.singleLine(context))) ") + "[\(finding.checkID)]\n"
        guard let location = finding.sourceLocation else { return diagnostic }
        return "\(ReportWording.singleLine(location.file)):\(location.line):\(location.column): " + diagnostic
    }
}
