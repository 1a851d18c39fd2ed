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
            helper's own declaration (`fun Dp.toSp()`) is not a use. Java sources are read too. A `Paint` or `TextPaint` \
            declared in the file and given `setTextSize(…)` with one argument (pixels) is reported when the size shows no \
            sign of the font scale (`sp`, `scaledDensity`, `fontScale`, a dimension resource, a view's `textSize`), \
            following one local variable; a `TextView`'s one-argument `setTextSize` takes sp and is not reported.
            """,
        examples: [
            RuleExample(
                """
                val size = with(LocalDensity.current) { ↓16.dp.toSp() }
                Text("Order summary", fontSize = size)
                """, explanation: "`toSp()` on a dp value undoes the font scale."),
            RuleExample(
                """
                Text(body, lineHeight = with(density) { ↓dimensionResource(R.dimen.body_line).toSp() })
                """),
            RuleExample(
                """
                label.↓setTextSize(TypedValue.COMPLEX_UNIT_DIP, 14f)
                """, explanation: "A view's text size in dp."),
            RuleExample(
                """
                Paint gridText = new Paint();
                final float textSize = getBounds().height() * 0.06f;
                gridText.↓setTextSize(textSize);
                """, explanation: "A chart's labels sized from its height in pixels.", fileName: "BarChart.java"),
            RuleExample(
                """
                Text(price, fontSize = 14.↓nonScaledSp)
                """, explanation: "A design-system helper known not to scale.",
                configuration: LintConfiguration(fixedFontHelpers: ["nonScaledSp"])),
            RuleExample(
                """
                Text("Order summary", fontSize = 16.sp, lineHeight = 22.sp)
                label.setTextSize(TypedValue.COMPLEX_UNIT_SP, 14f)
                val iconSize = with(LocalDensity.current) { 14.sp.toDp() }
                """, explanation: "`sp` scales; converting sp to dp for an icon is the right direction."),
            RuleExample(
                """
                label.setTextSize(TypedValue.COMPLEX_UNIT_PX, resources.getDimension(R.dimen.body_text_size))
                EmojiItem(item = item, emojiSize = 32.dp.toSp())
                fun Dp.toSp(): TextUnit = with(LocalDensity.current) { toSp() }
                """,
                explanation: "Pixels read from an `sp` dimension (already scaled), an emoji drawn as a picture, and a helper's declaration."
            ),
            RuleExample(
                """
                TextPaint label = new TextPaint();
                label.setTextSize(TypedValue.applyDimension(TypedValue.COMPLEX_UNIT_SP, 14, metrics));
                title.setTextSize(textSize);
                """, explanation: "A paint sized in sp, and a `TextView`'s size (sp).", fileName: "Dial.java"),
        ])

    public static func violations(in file: LintFile, configuration: LintConfiguration) -> [RuleViolation] {
        let code = file.codeIndex
        var result: [RuleViolation] = []
        for index in code.tokens.indices where code.tokens[index].kind == .identifier {
            let name = code.tokens[index].text
            if name == "toSp", code.isCall(at: index), code.isText(".", at: index - 1), index >= 2,
                !KotlinDeclarations.isDeclared(at: index, in: code), !sizesAPicture(index, in: code)
            {
                let start = code.chainStart(endingAt: index - 2)
                let receiver = code.tokens[start..<(index - 1)]
                let isDp = receiver.contains {
                    $0.text == "dp" || $0.text == "dimensionResource" || $0.kind == .identifier && $0.text.hasSuffix("Dp")
                }
                if isDp {
                    let text = receiver.map(\.text).joined()
                    result.append(
                        violation(
                            in: file, at: file.position(of: code.tokens[start]),
                            "`\(text).toSp()` makes a text size that ignores the font scale.", element: "\(text).toSp()"))
                }
            } else if name == "setTextSize", code.isCall(at: index),
                let unit = code.arguments(ofCallAt: index).first.flatMap({ argument in
                    code.tokens[argument.value].last(where: { fixedUnits.contains($0.text) })
                }), !passesScaledPixels(index, unit: unit.text, in: code)
            {
                result.append(
                    violation(
                        in: file, at: file.position(of: code.tokens[index]),
                        "`setTextSize` with `\(unit.text)` sets a text size that ignores the font scale.", element: "setTextSize"))
            } else if name == "setTextSize", code.isCall(at: index), let receiver = paintReceiver(ofCallAt: index, in: code),
                case let arguments = code.arguments(ofCallAt: index), arguments.count == 1, let size = arguments.first,
                !followsFontScale(size.value, before: index, in: code)
            {
                result.append(
                    violation(
                        in: file, at: file.position(of: code.tokens[index]),
                        "`\(receiver).setTextSize(…)` gives a Paint a size in pixels that nothing here scales with the font scale, "
                            + "so the text it draws stays the same size.", element: "\(receiver).setTextSize"))
            } else if configuration.fixedFontHelpers.contains(name), !KotlinDeclarations.isDeclared(at: index, in: code) {
                result.append(
                    violation(
                        in: file, at: file.position(of: code.tokens[index]),
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

    /// Types whose `setTextSize(float)` takes pixels (a `TextView`'s takes sp, which scale).
    static let paintTypes: Set<String> = ["Paint", "TextPaint"]

    /// The receiver of `receiver.setTextSize(…)` when the file declares it as a `Paint` or `TextPaint`:
    /// `Paint paintText = new Paint();`, `private final TextPaint label;`, `val paint = Paint()`,
    /// `val paint: TextPaint`.
    static func paintReceiver(ofCallAt index: Int, in code: CodeIndex) -> String? {
        guard index >= 2, code.isText(".", at: index - 1), let receiver = code[safe: index - 2], receiver.kind == .identifier else {
            return nil
        }
        let name = receiver.text
        for position in code.tokens.indices where code.tokens[position].text == name && code.tokens[position].kind == .identifier {
            let before = code[safe: position - 1], after = code[safe: position + 1], next = code[safe: position + 2]
            if let before, paintTypes.contains(before.text) { return name }
            if after?.text == ":", let next, paintTypes.contains(next.text) { return name }
            if after?.text == "=", let next {
                if paintTypes.contains(next.text) { return name }
                if next.text == "new", let type = code[safe: position + 3], paintTypes.contains(type.text) { return name }
            }
        }
        return nil
    }

    /// Whether a pixel size follows the font scale: it is made from an `sp` value, the scaled density, the
    /// font scale, `COMPLEX_UNIT_SP`, a dimension resource, or a view's own text size, directly or through
    /// the one local it names (`final float textSize = height * 0.06f;`, the nearest Java assignment before
    /// the call). A lone name with no such assignment (a parameter, a field set elsewhere) is unknown and
    /// counts as following it.
    static func followsFontScale(_ range: Range<Int>, before call: Int, in code: CodeIndex, depth: Int = 0) -> Bool {
        let scaled: Set<String> = [
            "sp", "scaledDensity", "fontScale", "COMPLEX_UNIT_SP", "getDimension", "getDimensionPixelSize", "dimensionResource",
        ]
        let names = range.filter { code.tokens[$0].kind == .identifier }
        if names.contains(where: { position in
            let name = code.tokens[position].text
            // A view's own text size (`label.getTextSize()`), already scaled; a local of that name is not.
            return scaled.contains(name) || BodyText.words(name).contains("sp")
                || ["textSize", "getTextSize"].contains(name) && code.isText(".", at: position - 1)
        }) {
            return true
        }
        guard range.count == 1, let local = names.first.map({ code.tokens[$0] }) else { return false }
        guard depth < 4,
            let assignment = code.tokens[..<call].indices.last(where: { code.tokens[$0].text == local.text && code.isText("=", at: $0 + 1) }
            ),
            let end = (assignment + 2..<min(call, assignment + 64)).first(where: { code.isText(";", at: $0) })
        else { return true }
        return followsFontScale((assignment + 2)..<end, before: assignment, in: code, depth: depth + 1)
    }

    /// Whether `setTextSize(COMPLEX_UNIT_PX, …)` is given pixels already scaled: a dimension resource read
    /// with `getDimension(…)` or `getDimensionPixelSize(…)`, which converts an `sp` dimension on the font
    /// scale, as Android's own widgets do.
    static func passesScaledPixels(_ index: Int, unit: String, in code: CodeIndex) -> Bool {
        guard unit == "COMPLEX_UNIT_PX", let size = code.arguments(ofCallAt: index).dropFirst().first else { return false }
        return code.tokens[size.value].contains { $0.text == "getDimension" || $0.text == "getDimensionPixelSize" }
    }
}
