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
            A view is a type with a `body` property; the primary action is `.buttonStyle(.borderedProminent)` (or \
            `BorderedProminentButtonStyle()`) in its `body` or in another of its members (`var actions: some View`). \
            Reported when the view also names a text view outside the button and names no `ScrollView`, `List` or \
            `Form`, unless the linted files show the view inside something that scrolls: in a `ScrollView`, `List` or \
            `Form`, or in a view that is itself shown in one (a card in a feed, a poll in a row). A view shown only \
            as a sheet, a navigation destination or in previews is a screen. A scroll view in a custom container is \
            not seen; lint one file alone and its parents are not known.
            """,
        examples: [
            RuleExample(
                """
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
            RuleExample(
                """
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
            RuleExample(
                """
                struct PayButton: View {
                    var body: some View {
                        Button("Pay now") { pay() }.buttonStyle(.borderedProminent)
                    }
                }
                """, explanation: "A button on its own: its parent decides about scrolling."),
            RuleExample(
                """
                struct ShareView: View {
                    var body: some View {
                        VStack { preview; actions }
                    }
                    private var preview: some View { Text(link.title).font(.headline) }
                    private var actions: some View {
                        Button("Summarize") { summarize() }
                            .↓buttonStyle(.borderedProminent)
                    }
                }
                """, explanation: "The action sits in a member the body names."),
            RuleExample(
                """
                struct UnlockCard: View {
                    var body: some View {
                        VStack {
                            Text(offer.title)
                            Button("Unlock") { buy() }.buttonStyle(.borderedProminent)
                        }
                    }
                }
                struct SalesView: View {
                    var body: some View { ScrollView { Chart(); UnlockCard() } }
                }
                """, explanation: "A card that a screen shows inside its scroll view (in any linted file)."),
        ])

    static func violations(in context: SwiftSyntaxContext) -> [RuleViolation] {
        context.index.calls.compactMap { call in
            guard call.calledName == "buttonStyle", call.memberBase != nil, let style = call.firstUnlabeledArgument,
                style.memberName == "borderedProminent"
                    || style.as(FunctionCallExprSyntax.self)?.calledName == "BorderedProminentButtonStyle",
                let view = enclosingView(of: call), !view.mentions(SwiftComponentUses.scrollContainers),
                showsTextOutside(call.chainRoot, in: view)
            else { return nil }
            var found = violation(
                at: call.nameNode, in: context,
                "This primary action is in a view that does not scroll; at large text sizes the content pushes it off the screen.",
                element: "Button")
            found.conditions = SwiftComponentUses.containerName(of: call).map { [.unlessScrolled(component: $0)] } ?? []
            return found
        }
    }

    /// The declaration of the view holding `node`: a type with a `body` property, whose `body` or another
    /// member (`var actionButtons: some View`, which the body names) holds it.
    private static func enclosingView(of node: some SyntaxProtocol) -> MemberBlockSyntax? {
        guard let declaration = node.enclosingTypeDeclaration, let members = memberBlock(of: declaration),
            members.members.contains(where: { member in
                member.decl.as(VariableDeclSyntax.self)?.bindings.contains {
                    $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body"
                } ?? false
            })
        else { return nil }
        return members
    }

    private static func memberBlock(of declaration: Syntax) -> MemberBlockSyntax? {
        declaration.as(StructDeclSyntax.self)?.memberBlock ?? declaration.as(ClassDeclSyntax.self)?.memberBlock
            ?? declaration.as(ExtensionDeclSyntax.self)?.memberBlock
    }

    /// Whether `view` names a text view outside `button`'s chain (so there is content to push it down).
    private static func showsTextOutside(_ button: FunctionCallExprSyntax, in view: MemberBlockSyntax) -> Bool {
        let excluded = button.positionAfterSkippingLeadingTrivia..<button.endPositionBeforeTrailingTrivia
        return view.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier = token.tokenKind, SwiftUIHeuristics.textViews.contains(token.text) else { return false }
            return !excluded.contains(token.positionAfterSkippingLeadingTrivia)
        }
    }
}
