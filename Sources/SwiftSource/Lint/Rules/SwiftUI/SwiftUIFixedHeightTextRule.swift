internal import SwiftSyntax
internal import Lint

/// `.frame(height:)` or `.frame(maxHeight:)` on a view that shows text: the text outgrows it.
enum SwiftUIFixedHeightTextRule: SwiftRule {
    static let description = RuleDescription(
        id: "swiftui-fixed-height-text",
        name: "Fixed height on text",
        summary: "`.frame(height:)` or `.frame(maxHeight:)` on a view containing `Text` clips it when the text grows.",
        rationale: """
            Text at the largest sizes is about three times as tall as at the default. A fixed or capped height keeps the \
            frame at its design size, so lines are clipped or truncated, or overflow into the neighbours.
            """,
        defaultSeverity: .error,
        language: .swift,
        criterion: .resizeText,
        fix: "Use `.frame(minHeight:)` so the frame can grow, and let padding set the resting size.",
        precision: """
            Reports `height:` and a `maxHeight:` other than `.infinity` when the modified view names a text view (`Text`, \
            `Label`, `TextField`, `SecureField`, `TextEditor`) anywhere inside. A custom view that shows text is not seen, \
            and a height scaled with `@ScaledMetric` is not reported.
            """,
        examples: [
            RuleExample("""
                HStack {
                    Image(systemName: "tag")
                    Text(promotion.detail)
                }
                .↓frame(height: 44)
                """, explanation: "A row of text fixed at 44 pt."),
            RuleExample("""
                Text(product.summary).↓frame(maxHeight: 60)
                """),
            RuleExample("""
                Text(product.summary).frame(minHeight: 44)
                Image("hero").frame(height: 200)
                Text(product.summary).frame(maxHeight: .infinity)
                """, explanation: "A minimum height, an image, and a frame that only expands."),
        ])

    static func violations(in context: SwiftSyntaxContext) -> [RuleViolation] {
        context.index.calls.compactMap { call in
            guard call.calledName == "frame", let base = call.memberBase else { return nil }
            let height = call.argument("height")
            let maxHeight = call.argument("maxHeight").flatMap { $0.memberName == "infinity" ? nil : $0 }
            guard let limit = height ?? maxHeight, limit.as(NilLiteralExprSyntax.self) == nil,
                  !(limit.rootName.map(context.index.scaledMetrics.contains) ?? false),
                  SwiftUIHeuristics.showsText(base) else { return nil }
            let label = height != nil ? "height" : "maxHeight"
            return violation(at: call.nameNode, in: context,
                             "A `\(label): \(limit.trimmedDescription)` frame holds text, which is clipped when it grows.",
                             element: "frame(\(label):)", fix: "Use `.frame(minHeight: \(limit.trimmedDescription))` so the frame can grow.")
        }
    }
}
