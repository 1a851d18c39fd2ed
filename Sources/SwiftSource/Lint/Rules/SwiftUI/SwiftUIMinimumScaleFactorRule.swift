internal import SwiftSyntax
internal import Lint

/// `.minimumScaleFactor` on body text: SwiftUI shrinks the enlarged text back down to fit.
enum SwiftUIMinimumScaleFactorRule: SwiftRule {
    static let description = RuleDescription(
        id: "swiftui-minimum-scale-factor",
        name: "Text shrunk to fit",
        summary: "`.minimumScaleFactor(_:)` below 1 on body text shrinks the reader's enlarged text back down.",
        rationale: """
            With a minimum scale factor, text that does not fit is drawn smaller, down to that fraction. At large sizes \
            that is exactly what happens: someone who chose 200 % text gets it shrunk back towards the default, often \
            with a fixed frame or a line limit hiding the real problem.
            """,
        defaultSeverity: .warning,
        language: .swift,
        criterion: .resizeText,
        fix: "Let the text wrap (remove the line limit or fixed frame) instead of shrinking it; keep shrinking for chrome only.",
        precision: """
            Reports a literal factor below 1, or a factor given as a variable. Not reported in chrome (tab items, toolbars, \
            navigation titles, segmented pickers) or on `Text`/`Label` of a literal of one word of at most 15 characters.
            """,
        examples: [
            RuleExample("""
                Text(account.balance)
                    .lineLimit(1)
                    .↓minimumScaleFactor(0.5)
                """),
            RuleExample("""
                Text("Balance").minimumScaleFactor(0.8)
                Text(account.balance).minimumScaleFactor(1)
                """, explanation: "A one-word label, and a factor of 1 (no shrinking)."),
        ])

    static func violations(in context: SwiftSyntaxContext) -> [RuleViolation] {
        context.index.calls.compactMap { call in
            guard call.calledName == "minimumScaleFactor", call.memberBase != nil, let factor = call.firstUnlabeledArgument,
                  (factor.numberLiteral ?? 0) < 1, SwiftUIHeuristics.isBodyText(modifiedBy: call) else { return nil }
            return violation(at: call.nameNode, in: context,
                             "This text shrinks to \(factor.trimmedDescription) of its size when it does not fit, undoing the reader's larger text.",
                             element: call.chainRoot.calledName ?? "minimumScaleFactor")
        }
    }
}
