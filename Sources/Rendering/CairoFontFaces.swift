import ReflowLocking
import Typesetting

/// cairo fonts over Typesetting's glyph outlines, one per font file, face and weight, made once.
///
/// cairo caches rasterized glyphs per font, so keeping the fonts for as long as the renderer
/// lets every picture it draws reuse the glyphs the ones before it rasterized.
final class CairoFontFaces: Sendable {
    private struct Key: Hashable {
        let path: String
        let index: Int
        let weightVariation: Double?
    }

    private let faces = Locked<[Key: CairoCanvas.GlyphFont]>([:])

    /// The font for `run`'s face and weight, drawing the outlines `measurer` gives.
    func font(for run: GlyphRun, measurer: HarfBuzzTextMeasurer) -> CairoCanvas.GlyphFont {
        let key = Key(path: run.fontFile, index: run.faceIndex, weightVariation: run.weightVariation)
        return faces.withLock { faces in
            if let known = faces[key] { return known }
            let font = CairoCanvas.GlyphFont { [measurer] glyph in
                guard
                    case .outline(let outline) = measurer.glyphImage(
                        glyph, fontFile: key.path, faceIndex: key.index,
                        weightVariation: key.weightVariation)
                else { return nil }
                return outline
            }
            faces[key] = font
            return font
        }
    }
}
