internal import SwiftSyntax
internal import Lint

/// `.lineLimit(1)` on text people must read: it truncates at large sizes.
enum SwiftUISingleLineTextRule: SwiftRule {
    static let description = RuleDescription(
        id: "swiftui-single-line-text",
        name: "Single-line text",
        summary: "`.lineLimit(1)` on body text, errors, prices or button titles truncates them at large text sizes.",
        rationale: """
            One line holds a few words at the largest sizes. The rest is cut to an ellipsis, and people who enlarge text \
            cannot read the product name, the price or the error that tells them what went wrong.
            """,
        defaultSeverity: .warning,
        language: .swift,
        criterion: .resizeText,
        fix: "Remove the limit, or allow more lines (`.lineLimit(3)`, `.lineLimit(2...4)`); keep a single line only in chrome.",
        precision: """
            Reports `.lineLimit(1)` with a literal 1. Not reported: `reservesSpace:` and ranges; text in chrome (inside \
            `.tabItem`, `Tab`, `.toolbar`, `ToolbarItem`, `.navigationTitle`, `.badge` or a segmented `Picker`), whose \
            labels the Large Content Viewer serves; and `Text` or `Label` of a literal of one word of at most 15 characters, \
            which fits one line at every size; a `TextField` or `SecureField` (one line by nature); a `ViewThatFits` and \
            its alternatives, and a branch chosen by the text size (`if !dynamicTypeSize.isAccessibilitySize`, an app's own \
            `isAccessibilityCategory()`), where the code already adapts. A limit applied to a custom view that holds body \
            text is reported like any other.
            """,
        examples: [
            RuleExample("""
                TextField("Search", text: $query).lineLimit(1)
                if dynamicTypeSize.isAccessibilitySize {
                    Text(article.byline)
                } else {
                    Text(article.byline).lineLimit(1)
                }
                ViewThatFits { Text(longTitle); Text(shortTitle) }.lineLimit(1)
                """, explanation: "A text field, a branch only smaller sizes take, and a view that picks what fits."),
            RuleExample("""
                Text(product.name)
                    .font(.headline)
                    .↓lineLimit(1)
                """, explanation: "A product name people must read."),
            RuleExample("""
                Button("Continue to payment") { pay() }.↓lineLimit(1)
                """, explanation: "A button title."),
            RuleExample("""
                Text(product.name).lineLimit(2...3)
                Text(product.name).lineLimit(1, reservesSpace: true)
                Text("Total").lineLimit(1)
                TabView { Home().tabItem { Label("Home", systemImage: "house").lineLimit(1) } }
                """, explanation: "A range, reserved space, a one-word literal and a tab item."),
        ])

    /// Views that hold one line by nature: a text field scrolls its one line sideways.
    static let singleLineByNature: Set<String> = ["TextField", "SecureField"]

    static func violations(in context: SwiftSyntaxContext) -> [RuleViolation] {
        context.index.calls.compactMap { call in
            guard call.calledName == "lineLimit", call.memberBase != nil, call.arguments.count == 1,
                  call.firstUnlabeledArgument?.numberLiteral == 1, SwiftUIHeuristics.isBodyText(modifiedBy: call),
                  !SwiftUIHeuristics.adaptsToTextSize(call), call.chainRoot.calledName != "ViewThatFits",
                  !singleLineByNature.contains(call.chainRoot.calledName ?? "") else { return nil }
            let root = call.chainRoot
            let subject = root.calledName.map { "This \($0)" } ?? "This text"
            return violation(at: call.nameNode, in: context, "\(subject) is limited to one line and truncates at large text sizes.",
                             element: root.calledName ?? "lineLimit")
        }
    }
}
