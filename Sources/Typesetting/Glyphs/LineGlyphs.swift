/// The glyphs of one shown line of a measured text.
public struct LineGlyphs: Hashable, Sendable {
    /// The line's text as shown (with the ellipsis when truncated).
    public var text: String
    /// The runs in visual order, left to right.
    public var runs: [GlyphRun]
    /// The line's advance, tracking included: what `MeasuredLine.width` measured, give or take
    /// kerning across the line's ends (a line is shaped on its own here) and between a truncated
    /// line's last letter and its ellipsis (measuring shapes the ellipsis apart; drawing shapes
    /// them together, as iOS draws them).
    public var width: Double
    /// Where the symbols set in the line (`InlineSymbol`) start, in points from the line's start:
    /// each is a box `symbolSize` wide and tall, drawn as a symbol tile, not as a glyph.
    public var symbolStarts: [Double]
    /// The width and height of each symbol set in the line.
    public var symbolSize: Double

    /// A line of `runs` advancing `width` points, with the symbols set in it.
    public init(text: String, runs: [GlyphRun], width: Double, symbolStarts: [Double] = [], symbolSize: Double = 0) {
        self.text = text
        self.runs = runs
        self.width = width
        self.symbolStarts = symbolStarts
        self.symbolSize = symbolSize
    }
}
