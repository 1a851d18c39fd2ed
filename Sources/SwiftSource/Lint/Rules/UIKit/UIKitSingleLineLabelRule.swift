internal import SwiftSyntax
internal import Lint

/// `numberOfLines = 1` on a label people must read.
enum UIKitSingleLineLabelRule: SwiftRule {
    static let description = RuleDescription(
        id: "uikit-single-line-label",
        name: "Single-line label",
        summary: "`numberOfLines = 1` on a label truncates its text at large text sizes.",
        rationale: """
            One line holds a few words at the largest sizes; the rest becomes an ellipsis. Names, prices, addresses and \
            errors become unreadable for exactly the people who enlarged them.
            """,
        defaultSeverity: .warning,
        language: .swift,
        criterion: .resizeText,
        fix: "Set `numberOfLines = 0` and let the layout grow; keep one line only in chrome, with the Large Content Viewer.",
        precision: """
            Reports `x.numberOfLines = 1` and `x.textContainer.maximumNumberOfLines = 1` with a literal 1 (UILabel's \
            default is already 1, so a label that never sets it truncates too and is not reported). Not reported when the \
            variable's name reads as chrome (`badge`, `tabBar`, `tabItem`, `navigation`, `toolbar`, `chip`).
            """,
        examples: [
            RuleExample(
                """
                addressLabel.↓numberOfLines = 1
                self.errorLabel.↓numberOfLines = 1
                """),
            RuleExample(
                """
                addressLabel.numberOfLines = 0
                cartBadgeLabel.numberOfLines = 1
                """, explanation: "Unlimited lines, and a badge."),
        ])

    static func violations(in context: SwiftSyntaxContext) -> [RuleViolation] {
        context.index.assignments.compactMap { assignment in
            guard let member = assignment.target.as(MemberAccessExprSyntax.self), member.base != nil,
                ["numberOfLines", "maximumNumberOfLines"].contains(member.declName.baseName.text),
                assignment.value.numberLiteral == 1
            else { return nil }
            let name = assignment.target.rootName ?? "label"
            guard !UIKitViews.namesChrome(name) else { return nil }
            return violation(
                at: member.declName, in: context, "`\(name)` is limited to one line and truncates at large text sizes.",
                element: name)
        }
    }
}
