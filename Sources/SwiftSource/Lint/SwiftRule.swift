internal import SwiftSyntax
internal import Lint

/// A Swift rule: it describes itself and reads the syntax tree that `SwiftLinter` parsed once.
///
/// Rules are stateless enums, one per file under `Sources/SwiftSource/Lint/Rules/<Framework>/`,
/// listed once in `SwiftRules`. They read the calls, assignments and declarations that one shared
/// walk collected (`SwiftSyntaxContext.index`) instead of walking the tree each, so fourteen rules
/// cost about one walk.
protocol SwiftRule: SendableMetatype {
    /// Its id, summary, rationale, severity, criterion, fix, precision and examples.
    static var description: RuleDescription { get }
    /// Where it matches in the parsed file.
    static func violations(in context: SwiftSyntaxContext) -> [RuleViolation]
}

extension SwiftRule {
    /// A violation of this rule where `node` starts (after its leading trivia), with the severity
    /// that what the text is for proposes (nil: the rule's default).
    static func violation(
        at node: some SyntaxProtocol, in context: SwiftSyntaxContext, _ message: String,
        element: String = "", fix: String? = nil, emphasis: TextEmphasis? = nil
    ) -> RuleViolation {
        var violation = RuleViolation(
            ruleID: description.id, file: context.file.path, position: context.position(of: node),
            message: message, fix: fix, element: element, severity: emphasis?.severity)
        if let place = CodeContext.of(node, path: context.file.path) {
            violation.severityCap = .note
            violation.message += " " + place.reason
        } else if let emphasis, emphasis.severity != description.defaultSeverity {
            violation.message += " " + emphasis.reason
        }
        return violation
    }
}
