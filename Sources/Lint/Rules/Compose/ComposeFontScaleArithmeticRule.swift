import Findings

/// Computing sizes from `fontScale` or `scaledDensity`, or overriding the font scale.
public enum ComposeFontScaleArithmeticRule: LintRule {
    static let names: Set<String> = ["fontScale", "scaledDensity"]
    static let operators: Set<String> = ["*", "/", "+", "-", "%"]
    static let operatorMembers: Set<String> = ["times", "div", "plus", "minus", "rem", "coerceAtMost", "coerceIn"]

    public static let description = RuleDescription(
        id: "compose-font-scale-arithmetic",
        name: "Arithmetic on the font scale",
        summary:
            "`fontScale` or `scaledDensity` multiplied, divided or clamped to compute sizes, or `fontScale` overridden in a `Density`.",
        rationale: """
            Since Android 14 text scales on a nonlinear curve: at 200 % a 14 sp body grows about 1.9 times and a 30 sp \
            heading about 1.3 times, so no single multiplier is right. Dividing by the scale undoes the reader's choice \
            altogether, and a `Density(…, fontScale = 1f)` switches it off for a whole subtree.
            """,
        defaultSeverity: .error,
        language: .kotlin,
        criterion: .resizeText,
        fix: """
            Let the platform scale: size text in `sp`, convert with `TypedValue.applyDimension()` or `Density.toDp()`, and \
            read `fontScale` only to compare it (`if (fontScale > 1.3f)`) when switching layouts.
            """,
        precision: """
            Reports `fontScale` and `scaledDensity` when the member chain holding them is next to `*`, `/`, `+`, `-` or `%`, \
            or continues with `.times`, `.div`, `.coerceAtMost` and the like, and `fontScale = …` inside a `Density(…)` call. \
            Comparisons are left alone. A value copied into a local first (`val scale = fontScale`) is not followed. Code \
            inside a function or property listed in `fontHelpers.scaling` is trusted and skipped.
            """,
        examples: [
            RuleExample(
                """
                val Int.nonScaledSp: TextUnit
                    @Composable get() = (this / LocalDensity.current.↓fontScale).sp
                """, explanation: "Dividing by the scale undoes it."),
            RuleExample(
                """
                val px = 16 * resources.displayMetrics.↓scaledDensity
                """),
            RuleExample(
                """
                CompositionLocalProvider(LocalDensity provides Density(LocalDensity.current.density, ↓fontScale = 1f)) {
                    content()
                }
                """, explanation: "The font scale pinned to 1 for everything inside."),
            RuleExample(
                """
                val isLarge = LocalDensity.current.fontScale > 1.3f
                if (isLarge) Column { content() } else Row { content() }
                """, explanation: "Comparing to switch layouts is fine."),
            RuleExample(
                """
                fun Dp.scaledForText(density: Density): Dp = this * density.fontScale
                """, explanation: "The project's own scaling helper is trusted.",
                configuration: LintConfiguration(scalingFontHelpers: ["scaledForText"])),
        ])

    public static func violations(in file: LintFile, configuration: LintConfiguration) -> [RuleViolation] {
        let code = file.codeIndex
        var result: [RuleViolation] = []
        for index in code.tokens.indices where code.tokens[index].kind == .identifier && names.contains(code.tokens[index].text) {
            let name = code.tokens[index].text
            if KotlinDeclarations.isDeclared(at: index, in: code) { continue }
            if let helper = KotlinDeclarations.enclosingDeclarationName(of: index, in: code),
                configuration.scalingFontHelpers.contains(helper)
            {
                continue
            }
            if name == "fontScale" && code.isText("=", at: index + 1) {
                if code.enclosingCalls(of: index).first.map({ code.tokens[$0].text == "Density" }) == true {
                    result.append(
                        violation(
                            in: file, at: file.position(of: code.tokens[index]),
                            "`Density(…, fontScale = …)` overrides the reader's font scale for everything inside it.",
                            element: "Density"))
                }
                continue
            }
            let start = code.chainStart(endingAt: index)
            let end = code.chainEnd(startingAt: index)
            let before = code[safe: start - 1]
            let after = code[safe: end]
            let continues = ((index + 1)..<end).contains {
                code.tokens[$0].kind == .identifier && operatorMembers.contains(code.tokens[$0].text)
            }
            let arithmetic =
                before.map { $0.kind == .punctuation && operators.contains($0.text) } == true
                || after.map { $0.kind == .punctuation && operators.contains($0.text) } == true || continues
            guard arithmetic else { continue }
            result.append(
                violation(
                    in: file, at: file.position(of: code.tokens[index]),
                    "Computing a size from `\(name)` assumes linear scaling; Android scales text on a nonlinear curve.",
                    element: name))
        }
        return result
    }
}
