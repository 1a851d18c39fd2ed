internal import SwiftSyntax
internal import Lint

/// Chrome that stays small (a segmented picker, a custom tab bar) without the Large Content Viewer.
enum SwiftUIChromeWithoutLargeContentViewerRule: SwiftRule {
    static let description = RuleDescription(
        id: "swiftui-chrome-without-large-content-viewer",
        name: "Fixed chrome without the Large Content Viewer",
        summary: "A segmented `Picker` or a custom tab bar of small fixed-size labels without `.accessibilityShowsLargeContentViewer()`.",
        rationale: """
            Bars and segmented controls cannot grow with text without crowding out the screen, so their labels stay \
            small. The Large Content Viewer is how people who use large sizes read them: a long press shows the label \
            enlarged in the middle of the screen. System tab bars do this; custom ones must opt in.
            """,
        defaultSeverity: .warning,
        language: .swift,
        criterion: .resizeText,
        fix:
            "Add `.accessibilityShowsLargeContentViewer()` to each item (with a `Label` or an explicit `{ … }` content), or let the control grow.",
        precision: """
            A custom tab bar is an `HStack` of three or more items that each name an `Image` and a text view, with a fixed \
            size somewhere inside (`.frame(height:)`, `.system(size:)`, `.dynamicTypeSize(…)`). It or the segmented \
            picker is reported unless `accessibilityShowsLargeContentViewer` appears on it or inside it. Bars built from \
            custom item views are not seen.
            """,
        examples: [
            RuleExample(
                """
                ↓Picker("Delivery", selection: $speed) {
                    Text("Standard").tag(0)
                    Text("Express").tag(1)
                }
                .pickerStyle(.segmented)
                """),
            RuleExample(
                """
                ↓HStack {
                    VStack { Image(systemName: "house"); Text("Home").font(.system(size: 10)) }
                    VStack { Image(systemName: "cart"); Text("Cart").font(.system(size: 10)) }
                    VStack { Image(systemName: "person"); Text("Account").font(.system(size: 10)) }
                }
                .frame(height: 49)
                """, explanation: "A custom tab bar."),
            RuleExample(
                """
                Picker("Delivery", selection: $speed) {
                    Text("Standard").tag(0)
                }
                .pickerStyle(.segmented)
                .accessibilityShowsLargeContentViewer()
                HStack {
                    Button("Edit") { edit() }
                    Button("Share") { share() }
                }
                """, explanation: "A picker that opts in, and a row of buttons that is not a tab bar."),
        ])

    static let viewer: Set<String> = ["accessibilityShowsLargeContentViewer"]

    static func violations(in context: SwiftSyntaxContext) -> [RuleViolation] {
        context.index.calls.compactMap { call in
            guard call.memberBase == nil, call.calledExpression.is(DeclReferenceExprSyntax.self) else { return nil }
            let kind: String
            if SwiftUIHeuristics.isSegmentedPicker(call) {
                kind = "This segmented control"
            } else if call.calledName == "HStack", isCustomTabBar(call) {
                kind = "This custom tab bar"
            } else {
                return nil
            }
            let optsIn = call.mentions(viewer) || call.appliedModifiers.contains { $0.calledName.map(viewer.contains) ?? false }
            guard !optsIn else { return nil }
            return violation(
                at: call.calledExpression, in: context,
                "\(kind) keeps its labels small and does not show them in the Large Content Viewer.",
                element: call.calledName ?? "")
        }
    }

    /// Three or more items each with an image and text, with a fixed size in or on the stack.
    private static func isCustomTabBar(_ stack: FunctionCallExprSyntax) -> Bool {
        guard let closure = stack.trailingClosure, closure.statements.count >= 3,
            closure.statements.allSatisfy({ $0.mentions(["Image"]) && SwiftUIHeuristics.showsText($0) })
        else { return false }
        let fixed = stack.appliedModifiers.contains { $0.calledName == "frame" && $0.argument("height")?.numberLiteral != nil }
        return fixed || stack.mentions(["dynamicTypeSize"])
            || closure.statements.contains { item in
                item.tokens(viewMode: .sourceAccurate).contains { $0.text == "size" || $0.text == "height" }
            }
    }
}
