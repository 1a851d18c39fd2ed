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
            accessibility label, hint or value, an image's `label:`, a view made `.hidden()` (before or after the frame), the title \
            of a `Label` styled `.labelStyle(.iconOnly)`. Nor does text allowed to shrink (`minimumScaleFactor`) until a line \
            of Body at AX5 fits a height written as a number. Nor do views that fit a smaller \
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
                Text("Retry").frame(height: 20).hidden()
                Button(action: close) { Label("Close", systemImage: "xmark").labelStyle(.iconOnly) }.frame(width: 45, height: 45)
                Text(count).frame(width: 19, height: 19).minimumScaleFactor(0.2).lineLimit(1)
                Chart(sales) { BarMark(x: .value("Day", $0.day), y: .value("Sales", $0.count)) }.frame(height: 300)
                TextField("Note", text: $note, axis: .vertical).frame(maxHeight: 120)
                """,
                explanation:
                    "No drawn text is held: an icon with a spoken label, hidden text, an icon-only label; text that shrinks to fit, a chart and a growing field fit themselves."
            ),
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

    /// One line of Body at AX5 (53 pt at SF Pro's 1.1934 line height): the tallest line text in the
    /// default font needs.
    static let largestBodyLine = 53 * 1.1934

    /// Whether text in the frame may shrink (`minimumScaleFactor(f)` in the same chain, before or after
    /// the frame: it reaches the text either way) far enough that a line of Body at AX5 fits a
    /// `limit` given as a number: SwiftUI scales text down to fit a height as well as a width.
    static func shrinksToFit(_ limit: ExprSyntax, chain: [FunctionCallExprSyntax]) -> Bool {
        guard let height = Double(limit.trimmedText) else { return false }
        return chain.contains { modifier in
            guard modifier.calledName == "minimumScaleFactor",
                let factor = modifier.firstUnlabeledArgument.flatMap({ Double($0.trimmedText) })
            else { return false }
            return largestBodyLine * factor <= height
        }
    }

    static func violations(in context: SwiftSyntaxContext) -> [RuleViolation] {
        context.index.calls.compactMap { call in
            guard call.calledName == "frame", let base = call.memberBase else { return nil }
            let height = call.argument("height")
            let maxHeight = call.argument("maxHeight").flatMap { $0.memberName == "infinity" ? nil : $0 }
            guard let limit = height ?? maxHeight, limit.as(NilLiteralExprSyntax.self) == nil,
                !(limit.rootName.map(context.index.scaledMetrics.contains) ?? false),
                !SwiftUIHeuristics.isHidden(call),
                SwiftUIHeuristics.showsText(base, labelsDrawNoTitle: SwiftUIHeuristics.labelsAreIconOnly(around: call)),
                !Self.fitsItsOwnContent(base), !Self.shrinksToFit(limit, chain: [call] + call.chainModifiers)
            else { return nil }
            let label = height != nil ? "height" : "maxHeight"
            return violation(
                at: call.nameNode, in: context,
                "A `\(label): \(limit.trimmedText)` frame holds text, which is clipped when it grows.",
                element: "frame(\(label):)", fix: "Use `.frame(minHeight: \(limit.trimmedText))` so the frame can grow.")
        }
    }
}
