import TextMeasurement
/// The primary font and the fallbacks tried, in order, for each grapheme it cannot draw.
public struct FontChain: Sendable {
    /// The font asked for.
    public let primary: ResolvedFont
    private let fallbacks: FallbackFonts

    /// A chain trying `primary` first, then `fallbacks` by script.
    public init(primary: ResolvedFont, fallbacks: FallbackFonts) {
        self.primary = primary
        self.fallbacks = fallbacks
    }

    /// The face for one grapheme: the first in the chain that draws every visible scalar of it,
    /// else the first that draws its base character, else the primary face.
    func face(forGrapheme scalars: [Unicode.Scalar], script: String) -> FontFace {
        // Most UI text is ASCII: one scalar the primary face draws needs no property lookups.
        if scalars.count == 1, scalars[0].isASCII, primary.face.covers(scalars[0]) || scalars[0].value < 0x20 { return primary.face }
        // A symbol set in the text is measured in the text's own font, whichever font has the character.
        if scalars.count == 1, scalars[0].value == UInt32(InlineSymbol.codeUnit) { return primary.face }
        let visible = scalars.filter { !Self.isInvisibleFormatting($0) }
        guard let base = visible.first else { return primary.face }
        let emoji = Self.wantsEmojiPresentation(scalars)
        if !emoji && visible.allSatisfy(primary.face.covers) { return primary.face }
        var candidates: [FontFace] = []
        if emoji, let face = fallbacks.emojiFace() { candidates.append(face) }
        candidates.append(primary.face)
        candidates += fallbacks.faces(forScript: script, weight: primary.weight)
        candidates += fallbacks.genericFaces(weight: primary.weight)
        if !emoji, let face = fallbacks.emojiFace() { candidates.append(face) }
        return candidates.first { face in visible.allSatisfy(face.covers) }
            ?? candidates.first { $0.covers(base) }
            ?? primary.face
    }

    /// Joiners, variation selectors, newlines and tabs: shaped with their neighbours or not drawn,
    /// never needing a glyph of their own. A newline sent to a fallback font would make its line
    /// as tall as that font.
    static func isInvisibleFormatting(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        switch properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: return true
        default: return properties.isDefaultIgnorableCodePoint || properties.isVariationSelector
        }
    }

    /// Emoji presentation: by default (😀), by U+FE0F, or a pictograph beyond the BMP symbols.
    static func wantsEmojiPresentation(_ scalars: [Unicode.Scalar]) -> Bool {
        guard let base = scalars.first else { return false }
        if scalars.contains("\u{FE0E}") { return false }
        return base.properties.isEmojiPresentation || scalars.contains("\u{FE0F}")
            || (base.properties.isEmoji && base.value >= 0x1F000)
    }
}
