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
            and a height scaled with `@ScaledMetric` is not reported. Text that is not drawn does not count: an \
            accessibility label, hint or value, an image's `label:`, a view made `.hidden()`. Nor do views that fit a smaller \
            height themselves: a `Chart` (it shrinks its plot to keep its labels), a `TextEditor` or a `TextField(axis:)` \
            (they scroll their text).
            """,
        examples: [
            RuleExample(
                """
                Button(action: toggle) { Image(systemName: "character.book.closed") }
                    .accessibilityLabel(Text("Show transliteration"))
                    .frame(width: 25, height: 25)
                Text("Placeholder").hidden().frame(height: 350)
                Chart(sales) { BarMark(x: .value("Day", $0.day), y: .value("Sales", $0.count)) }.frame(height: 300)
                TextField("Note", text: $note, axis: .vertical).frame(maxHeight: 120)
                """,
                explanation: "No drawn text is held: an icon with a spoken label, hidden text; a chart and a growing field fit themselves."),
            RuleExample(
                """
                HStack {
                    Image(systemName: "tag")
                    Text(promotion.detail)
                }
                .↓frame(height: 44)
                """, explanation: "A row of text fixed at 44 pt."),
            RuleExample(
                """
                Text(product.summary).↓frame(maxHeight: 60)
                """),
            RuleExample(
                """
                Text(product.summary).frame(minHeight: 44)
                Image("hero").frame(height: 200)
                Text(product.summary).frame(maxHeight: .infinity)
                """, explanation: "A minimum height, an image, and a frame that only expands."),
        ])

    /// Whether the framed view handles a smaller height itself: a chart shrinks its plot to keep
    /// its labels, a text editor or vertical text field scrolls its text.
    static func fitsItsOwnContent(_ base: ExprSyntax) -> Bool {
        guard let root = base.as(FunctionCallExprSyntax.self)?.chainRoot else { return false }
        switch root.calledName {
        case "Chart", "TextEditor": return true
        case "TextField": return root.argument("axis") != nil
        default: return false
        }
    }

    static func violations(in context: SwiftSyntaxContext) -> [RuleViolation] {
        context.index.calls.compactMap { call in
            guard call.calledName == "frame", let base = call.memberBase else { return nil }
            let height = call.argument("height")
            let maxHeight = call.argument("maxHeight").flatMap { $0.memberName == "infinity" ? nil : $0 }
            guard let limit = height ?? maxHeight, limit.as(NilLiteralExprSyntax.self) == nil,
                !(limit.rootName.map(context.index.scaledMetrics.contains) ?? false),
                SwiftUIHeuristics.showsText(base), !Self.fitsItsOwnContent(base)
            else { return nil }
            let label = height != nil ? "height" : "maxHeight"
            return violation(
                at: call.nameNode, in: context,
                "A `\(label): \(limit.trimmedText)` frame holds text, which is clipped when it grows.",
                element: "frame(\(label):)", fix: "Use `.frame(minHeight: \(limit.trimmedText))` so the frame can grow.")
        }
    }
}
