import DynamicType

/// How tall a text is at the largest font scale people can choose, for the rules that judge whether
/// a fixed box leaves it room. A box is reported only when even this estimate does not fit, so the
/// estimate leans low: lines are counted at the least the code allows (one, or `maxLines`/`minLines`),
/// a line is the font's ascent and descent (no font padding), and the box's own padding is ignored (Android
/// layouts count paddings and margins, which the layout states exactly).
struct LargestScaleText: Hashable, Sendable {
    /// What sets the text's size, for the message (`bodyLarge`, `16 sp`, `the default 14 sp`).
    var source: String
    /// The text's font size, in sp (Android) or logical pixels (Flutter, React Native), before scaling.
    var size: Double
    /// The text's line height in the same unit, when the code or its style sets one.
    var lineHeight: Double?
    /// The lines the text takes at the least.
    var lines: Int = 1
    /// The project's own text style the code names (`ElementTheme.typography.fontBodyXsRegular`) when it is not a
    /// Material role: the size above is then a stand-in until the project's declaration is read.
    var styleName: String? = nil

    /// Android's Settings maximum, 200 %, on Android 14's nonlinear curve.
    static let androidLargest = AndroidTextScaling(.largest)
    /// The same for Jetpack Compose's `TextUnit.sp` conversion.
    static let composeLargest = AndroidTextScaling(.largest, variant: .compose)
    /// Roboto's ascent plus descent per em (1900 + 500 of 2048 units): a line of text without font
    /// padding and without a line height of its own.
    static let robotoLineSpacing = 2400.0 / 2048.0

    /// The height in dp the text needs at 200 % through `scaling`: its line height, or its size times
    /// Roboto's line spacing, converted on the curve (both are sp), times its lines.
    func androidHeight(_ scaling: AndroidTextScaling = LargestScaleText.androidLargest) -> Double {
        let line = lineHeight.map(scaling.dp(forSp:)) ?? scaling.dp(forSp: size) * Self.robotoLineSpacing
        return line * Double(lines)
    }

    /// The height of the text's lines grown linearly by `factor` (Flutter, React Native, or 1 for text
    /// that does not scale): its line height, or its size times Roboto's line spacing, times its lines.
    func linearHeight(factor: Double = 1) -> Double {
        (lineHeight ?? size * Self.robotoLineSpacing) * factor * Double(lines)
    }

    /// What `texts` need, for a message: `its bodyLarge text needs 36 dp`, `… for 2 lines`, `its 3
    /// stacked texts need 98 dp`, with `amount` already formatted.
    static func need(of texts: [LargestScaleText], _ amount: String) -> String {
        guard texts.count == 1, let text = texts.first else { return "its \(texts.count) stacked texts need \(amount)" }
        return "its \(text.source) text needs \(amount)\(text.lines > 1 ? " for \(text.lines) lines" : "")"
    }

    /// The Material 3 role a style expression names (`MaterialTheme.typography.bodyLarge`,
    /// `Theme.of(context).textTheme.titleMedium`, `?attr/textAppearanceBodyLarge`,
    /// `TextAppearance.Material3.LabelLarge`), if any.
    static func materialRole(in words: [String]) -> MaterialTypeRole? {
        for word in words.reversed() {
            let lowered = word.lowercased()
            if let role = MaterialTypeRole.allCases.first(where: { lowered.hasSuffix($0.rawValue.lowercased()) }) { return role }
        }
        return nil
    }

    /// A text set in a Material 3 role of the baseline type scale.
    static func material(_ role: MaterialTypeRole, lines: Int = 1) -> LargestScaleText {
        let style = MaterialTypeScale.material3[role]
        return LargestScaleText(source: role.rawValue, size: style.size, lineHeight: style.lineHeight, lines: lines)
    }

    /// Rounds a height for a message: whole dp.
    static func dp(_ value: Double) -> String {
        "\(Int(value.rounded())) dp"
    }
}
