import ReflowLocking

/// Glyph images loaded once per face, weight and glyph and kept for every picture after.
///
/// Thread-safe. Each face has its own FreeType face and lock, so drawing in one face never waits
/// for a glyph being loaded in another; a run takes its face's lock once for all its glyphs.
final class GlyphImageCache: Sendable {
    private let catalog: FontCatalog
    private let faces = Locked<[FaceKey: FaceGlyphs?]>([:])

    /// A cache loading faces through `catalog` (faces the layout used are loaded there already).
    init(catalog: FontCatalog) {
        self.catalog = catalog
    }

    /// The image of each of `glyphs` of face `faceIndex` of `fontFile` at `weightVariation`, in
    /// order; nil for a glyph that cannot be loaded, and for every glyph when the face cannot be opened.
    func images(of glyphs: [UInt32], fontFile: String, faceIndex: Int, weightVariation: Double?) -> [GlyphImage?] {
        let key = FaceKey(path: fontFile, index: faceIndex, weightVariation: weightVariation)
        let face = faces.withLock { faces in
            if let known = faces[key] { return known }
            let loaded = (try? catalog.face(path: key.path, faceIndex: key.index))
                .flatMap { face in FaceGlyphs(face: face, weightVariation: key.weightVariation) }
            faces[key] = loaded
            return loaded
        }
        return face?.images(of: glyphs) ?? Array(repeating: nil, count: glyphs.count)
    }

    private struct FaceKey: Hashable {
        let path: String
        let index: Int
        let weightVariation: Double?
    }
}

/// One face's glyph images and the FreeType face that loads those not seen yet, under one lock.
private final class FaceGlyphs: Sendable {
    private struct State {
        let loader: GlyphLoader
        var images: [UInt32: GlyphImage?] = [:]
    }

    private let state: Locked<State>

    /// `face`'s glyphs at `weightVariation`, or nil when FreeType cannot open the face for drawing.
    init?(face: FontFace, weightVariation: Double?) {
        guard let loader = GlyphLoader(face: face, weightVariation: weightVariation) else { return nil }
        state = Locked(State(loader: loader))
    }

    func images(of glyphs: [UInt32]) -> [GlyphImage?] {
        state.withLock { state in
            glyphs.map { glyph in
                if let known = state.images[glyph] { return known }
                let image = state.loader.image(of: glyph)
                state.images[glyph] = image
                return image
            }
        }
    }
}
