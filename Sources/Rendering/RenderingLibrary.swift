// Rendering: PNG pictures of laid-out screens with the audit's findings drawn on them, and
// contact sheets of one screen at every size.
//
// - `ScreenRenderer` draws one `LaidOutScreen` (or lays a `ViewNode` out and audits it first):
//   the device and its safe areas, the views, and the findings that hold at that size.
// - `FindingOverlay` (internal) turns findings into marks, matched to placed views by
//   `element.path`; `RenderedScreen.marks` tells where each one landed.
// - `ContactSheet` draws the twelve sizes side by side with the first failing size in red, and
//   asked to (`includesAndroid`), a second row at Android's font scales 85 % … 200 % with the
//   Android audit's findings and its own first failure. Screens laid out at an Android scale
//   match findings whose typed context holds that scale (`LayoutEnvironment.size`).
//
// Text is never laid out again here: each line layout measured is shaped by Typesetting
// (`HarfBuzzTextMeasurer.glyphLines(for:measured:)`) with the same fonts, and each glyph is drawn
// from what Typesetting gives for it (`HarfBuzzTextMeasurer.glyphImages(for:)`): its unhinted
// outline, filled through a cairo user font, or its colour bitmap (emoji). Rendering never opens a
// font: only Typesetting sees HarfBuzz, FreeType and ICU.
//
// Rendering sees two C libraries, behind its drawing seam: cairo (the `CCairo` system library) in
// `CairoCanvas`, which draws, and in `RenderedImage`, which holds the surface; libpng (`CPNGShim`)
// in `RenderedImage`, which encodes PNG. Everything that could make pixels differ between machines
// is fixed (grey antialiasing, no hinting, unrounded glyph metrics, opaque pictures, no PNG
// metadata), so the same fonts and library versions give the same pixels.

/// The version of the drawing library pictures were made with, which pixels depend on.
public enum RenderingLibrary {
    /// cairo's version string ("1.16.0").
    public static var cairoVersion: String { CairoCanvas.libraryVersion }
}
