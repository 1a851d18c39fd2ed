internal import SwiftSyntax
internal import Lint

/// `.lineLimit(1)` on text people must read, or a limit of two or three lines on content that varies: it truncates at large sizes.
enum SwiftUISingleLineTextRule: SwiftRule {
    static let description = RuleDescription(
        id: "swiftui-single-line-text",
        name: "Single-line text",
        summary:
            "`.lineLimit(1)` on body text, errors, prices or button titles, or a limit of 2 or 3 lines on a title, message or description, truncates them at large text sizes.",
        rationale: """
            One line holds a few words at the largest sizes, and three lines not many more: at AX5 body text is 53 pt, about \
            a dozen characters to a line on a phone. The rest is cut to an ellipsis, and people who enlarge text cannot read \
            the product name, the price, the article title or the error that tells them what went wrong.
            """,
        defaultSeverity: .warning,
        language: .swift,
        criterion: .resizeText,
        fix:
            "Remove the limit, or lift it at accessibility sizes (`.lineLimit(dynamicTypeSize.isAccessibilitySize ? nil : 2)`); keep a single line only in chrome.",
        precision: """
            Reports `.lineLimit(1)` with a literal 1, and `.lineLimit(2)` or `.lineLimit(3)` on a `Text`, `Label` or \
            `Button` whose text is not a literal (a title, message or description that varies) and not display text (a \
            `.largeTitle`, or a size of 28 pt or more). `reservesSpace:` only pads shorter text, so it is reported the \
            same. Not reported: ranges; text in chrome (inside \
            `.tabItem`, `Tab`, `.toolbar`, `ToolbarItem`, `.navigationTitle`, `.badge` or a segmented `Picker`), whose \
            labels the Large Content Viewer serves; and `Text` or `Label` of a literal of one word of at most 15 characters, \
            which fits one line at every size; a `TextField` or `SecureField` (one line by nature); a `ViewThatFits` and \
            its alternatives, and a branch chosen by the text size (`if !dynamicTypeSize.isAccessibilitySize`, an app's own \
            `isAccessibilityCategory()`), where the code already adapts; a text made `.hidden()`, or inside a hidden view, which \
            is never drawn. A limit applied to a custom view that holds body text is reported like any other.
            """,
        examples: [
            RuleExample(
                """
                TextField("Search", text: $query).lineLimit(1)
                if dynamicTypeSize.isAccessibilitySize {
                    Text(article.byline)
                } else {
                    Text(article.byline).lineLimit(1)
                }
                ViewThatFits { Text(longTitle); Text(shortTitle) }.lineLimit(1)
                Text(card.title).lineLimit(dynamicTypeSize.isAccessibilitySize ? 5 : 3)
                ZStack { Text(member.name).lineLimit(1).hidden(); Text(member.name) }
                ZStack { VStack { Text(" ").lineLimit(1); Text(" ").lineLimit(1) }.hidden(); Text(space.name) }
                """,
                explanation:
                    "A text field, a branch only smaller sizes take, a view that picks what fits, a limit that grows, and a hidden copy that holds a height."
            ),
            RuleExample(
                """
                Text(product.name)
                    .font(.headline)
                    .↓lineLimit(1)
                """, explanation: "A product name people must read."),
            RuleExample(
                """
                Button("Continue to payment") { pay() }.↓lineLimit(1)
                """, explanation: "A button title."),
            RuleExample(
                """
                Text(card.summary)
                    .font(.footnote)
                    .↓lineLimit(3)
                Text(donut.name).↓lineLimit(2, reservesSpace: true)
                Text(product.name).↓lineLimit(1, reservesSpace: true)
                """, explanation: "A description and a name that vary, cut after a few lines; reserved space does not lift the limit."),
            RuleExample(
                """
                Text(product.name).lineLimit(2...3)
                Text("Total").lineLimit(1)
                Text("Your order is on its way").lineLimit(2)
                Text(rank).font(.system(size: 52)).lineLimit(2)
                Text(article.body).lineLimit(10)
                TabView { Home().tabItem { Label("Home", systemImage: "house").lineLimit(1) } }
                """, explanation: "A range, a one-word literal, a literal the simulation measures, display text, ten lines and a tab item."),
        ])

    /// Views that hold one line by nature: a text field scrolls its one line sideways.
    static let singleLineByNature: Set<String> = ["TextField", "SecureField"]

    /// Limits of more than one line that still cut varying content at the largest sizes.
    static let fewLines = 2...3
    /// Views whose text a few-line limit cuts, when it is not a literal.
    static let titledViews: Set<String> = ["Text", "Label", "Button"]

    static func violations(in context: SwiftSyntaxContext) -> [RuleViolation] {
        context.index.calls.compactMap { call in
            guard call.calledName == "lineLimit", call.memberBase != nil, let limit = call.firstUnlabeledArgument?.numberLiteral,
                call.arguments.count == 1 || (call.arguments.count == 2 && call.argument("reservesSpace") != nil),
                SwiftUIHeuristics.isBodyText(modifiedBy: call), !SwiftUIHeuristics.adaptsToTextSize(call),
                call.chainRoot.calledName != "ViewThatFits", !singleLineByNature.contains(call.chainRoot.calledName ?? ""),
                // A hidden copy (one that holds a row's height for the text drawn over it) is never read.
                !SwiftUIHeuristics.isHidden(call)
            else { return nil }
            let root = call.chainRoot
            let subject = root.calledName.map { "This \($0)" } ?? "This text"
            if limit == 1 {
                return violation(
                    at: call.nameNode, in: context, "\(subject) is limited to one line and truncates at large text sizes.",
                    element: root.calledName ?? "lineLimit", emphasis: TextEmphasis.of(call))
            }
            guard let lines = Int(exactly: limit), fewLines.contains(lines), let name = root.calledName, titledViews.contains(name),
                showsVaryingText(root), !SwiftUIHeuristics.isDisplayText(call)
            else { return nil }
            return violation(
                at: call.nameNode, in: context,
                "\(subject) is limited to \(lines) lines, which hold a few words at the largest text sizes, so longer content is cut.",
                element: name)
        }
    }

    /// Whether `root`'s text comes from code (a property, a call, an interpolation) rather than one literal the
    /// simulation measures as written.
    static func showsVaryingText(_ root: FunctionCallExprSyntax) -> Bool {
        guard let text = root.firstUnlabeledArgument else { return false }
        guard let literal = text.as(StringLiteralExprSyntax.self) else { return true }
        return literal.segments.contains { $0.is(ExpressionSegmentSyntax.self) }
    }
}
