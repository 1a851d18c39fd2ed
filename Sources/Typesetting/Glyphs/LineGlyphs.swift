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

    /// A line of `runs` advancing `width` points.
    public init(text: String, runs: [GlyphRun], width: Double) {
        self.text = text
        self.runs = runs
        self.width = width
    }
}
