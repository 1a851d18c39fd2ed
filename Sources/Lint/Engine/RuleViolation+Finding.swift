import Findings

extension RuleViolation {
    /// The violation as a finding: the rule id as check id, the source location set, and no context
    /// (screen, device, sizes), since a lint finding comes from source text, not from a layout. The
    /// element's path is the reported line's text, which stays the same when code moves.
    public func finding(description: RuleDescription?) -> Finding {
        let label = element.isEmpty ? (description?.name ?? ruleID) : element
        return Finding(
            checkID: ruleID, severity: severity ?? description?.defaultSeverity ?? .warning, message: message,
            element: ElementReference(path: lineText, label: label),
            sourceLocation: FileLocation(file: file, line: line, column: column),
            context: nil, measurements: [],
            criterion: description?.criterion ?? .resizeText, fix: fix ?? description?.fix ?? "")
    }
}
