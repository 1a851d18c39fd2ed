internal import SwiftSyntax
internal import Lint

/// `Font.custom(_:size:)` without `relativeTo:`: it scales like body text whatever its role.
enum SwiftUICustomFontWithoutRelativeToRule: SwiftRule {
    static let description = RuleDescription(
        id: "swiftui-custom-font-without-relative-to",
        name: "Custom font without a related text style",
        summary: "`.custom(_:size:)` without `relativeTo:` scales every custom font as if it were body text.",
        rationale: """
            SwiftUI scales `.custom(name, size:)` along the body style's curve. A 28 pt title or an 11 pt caption then grows \
            by body's factors rather than its own, so headings and captions lose their proportions at large sizes and the \
            hierarchy people navigate by flattens or inverts.
            """,
        defaultSeverity: .warning,
        language: .swift,
        criterion: .resizeText,
        fix: "Say which style it stands for: `.custom(\"Avenir-Heavy\", size: 28, relativeTo: .title)`.",
        precision: """
            Exact for calls written as `.custom(_:size:)` or `Font.custom(_:size:)`. Not reported inside a call with a \
            `relativeTo:` argument or a configured scaling font helper, or inside a function or property named as one. A size \
            that is a parameter of the function around it (`static func custom(_ name: FontName, size: CGFloat) -> Font`) is \
            a wrapper's: the wrapper does not know the text's role, its callers do, and they are not followed.
            """,
        examples: [
            RuleExample(
                """
                Text("Checkout").font(↓.custom("Avenir-Heavy", size: 28))
                """, explanation: "A title that scales like body text."),
            RuleExample(
                """
                let caption = ↓Font.custom("Avenir", size: 12)
                """),
            RuleExample(
                """
                Text("Checkout").font(.custom("Avenir-Heavy", size: 28, relativeTo: .title))
                extension Font {
                    static func custom(_ name: FontName, size: CGFloat) -> Font { .custom(name.rawValue, size: size) }
                }
                """, explanation: "Scales along the title curve; a wrapper that passes its caller's size on."),
        ])

    static func violations(in context: SwiftSyntaxContext) -> [RuleViolation] {
        context.index.calls.compactMap { call in
            guard call.calledName == "custom", call.argument("size") != nil, call.argument("relativeTo") == nil,
                let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                member.base == nil || member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Font",
                !SwiftFonts.isScaled(call, size: call.argument("size"), in: context),
                !(call.argument("size").map { SwiftFonts.enclosingParameter($0) != nil } ?? false)
            else { return nil }
            let face = call.firstUnlabeledArgument?.trimmedText ?? "This font"
            return violation(
                at: call, in: context, "Custom font \(face) has no `relativeTo:` style, so it scales like body text whatever its role.",
                element: call.trimmedText)
        }
    }
}
