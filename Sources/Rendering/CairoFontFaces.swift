import CCairo
import CFreeType
import ReflowLocking

/// cairo font faces over FreeType faces of font files, one per file and face index, made once.
///
/// Each FreeType face gets its own FreeType library (FreeType objects are not thread-safe), and
/// both are released by cairo when it drops its last reference to the font face, which may be
/// after this cache is gone: cairo keeps recently used fonts in a cache of its own.
final class CairoFontFaces: Sendable {
    /// A font face ready for `cairo_set_font_face`.
    final class Face: @unchecked Sendable {
        /// The cairo font face (one reference owned here).
        let fontFace: OpaquePointer

        init(fontFace: OpaquePointer) {
            self.fontFace = fontFace
        }

        deinit {
            cairo_font_face_destroy(fontFace)
        }
    }

    private struct Key: Hashable {
        let path: String
        let index: Int
    }

    private let faces = Locked<[Key: Face?]>([:])

    /// The face at `index` in the file at `path`, or nil when FreeType cannot open it (the
    /// measurer opened it already, so this means the file changed underneath).
    func face(path: String, index: Int) -> Face? {
        faces.withLock { faces in
            let key = Key(path: path, index: index)
            if let known = faces[key] { return known }
            let face = Self.load(path: path, index: index)
            faces[key] = face
            return face
        }
    }

    private static func load(path: String, index: Int) -> Face? {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return nil }
        var ftFace: FT_Face?
        guard FT_New_Face(library, path, FT_Long(index), &ftFace) == 0, let ftFace else {
            FT_Done_FreeType(library)
            return nil
        }
        let hasColor = ftFace.pointee.face_flags & FT_Long(1 << 14) != 0 // FT_FACE_FLAG_COLOR
        // No hinting: outlines are drawn as designed, the same on every machine; positions come
        // from HarfBuzz and must not be nudged to a grid. Colour faces (Noto Color Emoji's CBDT
        // bitmaps) need FT_LOAD_COLOR, and cairo scales their strike to the size asked.
        let flags = Int32(1 << 1) | (hasColor ? Int32(1 << 20) : 0) // FT_LOAD_NO_HINTING, FT_LOAD_COLOR
        let fontFace = cairo_ft_font_face_create_for_ft_face(ftFace, flags)!
        let owner = Unmanaged.passRetained(FreeTypeOwner(library: library, face: ftFace)).toOpaque()
        let status = cairo_font_face_set_user_data(fontFace, freeTypeOwnerKey, owner) { owner in
            if let owner { Unmanaged<FreeTypeOwner>.fromOpaque(owner).release() }
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_font_face_destroy(fontFace)
            Unmanaged<FreeTypeOwner>.fromOpaque(owner).release()
            return nil
        }
        return Face(fontFace: fontFace)
    }
}

/// A FreeType library and face that a cairo font face draws from, released when cairo frees
/// the font face (its user-data destroy callback drops the last reference).
private final class FreeTypeOwner {
    let library: FT_Library
    let face: FT_Face

    init(library: FT_Library, face: FT_Face) {
        self.library = library
        self.face = face
    }

    deinit {
        FT_Done_Face(face)
        FT_Done_FreeType(library)
    }
}

/// The address cairo files the owner under; only its identity matters.
private nonisolated(unsafe) let freeTypeOwnerKey = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)
