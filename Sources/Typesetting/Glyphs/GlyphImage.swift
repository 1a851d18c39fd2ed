/// What draws one glyph: an outline filled in the text's colour, or a colour bitmap drawn as it is.
public enum GlyphImage: Hashable, Sendable {
    /// A glyph of a scalable face: its outline (empty for a space).
    case outline(GlyphOutline)
    /// A colour glyph of a bitmap face (emoji): its picture.
    case bitmap(GlyphBitmap)
}
