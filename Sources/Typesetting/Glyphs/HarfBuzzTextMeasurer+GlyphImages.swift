extension HarfBuzzTextMeasurer {
    /// What draws each of `run`'s glyphs, in the run's order, for a renderer that draws with its
    /// own library: outlines in ems (scale by `run.pointSize`, place at `run.positions`) to fill
    /// in the text's colour, colour bitmaps (emoji) to draw as they are.
    ///
    /// Outlines are unhinted and come from the face at the run's weight, so they match the advances
    /// the layout measured. Each face, weight and glyph is loaded once and kept. A glyph FreeType
    /// cannot load (damaged data in a face that otherwise loaded) is nil, and a face of monochrome
    /// bitmaps only gives nil for every glyph.
    public func glyphImages(for run: GlyphRun) -> [GlyphImage?] {
        glyphImageCache.images(of: run.glyphs, fontFile: run.fontFile, faceIndex: run.faceIndex, weightVariation: run.weightVariation)
    }

    /// What draws glyph `glyph` of face `faceIndex` of `fontFile` at `weightVariation` (a run's
    /// `fontFile`, `faceIndex` and `weightVariation`), from the same cache as `glyphImages(for:)`:
    /// for a renderer that asks for glyphs one at a time, as a font engine's callbacks do.
    public func glyphImage(_ glyph: UInt32, fontFile: String, faceIndex: Int, weightVariation: Double?) -> GlyphImage? {
        glyphImageCache.images(of: [glyph], fontFile: fontFile, faceIndex: faceIndex, weightVariation: weightVariation)[0]
    }
}
