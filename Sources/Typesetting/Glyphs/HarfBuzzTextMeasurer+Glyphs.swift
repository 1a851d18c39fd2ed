import TextMeasurement

extension HarfBuzzTextMeasurer {
    /// The glyphs of every line `measured` shows, for drawing: each line's shown text (with its
    /// ellipsis when truncated) shaped with the font chain `request` resolved to, at the size
    /// the text was laid out at (after `minimumScaleFactor`) and with the same tracking.
    ///
    /// Lines are never re-broken: the line breaks and truncation are `measured`'s. Throws
    /// `FontError` when the request's font cannot be loaded, `ICUError` when ICU cannot analyse a line.
    public func glyphLines(for request: TextMeasurementRequest, measured: MeasuredText) throws -> [LineGlyphs] {
        let chain = try fontChain(for: request.font)
        let shaper = TextShaper(chain: chain, language: request.language, shapingFonts: shapingFonts)
        let tracking = Self.tracking(for: request.font, at: measured.pointSize)
        return try measured.lines.map { line throws(ICUError) in
            try shaper.glyphLine(line.text, pointSize: measured.pointSize, tracking: tracking)
        }
    }
}
