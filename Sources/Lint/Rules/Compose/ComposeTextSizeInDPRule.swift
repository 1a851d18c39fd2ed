import Findings

/// A text size fixed in density pixels: `16.dp.toSp()`, `setTextSize(COMPLEX_UNIT_DIP, …)`, or a
/// configured helper that returns a fixed size.
public enum ComposeTextSizeInDPRule: LintRule {
    static let fixedUnits: Set<String> = ["COMPLEX_UNIT_DIP", "COMPLEX_UNIT_PX", "COMPLEX_UNIT_PT", "COMPLEX_UNIT_MM", "COMPLEX_UNIT_IN"]

    public static let description = RuleDescription(
        id: "compose-text-size-in-dp",
        name: "Text size in dp",
        summary: "A text size or line height made from `dp` (`16.dp.toSp()`), set in a fixed unit, or from a configured fixed-size helper.",
        rationale: """
            `Dp.toSp()` divides by the font scale, so the text keeps the same physical size whatever the reader chose: it is \
            the standard way to switch text scaling off. `setTextSize` with `COMPLEX_UNIT_DIP` or `_PX` does the same for \
            views. Compose does not let `fontSize = 16.dp` compile, so these conversions are how fixed text really happens.
            """,
        defaultSeverity: .error,
        language: .kotlin,
        criterion: .resizeText,
        fix: "Size text in `sp` (`fontSize = 16.sp`, or a `MaterialTheme.typography` style); for views use `TypedValue.COMPLEX_UNIT_SP`.",
        precision: """
            Reports `.toSp()` on a receiver that contains `.dp`, calls `dimensionResource(…)` or is a name ending in `Dp`; \
            `setTextSize` with a `TypedValue` unit other than `COMPLEX_UNIT_SP` (except pixels read with `getDimension`, \
            which Android scales from an `sp` dimension); and every use of a name listed \
            in `fontHelpers.fixed`. A `Dp` kept in a variable of another name, and dimensions from resources set on views, \
            are not seen. A size given to a parameter or value named for an emoji or an icon is a picture's, and a \
            helper's own declaration (`fun Dp.toSp()`) is not a use.
            """,
        examples: [
            RuleExample("""
                val size = with(LocalDensity.current) { ↓16.dp.toSp() }
                Text("Order summary", fontSize = size)
                """, explanation: "`toSp()` on a dp value undoes the font scale."),
            RuleExample("""
                Text(body, lineHeight = with(density) { ↓dimensionResource(R.dimen.body_line).toSp() })
                """),
            RuleExample("""
                label.↓setTextSize(TypedValue.COMPLEX_UNIT_DIP, 14f)
                """, explanation: "A view's text size in dp."),
            RuleExample("""
                Text(price, fontSize = 14.↓nonScaledSp)
                """, explanation: "A design-system helper known not to scale.",
                configuration: LintConfiguration(fixedFontHelpers: ["nonScaledSp"])),
            RuleExample("""
                Text("Order summary", fontSize = 16.sp, lineHeight = 22.sp)
                label.setTextSize(TypedValue.COMPLEX_UNIT_SP, 14f)
                val iconSize = with(LocalDensity.current) { 14.sp.toDp() }
                """, explanation: "`sp` scales; converting sp to dp for an icon is the right direction."),
            RuleExample("""
                label.setTextSize(TypedValue.COMPLEX_UNIT_PX, resources.getDimension(R.dimen.body_text_size))
                EmojiItem(item = item, emojiSize = 32.dp.toSp())
                fun Dp.toSp(): TextUnit = with(LocalDensity.current) { toSp() }
                """, explanation: "Pixels read from an `sp` dimension (already scaled), an emoji drawn as a picture, and a helper's declaration."),
        ])

    public static func violations(in file: LintFile, configuration: LintConfiguration) -> [RuleViolation] {
        let code = file.codeIndex
        var result: [RuleViolation] = []
        for index in code.tokens.indices where code.tokens[index].kind == .identifier {
            let name = code.tokens[index].text
            if name == "toSp", code.isCall(at: index), code.isText(".", at: index - 1), index >= 2,
               !KotlinDeclarations.isDeclared(at: index, in: code), !sizesAPicture(index, in: code) {
                let start = code.chainStart(endingAt: index - 2)
                let receiver = code.tokens[start..<(index - 1)]
                let isDp = receiver.contains { $0.text == "dp" || $0.text == "dimensionResource" || $0.kind == .identifier && $0.text.hasSuffix("Dp") }
                if isDp {
                    let text = receiver.map(\.text).joined()
                    result.append(violation(in: file, at: file.position(of: code.tokens[start]),
                                            "`\(text).toSp()` makes a text size that ignores the font scale.", element: "\(text).toSp()"))
                }
            } else if name == "setTextSize", code.isCall(at: index),
                      let unit = code.arguments(ofCallAt: index).first.flatMap({ argument in
                          code.tokens[argument.value].last(where: { fixedUnits.contains($0.text) })
                      }), !passesScaledPixels(index, unit: unit.text, in: code) {
                result.append(violation(in: file, at: file.position(of: code.tokens[index]),
                                        "`setTextSize` with `\(unit.text)` sets a text size that ignores the font scale.", element: "setTextSize"))
            } else if configuration.fixedFontHelpers.contains(name), !KotlinDeclarations.isDeclared(at: index, in: code) {
                result.append(violation(in: file, at: file.position(of: code.tokens[index]),
                                        "`\(name)` is configured as a helper that returns a fixed text size.", element: name))
            }
        }
        return result
    }

    /// Whether the size made at `index` is for a picture: it is given to a parameter or kept in a value
    /// named for an emoji or an icon (`emojiSize = 32.dp.toSp()`), glyphs drawn as pictures, not text.
    static func sizesAPicture(_ index: Int, in code: CodeIndex) -> Bool {
        let start = code.chainStart(endingAt: index - 2)
        guard start >= 2, code.isText("=", at: start - 1), code[safe: start - 2]?.kind == .identifier else { return false }
        let words = BodyText.words(code.tokens[start - 2].text)
        return words.contains("emoji") || words.contains("icon")
    }

    /// Whether `setTextSize(COMPLEX_UNIT_PX, …)` is given pixels already scaled: a dimension resource read
    /// with `getDimension(…)` or `getDimensionPixelSize(…)`, which converts an `sp` dimension on the font
    /// scale, as Android's own widgets do.
    static func passesScaledPixels(_ index: Int, unit: String, in code: CodeIndex) -> Bool {
        guard unit == "COMPLEX_UNIT_PX", let size = code.arguments(ofCallAt: index).dropFirst().first else { return false }
        return code.tokens[size.value].contains { $0.text == "getDimension" || $0.text == "getDimensionPixelSize" }
    }
}
