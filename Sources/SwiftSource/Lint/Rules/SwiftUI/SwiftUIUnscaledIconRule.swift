internal import SwiftSyntax
internal import Lint

/// An icon framed at a literal size beside text: the text grows, the icon stays small.
enum SwiftUIUnscaledIconRule: SwiftRule {
    static let description = RuleDescription(
        id: "swiftui-unscaled-icon",
        name: "Icon size not scaled beside text",
        summary: "An `Image` with `.frame(width:height:)` in literal points, in the same stack as `Text`, without `@ScaledMetric`.",
        rationale: """
            The text beside the icon triples in size at the largest settings while the icon stays at its design size, so \
            the icon looks tiny, the row loses its alignment, and icons that carry meaning become hard to see.
            """,
        defaultSeverity: .warning,
        language: .swift,
        criterion: .resizeText,
        fix: """
            Size the icon with a scaled metric: `@ScaledMetric(relativeTo: .body) private var iconSize: CGFloat = 24` and \
            `.frame(width: iconSize, height: iconSize)`; or use an SF Symbol with `.font(.body)`, which scales by itself.
            """,
        precision: """
            Reports a frame whose `width:` and `height:` are both number literals on an SF Symbol (`Image(systemName:)`) whose \
            nearest enclosing call (the stack or `Label` it is in) names a text view. Sizes held in variables are taken as \
            deliberate and not reported, so a plain `let iconSize = 24` is missed. A photo, thumbnail, avatar or \
            illustration (an asset `Image`, `AsyncImage`) keeps its size on purpose and is not reported.
            """,
        examples: [
            RuleExample(
                """
                HStack {
                    AsyncImage(url: article.thumbnail).frame(width: 80, height: 80)
                    Image("avatar").resizable().frame(width: 44, height: 44)
                    Text(article.title)
                }
                """, explanation: "A thumbnail and an avatar, not icons: their size is the layout's, and the text beside them still wraps."),
            RuleExample(
                """
                HStack {
                    Image(systemName: "creditcard")
                        .resizable()
                        .↓frame(width: 24, height: 24)
                    Text(card.name)
                }
                """),
            RuleExample(
                """
                struct CardRow: View {
                    @ScaledMetric(relativeTo: .body) private var iconSize: CGFloat = 24
                    var body: some View {
                        HStack {
                            Image(systemName: "creditcard").resizable().frame(width: iconSize, height: iconSize)
                            Text(card.name)
                        }
                    }
                }
                """, explanation: "A scaled metric."),
            RuleExample(
                """
                VStack {
                    Image("hero").resizable().frame(width: 320, height: 180)
                }
                """, explanation: "An image with no text beside it."),
        ])

    static let images: Set<String> = ["Image", "AsyncImage"]

    /// Whether the image is an icon: an SF Symbol (`Image(systemName:)`). A photo, a thumbnail or
    /// an illustration (an asset, `AsyncImage`) keeps its size on purpose and hides no text.
    static func isSymbol(_ image: FunctionCallExprSyntax) -> Bool {
        image.calledName == "Image" && image.argument("systemName") != nil
    }

    static func violations(in context: SwiftSyntaxContext) -> [RuleViolation] {
        context.index.calls.compactMap { call in
            guard call.calledName == "frame", call.memberBase != nil,
                let width = call.argument("width")?.numberLiteral, let height = call.argument("height")?.numberLiteral,
                let image = call.chainRoot.calledName, images.contains(image), Self.isSymbol(call.chainRoot),
                let stack = call.enclosingCalls.first, SwiftUIHeuristics.showsText(stack)
            else { return nil }
            let size = "\(Int(width))×\(Int(height))"
            return violation(
                at: call.nameNode, in: context,
                "This icon stays \(size) pt while the text beside it grows; size it with `@ScaledMetric`.",
                element: image)
        }
    }
}
