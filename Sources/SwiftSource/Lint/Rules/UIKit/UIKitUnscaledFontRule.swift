internal import SwiftSyntax
internal import Lint

/// `UIFont.systemFont(ofSize:)` and friends, and `UIFont(name:size:)`, not scaled with
/// `UIFontMetrics`: the text stays at its point size.
enum UIKitUnscaledFontRule: SwiftRule {
    static let description = RuleDescription(
        id: "uikit-unscaled-font",
        name: "UIKit font not scaled",
        summary:
            "`UIFont.systemFont(ofSize:)`, `boldSystemFont(ofSize:)` or `UIFont(name:size:)` not wrapped in `UIFontMetrics(…).scaledFont(for:)`.",
        rationale: """
            A font made from a point size is the same at every Dynamic Type size, and `adjustsFontForContentSizeCategory` \
            cannot help: it only updates fonts that came from a text style or from `UIFontMetrics`. The label stays at \
            15 pt for someone who asked for 53 pt text.
            """,
        defaultSeverity: .error,
        language: .swift,
        criterion: .resizeText,
        fix: """
            Scale it: `UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 17))`, or use \
            `UIFont.preferredFont(forTextStyle: .body)`; then set `adjustsFontForContentSizeCategory = true`.
            """,
        precision: """
            Looks at the syntax tree around the call: not reported when the call is inside `scaledFont(for:)` (or a call \
            with a `relativeTo:` argument, or a configured scaling font helper, or a function or property named as one), \
            or when it initializes a variable that a `scaledFont(for:)` call in the same type passes on, or when its size \
            comes from `preferredFont` or `scaledValue` (also through a variable of the file set from one), or when the size is 1 or less (a face looked up by name, sized \
            later), or when a metric is read from it at once (`.lineHeight`: it measures, no text is drawn in it). A font \
            scaled in another file is not seen: suppress the line with a reason.
            """,
        examples: [
            RuleExample(
                """
                style.lineSpacing = UIFont.systemFont(ofSize: fontSize).lineHeight * 0.4
                """, explanation: "A font made to read its line height: nothing is drawn in it."),
            RuleExample(
                """
                let family = UIFont(name: chosenFontName, size: 1)?.familyName
                """, explanation: "A size of 1 only looks a face up by name."),
            RuleExample(
                """
                titleLabel.font = ↓UIFont.systemFont(ofSize: 17, weight: .semibold)
                priceLabel.font = ↓.boldSystemFont(ofSize: 20)
                noteLabel.font = ↓UIFont(name: "Avenir-Book", size: 15)
                """),
            RuleExample(
                """
                titleLabel.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: .systemFont(ofSize: 17, weight: .semibold))
                let base = UIFont(name: "Avenir-Book", size: 15) ?? .systemFont(ofSize: 15)
                noteLabel.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: base)
                bodyLabel.font = .preferredFont(forTextStyle: .body)
                let bodySize = UIFont.preferredFont(forTextStyle: .body).pointSize
                headingLabel.font = .boldSystemFont(ofSize: bodySize + 4)
                """,
                explanation:
                    "Fonts scaled with `UIFontMetrics`, directly and through a variable, a text style, and a size read from one when the font is made."
            ),
        ])

    static let sizedFonts: Set<String> = [
        "systemFont", "boldSystemFont", "italicSystemFont", "monospacedDigitSystemFont",
        "monospacedSystemFont",
    ]

    /// Metrics read from a font to measure, not to draw text.
    static let fontMetrics: Set<String> = ["lineHeight", "ascender", "descender", "capHeight", "xHeight", "leading", "pointSize"]

    static func violations(in context: SwiftSyntaxContext) -> [RuleViolation] {
        context.index.calls.compactMap { call in
            guard let name = call.calledName else { return nil }
            let size: ExprSyntax?
            if sizedFonts.contains(name), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                member.base == nil || member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIFont"
            {
                size = call.argument("ofSize")
            } else if name == "UIFont", call.calledExpression.is(DeclReferenceExprSyntax.self), call.argument("name") != nil {
                size = call.argument("size")
            } else {
                return nil
            }
            // A size of 1 (or less) only names a face whose size is set later (`UIFont(name:size: 1)`);
            // a metric read at once (`.lineHeight`) measures, and no text is drawn in the font.
            if let points = size?.numberLiteral, points <= 1 { return nil }
            if let member = call.parent?.as(MemberAccessExprSyntax.self), member.base.map(Syntax.init) == Syntax(call),
                fontMetrics.contains(member.declName.baseName.text)
            {
                return nil
            }
            guard let size, !size.mentions(Self.dynamicSizes), !Self.readsADynamicSize(size, in: context),
                !SwiftFonts.isScaled(call, size: size, in: context), !isScaledLater(call, in: context)
            else { return nil }
            return violation(
                at: call, in: context, "This font is fixed at \(size.trimmedText) pt; it is not scaled with `UIFontMetrics`.",
                element: call.trimmedText, emphasis: TextEmphasis.emphasis(ofFont: call))
        }
    }

    /// What a size that follows the reader's text size is read from.
    static let dynamicSizes: Set<String> = ["preferredFont", "scaledValue", "pointSize"]

    /// Whether `size` reads a variable of the file set from one (`let base = UIFont.preferredFont(forTextStyle: .body)
    /// .pointSize`, then `ofSize: base + 4`): a size made when the font is, at the reader's text size.
    static func readsADynamicSize(_ size: ExprSyntax, in context: SwiftSyntaxContext) -> Bool {
        let names = Set(
            size.tokens(viewMode: .sourceAccurate).filter { if case .identifier = $0.tokenKind { true } else { false } }.map(\.text))
        guard !names.isEmpty else { return false }
        return context.index.variables.contains { variable in
            variable.bindings.contains { binding in
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, names.contains(name),
                    let value = binding.initializer?.value
                else { return false }
                return value.mentions(dynamicSizes)
            }
        }
    }

    /// Whether the font initializes a variable that a `scaledFont(for:)` call in the same type (or file) receives.
    private static func isScaledLater(_ call: FunctionCallExprSyntax, in context: SwiftSyntaxContext) -> Bool {
        guard let name = UIKitViews.boundName(of: call) else { return false }
        let scope = call.enclosingTypeDeclaration ?? Syntax(context.tree)
        return context.index.calls.contains { scaling in
            scaling.calledName == "scaledFont" && scaling.argument("for")?.rootName == name && UIKitViews.contains(scope, scaling)
        }
    }
}
