internal import SwiftSyntax
internal import Lint

/// A height constraint with a constant on a label or text view: the text outgrows it.
enum UIKitFixedHeightTextRule: SwiftRule {
    static let description = RuleDescription(
        id: "uikit-fixed-height-text",
        name: "Fixed height constraint on text",
        summary:
            "`heightAnchor.constraint(equalToConstant:)` (or `lessThanOrEqualToConstant:`) on a label, button, text view or text field.",
        rationale: """
            Text at the largest sizes is about three times as tall as at the default. A constant height keeps the view at \
            its design height, so the text is clipped or truncated however well its font scales.
            """,
        defaultSeverity: .error,
        language: .swift,
        criterion: .resizeText,
        fix:
            "Use `heightAnchor.constraint(greaterThanOrEqualToConstant:)` so the view can grow, and let intrinsic content size do the rest.",
        precision: """
            The constrained view is a text view when its variable is created as or annotated with `UILabel`, `UIButton`, \
            `UITextView` or `UITextField` in the same file, or its name ends in `label`, `textView`, `button` or `field`. \
            A text view reached through another expression is not seen.
            """,
        examples: [
            RuleExample(
                """
                let totalLabel = UILabel()
                NSLayoutConstraint.activate([
                    totalLabel.↓heightAnchor.constraint(equalToConstant: 44),
                    payButton.↓heightAnchor.constraint(lessThanOrEqualToConstant: 50),
                ])
                """),
            RuleExample(
                """
                totalLabel.heightAnchor.constraint(greaterThanOrEqualToConstant: 44).isActive = true
                avatarView.heightAnchor.constraint(equalToConstant: 44).isActive = true
                """, explanation: "A minimum height, and an image view."),
        ])

    static func violations(in context: SwiftSyntaxContext) -> [RuleViolation] {
        var textNames: Set<String>?
        return context.index.calls.compactMap { call in
            guard call.calledName == "constraint",
                let constant = call.argument("equalToConstant") ?? call.argument("lessThanOrEqualToConstant"),
                let anchor = call.memberBase?.as(MemberAccessExprSyntax.self), anchor.declName.baseName.text == "heightAnchor",
                let name = anchor.base?.rootName
            else { return nil }
            let names = textNames ?? UIKitViews.textViewNames(in: context.index)
            textNames = names
            guard names.contains(name) || UIKitViews.namesTextView(name) else { return nil }
            return violation(
                at: anchor.declName, in: context,
                "`\(name)` is held at a height of \(constant.trimmedText) pt, which clips its text when it grows.",
                element: name, fix: "Use `\(name).heightAnchor.constraint(greaterThanOrEqualToConstant: \(constant.trimmedText))`.")
        }
    }
}
