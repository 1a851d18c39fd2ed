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
            navigation titles, segmented pickers), on `Text`/`Label` of a literal of one word of at most 15 characters, or on \
            display text (a `.largeTitle`, or a `size:` of 28 pt or more, the size of Title 1), which shrinks from a size far \
            above the reader's body text and stays large.
            """,
        examples: [
            RuleExample(
                """
                Text(account.balance)
                    .lineLimit(1)
                    .↓minimumScaleFactor(0.5)
                """),
            RuleExample(
                """
                Text("Balance").minimumScaleFactor(0.8)
                Text(account.balance).minimumScaleFactor(1)
                Text(word).adaptiveFont(.matterSemiBold, size: (isPad ? 2 : 1) * 32).lineLimit(1).minimumScaleFactor(0.2)
                Text(prompt).font(.largeTitle).minimumScaleFactor(0.5)
                """, explanation: "A one-word label, a factor of 1 (no shrinking), and display text that stays large."),
            RuleExample(
                """
                Text(title).font(.system(size: 24)).↓minimumScaleFactor(0.5)
                Text(title).font(.system(size: 56 / scale)).↓minimumScaleFactor(0.5)
                """, explanation: "Below Title 1's 28 pt, and a size whose division is not read."),
        ])

    static func violations(in context: SwiftSyntaxContext) -> [RuleViolation] {
        context.index.calls.compactMap { call in
            guard call.calledName == "minimumScaleFactor", call.memberBase != nil, let factor = call.firstUnlabeledArgument,
                (factor.numberLiteral ?? 0) < 1, SwiftUIHeuristics.isBodyText(modifiedBy: call),
                !SwiftUIHeuristics.isDisplayText(call)
            else { return nil }
            return violation(
                at: call.nameNode, in: context,
                "This text shrinks to \(factor.trimmedText) of its size when it does not fit, undoing the reader's larger text.",
                element: call.chainRoot.calledName ?? "minimumScaleFactor", emphasis: TextEmphasis.of(call))
        }
    }
}
