internal import SwiftSyntax
internal import Lint

/// `Font.system(size:)` and `Font.custom(_:fixedSize:)`: a font chosen by point size stays that
/// size whatever the reader's text size.
enum SwiftUIFixedFontSizeRule: SwiftRule {
    static let description = RuleDescription(
        id: "swiftui-fixed-font-size",
        name: "Fixed font size in SwiftUI",
        summary: "`.system(size:)`, `.custom(_:fixedSize:)` or a configured fixed font helper never grows with the reader's text size.",
        rationale: """
            A font given as a point size is the same at every Dynamic Type size: 15 pt stays 15 pt for someone who asked \
            for 53 pt body text. Only text styles (`.body`, `.headline`) and fonts scaled relative to one follow the setting.
            """,
        defaultSeverity: .error,
        language: .swift,
        criterion: .resizeText,
        fix: """
            Use a text style (`.font(.body)`, `.font(.title2.weight(.semibold))`); for a custom face use \
            `.custom(_:size:relativeTo:)`; for a size that must be exact, size it with `@ScaledMetric` \
            (`.system(size: scaledSize)`).
            """,
        precision: """
            Reads the syntax tree, so it sees `.system(size:)` wherever it is written (a modifier, a `let`, a helper). Not \
            reported: a size that is a `@ScaledMetric` property of the same file (or a computed property reading one, \
            `var fontSize: CGFloat { min(rawSize, 20) }`), a call inside another call that has a \
            `relativeTo:` argument or is a configured scaling font helper, or inside a function or property named as one. \
            Configured fixed font helpers are reported when they are the argument of `.font(…)`. A font set on an icon (an \
            `Image`, `Text(Image(…))`, a property or function of the file declared as an `Image` or named for one, like \
            `configuration.icon` in a `LabelStyle` or `tab.getImage(…)`, a button, menu or stack that names images and no \
            drawn text) is left to `swiftui-unscaled-icon`. A size that is a parameter of the function making the font is \
            the callers' choice: not reported when every call of that function in the file passes a size scaled with \
            `UIFontMetrics` (directly or through a function of the file that does). Such a function (or a `ViewModifier` \
            whose initializer takes the size) is a helper of the whole project: each call of it in any linted file, or of a \
            function that forwards its size to it, is reported where it gives a size that is not a `@ScaledMetric` or \
            `UIFontMetrics` value, and says where the font is built. `.custom(_:fixedSize:)` of 48 pt or \
            more is display text (a wordmark, a cover) fixed on purpose, and is not reported. A size computed from \
            `UIFontMetrics` in another file is not seen: suppress the line with a reason.
            """,
        examples: [
            RuleExample(
                """
                Text("isowords").font(.custom("Matter-Medium", fixedSize: 64))
                """, explanation: "A wordmark fixed on purpose with `fixedSize:` at a display size."),
            RuleExample(
                """
                struct BottomBarButton: View {
                    let image: Image
                    var body: some View { image.accessibilityLabel(Text("Play")).font(.system(size: 24)) }
                }
                HStack {
                    Button(action: share) { Image(systemName: "square.and.arrow.up") }
                    Button(action: close) { Image(systemName: "xmark") }
                }
                .font(.system(size: 24))
                """, explanation: "An `Image` property and a bar of icon buttons: the sizes are icons', not text's."),
            RuleExample(
                """
                struct SummaryLabelStyle: LabelStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        VStack { configuration.icon.font(.system(size: 18)); configuration.title }
                    }
                }
                Button { select(.search) } label: { HomeTab.search.getImage(selected).font(.system(size: 24)) }
                Label("Play", systemImage: "play.fill").labelStyle(.iconOnly).font(.system(size: 36))
                Button(action: play) { Label("Play", systemImage: "play.fill").labelStyle(.iconOnly) }.font(.system(size: 24))
                Group { Label("Pause", systemImage: "pause.fill") }.font(.system(size: 36)).labelStyle(.iconOnly)
                """, explanation: "A label style's icon, a view a method named for an image makes, and icon-only labels: no title is drawn."
            ),
            RuleExample(
                """
                enum AppFont {
                    private static func custom(size: CGFloat) -> Font { .system(size: size, design: .rounded) }
                    private static func scaled(_ base: CGFloat) -> CGFloat { UIFontMetrics.default.scaledValue(for: base) }
                    static var body: Font { custom(size: scaled(17)) }
                    static var title: Font { custom(size: UIFontMetrics(forTextStyle: .title1).scaledValue(for: 28)) }
                }
                """, explanation: "A design system's helper: every caller passes a size scaled with UIFontMetrics."),
            RuleExample(
                """
                struct ScaledFont: ViewModifier {
                    let font: Font
                    init(_ size: CGFloat) { font = ↓.system(size: size) }
                    func body(content: Content) -> some View { content.font(font) }
                }
                extension View {
                    func relativeFont(_ size: CGFloat) -> some View { modifier(ScaledFont(size)) }
                }
                func lyricFont(size: CGFloat) -> Font { ↓.system(size: size) }
                let lyrics = Text(line).font(↓lyricFont(size: 18))
                let chord = Text(chords).↓relativeFont(CGFloat(settings.fontSize))
                """,
                explanation: """
                    Helpers that build a fixed font from their callers' size: the font where it is built, and each call \
                    at the size it chooses, also through a helper that forwards its size (`relativeFont` to `ScaledFont`).
                    """),
            RuleExample(
                """
                struct ScaledFont: ViewModifier {
                    let font: Font
                    init(_ size: CGFloat) { font = ↓.system(size: size) }
                    func body(content: Content) -> some View { content.font(font) }
                }
                struct Lyrics: View {
                    @ScaledMetric(relativeTo: .body) private var lyricSize: CGFloat = 17
                    var body: some View { Text(line).modifier(ScaledFont(lyricSize)) }
                }
                struct Pill: View {
                    @ScaledMetric(relativeTo: .body) private var rawSize = 15
                    private var fontSize: CGFloat { min(rawSize, 20) }
                    var body: some View { Text(value).font(.system(size: fontSize)) }
                }
                extension View {
                    func lyricStyle() -> some View { padding(4) }
                }
                let chord = Text(chords).lyricStyle().tracking(2)
                """,
                explanation: "A caller giving a `@ScaledMetric` size, a size computed from one, and project modifiers that build no font."),
            RuleExample(
                """
                Text(order.total)
                    .font(↓.system(size: 15, weight: .semibold))
                """, explanation: "A system font chosen by size."),
            RuleExample(
                """
                let badgeFont = ↓Font.system(size: 11)
                let logo = Text("Acme").font(↓.custom("Avenir", fixedSize: 20))
                """, explanation: "A size in a property, and a custom font fixed on purpose."),
            RuleExample(
                """
                Text(order.total).font(↓.brandFixed(14))
                """, explanation: "A helper the configuration lists as fixed.",
                configuration: LintConfiguration(fixedFontHelpers: ["brandFixed"])),
            RuleExample(
                """
                Image(systemName: "chevron.right")
                    .font(.system(size: 14, weight: .semibold))
                Button { play() } label: { Image(systemName: "play.fill") }
                    .font(.system(size: 28))
                """, explanation: "Fonts that size icons, not text (see `swiftui-unscaled-icon`)."),
            RuleExample(
                """
                struct Price: View {
                    @ScaledMetric(relativeTo: .body) private var size: CGFloat = 17
                    var body: some View {
                        Text(total).font(.system(size: size))
                        Text(note).font(.body)
                    }
                }
                """, explanation: "A `@ScaledMetric` size and a text style."),
            RuleExample(
                """
                extension Font {
                    static func appFont(_ size: CGFloat) -> Font { .system(size: UIFontMetrics.default.scaledValue(for: size)) }
                }
                Text(title).font(.appFont(17))
                """, explanation: "A helper the configuration lists as scaling.",
                configuration: LintConfiguration(scalingFontHelpers: ["appFont"])),
        ])

    static func violations(in context: SwiftSyntaxContext) -> [RuleViolation] {
        var result: [RuleViolation] = []
        let fixedHelpers = context.configuration.fixedFontHelpers
        for call in context.index.calls {
            switch call.calledName {
            case "system":
                guard let size = fixedSize(of: call, in: context) else { continue }
                result.append(
                    violation(
                        at: call, in: context,
                        "This font is fixed at \(size.trimmedText) pt and does not follow the reader's text size.",
                        element: call.trimmedText, emphasis: emphasis(of: call)))
            case "custom":
                guard let size = fixedSize(of: call, in: context) else { continue }
                result.append(
                    violation(
                        at: call, in: context,
                        "`.custom(_:fixedSize:)` keeps this font at \(size.trimmedText) pt at every text size.",
                        element: call.trimmedText))
            case "font" where call.memberBase != nil && !fixedHelpers.isEmpty:
                guard let argument = call.firstUnlabeledArgument else { continue }
                let helper = argument.as(FunctionCallExprSyntax.self)?.calledName ?? argument.memberName
                guard let helper, fixedHelpers.contains(helper) else { continue }
                result.append(
                    violation(
                        at: argument, in: context, "`\(helper)` returns a fixed font size, which does not follow the reader's text size.",
                        element: argument.trimmedText))
            default:
                continue
            }
        }
        return result + SwiftFontHelpers.callSites(in: context, rule: self)
    }

    /// The size of the fixed font `call` makes, when this rule reports it: `.system(size:)` not scaled
    /// and not on an icon, or `.custom(_:fixedSize:)` below display size and not scaled.
    static func fixedSize(of call: FunctionCallExprSyntax, in context: SwiftSyntaxContext) -> ExprSyntax? {
        guard isFontMember(call) else { return nil }
        switch call.calledName {
        case "system":
            guard let size = call.argument("size"), !SwiftFonts.isScaled(call, size: size, in: context),
                !SwiftUIHeuristics.setsIconFont(call)
            else { return nil }
            return size
        case "custom":
            guard let size = call.argument("fixedSize"), !SwiftFonts.isScaled(call, size: size, in: context),
                (size.numberLiteral ?? 0) < displaySize
            else { return nil }
            return size
        default:
            return nil
        }
    }

    /// What the text set in `font` is for: from the chain its `.font(…)` modifier belongs to, else from the font itself.
    private static func emphasis(of font: FunctionCallExprSyntax) -> TextEmphasis? {
        if let modifier = font.enclosingCalls.first, modifier.calledName == "font", modifier.memberBase != nil {
            return TextEmphasis.of(modifier)
        }
        return TextEmphasis.emphasis(ofFont: font)
    }

    /// The size from which `.custom(_:fixedSize:)` is display text (a wordmark, a cover, a hero
    /// number) that keeps a fixed cadence on purpose: SwiftUI's own way to opt out of scaling.
    static let displaySize = 48.0

    /// Whether `call` is a member of `Font`: `.system(…)` or `Font.system(…)`.
    private static func isFontMember(_ call: FunctionCallExprSyntax) -> Bool {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
        guard let base = member.base else { return true }
        return base.as(DeclReferenceExprSyntax.self)?.baseName.text == "Font"
    }
}
