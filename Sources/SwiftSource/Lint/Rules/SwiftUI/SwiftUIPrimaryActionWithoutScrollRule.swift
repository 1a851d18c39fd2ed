internal import SwiftSyntax
internal import Lint

/// A view whose body has a prominent button and content but nothing that scrolls: at large sizes
/// the content pushes the button off the screen, out of reach.
enum SwiftUIPrimaryActionWithoutScrollRule: SwiftRule {
    static let description = RuleDescription(
        id: "swiftui-primary-action-without-scroll",
        name: "Primary action in a view that does not scroll",
        summary: "A `.borderedProminent` button in a `body` with text but no `ScrollView`, `List` or `Form`.",
        rationale: """
            Content that fits at the default size is two or three screens tall at accessibility sizes. Without a scroll \
            view the bottom of the screen is cut off, and with it the button that completes the task: people cannot pay, \
            sign in or continue.
            """,
        defaultSeverity: .error,
        language: .swift,
        criterion: .reflow,
        fix: """
            Put the content in a `ScrollView` (or `List`/`Form`), and keep the button reachable: inside the scroll view at \
            the end, or in `.safeAreaInset(edge: .bottom)` with the content scrolling above it.
            """,
        precision: """
            A view is a `body` property; the primary action is `.buttonStyle(.borderedProminent)` (or \
            `BorderedProminentButtonStyle()`). Reported when the `body` also names a text view outside the button and \
            names no `ScrollView`, `List` or `Form`. A component shown inside a parent's scroll view is a false alarm: \
            suppress it with the reason; a scroll view in a custom container is not seen.
            """,
        examples: [
            RuleExample("""
                struct PaymentView: View {
                    var body: some View {
                        VStack(alignment: .leading) {
                            Text("Pay with card").font(.title)
                            Text(terms)
                            Button("Pay now") { pay() }
                                .↓buttonStyle(.borderedProminent)
                        }
                    }
                }
                """),
            RuleExample("""
                struct PaymentView: View {
                    var body: some View {
                        ScrollView {
                            Text(terms)
                        }
                        .safeAreaInset(edge: .bottom) {
                            Button("Pay now") { pay() }.buttonStyle(.borderedProminent)
                        }
                    }
                }
                """, explanation: "The content scrolls above the button."),
            RuleExample("""
                struct PayButton: View {
                    var body: some View {
                        Button("Pay now") { pay() }.buttonStyle(.borderedProminent)
                    }
                }
                """, explanation: "A button on its own: its parent decides about scrolling."),
        ])

    static let scrollContainers: Set<String> = ["ScrollView", "List", "Form"]

    static func violations(in context: SwiftSyntaxContext) -> [RuleViolation] {
        context.index.calls.compactMap { call in
            guard call.calledName == "buttonStyle", call.memberBase != nil, let style = call.firstUnlabeledArgument,
                  style.memberName == "borderedProminent" || style.as(FunctionCallExprSyntax.self)?.calledName == "BorderedProminentButtonStyle",
                  let body = enclosingBody(of: call), !body.mentions(scrollContainers),
                  showsTextOutside(call.chainRoot, in: body) else { return nil }
            return violation(at: call.nameNode, in: context,
                             "This primary action is in a view that does not scroll; at large text sizes the content pushes it off the screen.",
                             element: "Button")
        }
    }

    /// The `body` property holding `node`.
    private static func enclosingBody(of node: some SyntaxProtocol) -> PatternBindingSyntax? {
        var current = node.parent
        while let syntax = current {
            if let binding = syntax.as(PatternBindingSyntax.self), binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body" {
                return binding
            }
            current = syntax.parent
        }
        return nil
    }

    /// Whether `body` names a text view outside `button`'s chain (so there is content to push it down).
    private static func showsTextOutside(_ button: FunctionCallExprSyntax, in body: PatternBindingSyntax) -> Bool {
        let excluded = button.positionAfterSkippingLeadingTrivia..<button.endPositionBeforeTrailingTrivia
        return body.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier = token.tokenKind, SwiftUIHeuristics.textViews.contains(token.text) else { return false }
            return !excluded.contains(token.positionAfterSkippingLeadingTrivia)
        }
    }
}
