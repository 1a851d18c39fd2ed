import Findings

/// The deprecated `textScaleFactor`, a single linear factor.
public enum FlutterTextScaleFactorRule: LintRule {
    static let names: Set<String> = ["textScaleFactor", "textScaleFactorOf"]

    public static let description = RuleDescription(
        id: "flutter-text-scale-factor",
        name: "textScaleFactor",
        summary: "`textScaleFactor` (read, passed or computed with) instead of `TextScaler`.",
        rationale: """
            `textScaleFactor` is one number applied to every size. Android 14 scales text on a nonlinear curve (at 200 % \
            small text doubles, large text grows far less), which one factor cannot express, so text sized or compared with \
            it is wrong on every Android device with a large setting. Flutter deprecated it for `TextScaler` in 3.12.
            """,
        defaultSeverity: .warning,
        language: .flutter,
        criterion: .resizeText,
        fix:
            "Use `MediaQuery.textScalerOf(context)` and `textScaler.scale(fontSize)`, and pass `textScaler:` instead of `textScaleFactor:`.",
        precision: """
            Reports where the factor comes from Flutter: a read of `textScaleFactor` from `MediaQuery`, \
            `MediaQueryData`, the platform dispatcher or a window (`MediaQuery.of(context).textScaleFactor`, \
            `MediaQuery.textScaleFactorOf(context)`), and a `textScaleFactor:` argument passed to Flutter's text \
            widgets, `TextPainter`, `MediaQueryData`, a media query's `copyWith` or a class of the same file that sizes a font with its \
            own `textScaleFactor` (a chart's painter; an app's own model with a field of that name is otherwise its own). One finding per line. A field or variable of your own that holds the factor, its declaration \
            and the layout arithmetic done with it are not reported: the read that feeds them is; a `fontSize:` \
            computed with it is.
            """,
        examples: [
            RuleExample(
                """
                final scale = MediaQuery.of(context).↓textScaleFactor;
                final size = 14 * scale;
                """, explanation: "A linear factor read to size text."),
            RuleExample(
                """
                Text('Delivery in 3 days', ↓textScaleFactor: 1.0)
                """, explanation: "Passing a factor (here pinning it at 1)."),
            RuleExample(
                """
                class Badge extends StatelessWidget {
                  const Badge({required this.textScaleFactor});
                  final double textScaleFactor;
                  double get height => 20 * textScaleFactor + 4;
                }
                final width = 40 * widget.textScaleFactor;
                """, explanation: "A field of your own, its declaration and the arithmetic with it: the read that feeds it is reported."),
            RuleExample(
                """
                final labelStyle = style.copyWith(fontSize: style.fontSize! * ↓textScaleFactor);
                """, explanation: "A font size multiplied by a factor of your own: text sized by one linear factor."),
            RuleExample(
                """
                final scaler = MediaQuery.textScalerOf(context);
                final size = scaler.scale(14); // not textScaleFactor
                GalleryOptions(themeMode: ThemeMode.system, textScaleFactor: systemOption)
                GalleryOptions.update(context, options.copyWith(textScaleFactor: newTextScale))
                """,
                explanation: "`TextScaler` follows the platform's curve; an app's own options model and its `copyWith` take its own value."),
            RuleExample(
                """
                CustomPaint(painter: ChartPainter(labelStyle: style, ↓textScaleFactor: reducedTextScale(context)))
                class ChartPainter extends CustomPainter {
                  ChartPainter({required this.labelStyle, required this.textScaleFactor});
                  final TextStyle labelStyle;
                  final double textScaleFactor;
                  TextStyle get label => labelStyle.copyWith(fontSize: labelStyle.fontSize! * ↓textScaleFactor);
                }
                """, explanation: "A factor passed to a class of the file that sizes its labels with it."),
            RuleExample(
                """
                MediaQuery(data: MediaQuery.of(context).copyWith(↓textScaleFactor: 1.0), child: child)
                """, explanation: "A media query's `copyWith` pins the factor for everything below it."),
        ])

    /// Names whose `.textScaleFactor` is Flutter's own: `MediaQuery.of(context)`, `MediaQueryData`,
    /// `PlatformDispatcher`, a window or view.
    static let frameworkSources: Set<String> = [
        "MediaQuery", "MediaQueryData", "platformDispatcher", "PlatformDispatcher", "window",
        "View", "mediaQuery", "data",
    ]

    public static func violations(in file: LintFile, configuration: LintConfiguration) -> [RuleViolation] {
        let code = file.codeIndex
        var reportedLines = Set<Int>()
        return code.tokens.indices.compactMap { index in
            let token = code.tokens[index]
            guard token.kind == .identifier, names.contains(token.text), isFrameworkUse(index, in: code) else { return nil }
            let position = file.position(of: token)
            guard reportedLines.insert(position.line).inserted else { return nil }
            return violation(
                in: file, at: position,
                "`\(token.text)` applies one linear factor; Android scales text on a nonlinear curve. Use `TextScaler`.",
                element: token.text)
        }
    }

    /// Flutter's calls that take a `textScaleFactor:` argument (and `copyWith`, as on `MediaQueryData`).
    static let takesFactor: Set<String> = [
        "Text", "rich", "RichText", "SelectableText", "TextPainter", "RenderParagraph",
        "MediaQueryData", "copyWith", "AutoSizeText",
    ]

    /// Whether the name at `index` reads or passes Flutter's factor: `MediaQuery.textScaleFactorOf(…)`,
    /// `….textScaleFactor` on a chain that starts from `MediaQuery` (or the platform dispatcher, a
    /// window), or `textScaleFactor:` as an argument.
    static func isFrameworkUse(_ index: Int, in code: CodeIndex) -> Bool {
        if code.tokens[index].text == "textScaleFactorOf" { return code.isCall(at: index) }
        // An argument: `Text(…, textScaleFactor: 1.0)`, `copyWith(textScaleFactor: …)`; not a named parameter's declaration.
        if code.isText(":", at: index + 1), code.enclosingBracket[index] >= 0, code.tokens[code.enclosingBracket[index]].isText("("),
            let callee = code.callName(openedBy: code.enclosingBracket[index]), !code.isText("this", at: index - 2)
        {
            // Only Flutter's own text and media-query types take the factor; an app's model of that name is its own,
            // and so is the `copyWith` of anything but a media query (`options.copyWith(textScaleFactor: …)`).
            guard !isParameterList(code.enclosingBracket[index], in: code) else { return false }
            // A class of the file that sizes its fonts with the factor it is given (a chart's painter) is text sized by it.
            guard takesFactor.contains(code.tokens[callee].text) else { return sizesFontsWithFactor(code.tokens[callee].text, in: code) }
            return code.tokens[callee].text != "copyWith" || startsFromFramework(memberAt: callee, in: code)
        }
        return startsFromFramework(memberAt: index, in: code) || sizesFont(index, in: code)
    }

    /// Whether the file declares `class name` and, in its body, sizes a font with a `textScaleFactor` of its own
    /// (`fontSize: labelStyle.fontSize! * textScaleFactor`).
    static func sizesFontsWithFactor(_ name: String, in code: CodeIndex) -> Bool {
        // The file's uses that size a font, then the class holding each: few files have any.
        code.tokens.indices.contains { index in
            code.tokens[index].text == "textScaleFactor" && sizesFont(index, in: code)
                && FlutterText.enclosingWidget(at: index, in: code)?.name == name
        }
    }

    /// Whether the factor at `index`, whatever holds it, multiplies or divides a `fontSize:` argument
    /// (`fontSize: style.fontSize! * textScaleFactor`): text sized by one linear factor.
    static func sizesFont(_ index: Int, in code: CodeIndex) -> Bool {
        guard ["*", "/"].contains(where: { code.isText($0, at: index - 1) || code.isText($0, at: index + 1) }) else { return false }
        let bracket = code.enclosingBracket[index]
        guard bracket >= 0, code.tokens[bracket].isText("("), let call = code.callName(openedBy: bracket) else { return false }
        return code.arguments(ofCallAt: call).contains { $0.label == "fontSize" && $0.value.contains(index) }
    }

    /// Whether the member at `index` is read from a chain that starts from Flutter's media query, platform
    /// dispatcher or a window: `MediaQuery.of(context).textScaleFactor`, `MediaQuery.of(context).copyWith`.
    static func startsFromFramework(memberAt index: Int, in code: CodeIndex) -> Bool {
        guard code.isText(".", at: index - 1) || code.isText("?.", at: index - 1) else { return false }
        // Walk the chain back to its start.
        var cursor = index - 2
        while cursor >= 0 {
            let token = code.tokens[cursor]
            if token.isText(")"), code.partner[cursor] >= 0 { cursor = code.partner[cursor] - 1; continue }
            if token.kind == .identifier {
                if frameworkSources.contains(token.text) { return true }
                if code.isText(".", at: cursor - 1) || code.isText("?.", at: cursor - 1) || code.isText("!.", at: cursor - 1) {
                    cursor -= 2; continue
                }
                return false
            }
            if token.isText("!") { cursor -= 1; continue }
            return false
        }
        return false
    }

    /// Whether the parenthesis at `bracket` opens a function's or constructor's parameter list (its
    /// closing parenthesis is followed by a body or an initializer list), not a call's arguments.
    private static func isParameterList(_ bracket: Int, in code: CodeIndex) -> Bool {
        let close = code.partner[bracket]
        guard close >= 0, close + 1 < code.tokens.count else { return false }
        let next = code.tokens[close + 1]
        return next.isText("{") || next.isText("=>") || next.isText(":") || next.isText(";") || next.text == "async"
    }
}
