import CFreeType
import CHarfBuzz

/// A FreeType library and one face read from memory, used to validate a font file, read its
/// names and load glyphs to draw; both are released together in `deinit`.
///
/// FreeType objects are not thread-safe, so each face gets its own library and is used under one lock.
final class FreeTypeFace {
    let library: FT_Library
    let face: FT_Face
    /// The HarfBuzz blob holding the bytes, when this face keeps them alive itself.
    private let blob: OpaquePointer?

    /// Opens face `index` of the font bytes at `bytes` (which must outlive this object).
    init(bytes: UnsafePointer<UInt8>, count: Int, index: Int, path: String) throws(FontError) {
        (library, face) = try Self.open(bytes: bytes, count: count, index: index, path: path)
        blob = nil
    }

    /// Opens `fontFace` again, over the bytes HarfBuzz shapes it from (one mapping of the file,
    /// and the very bytes the layout measured), keeping them alive as long as this face.
    init(_ fontFace: FontFace) throws(FontError) {
        let blob = hb_face_reference_blob(fontFace.face)!
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length), length > 0 else {
            hb_blob_destroy(blob)
            throw .notAFont(path: fontFace.path, reason: "HarfBuzz holds no bytes for the face")
        }
        let bytes = UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self)
        do {
            (library, face) = try Self.open(bytes: bytes, count: Int(length), index: fontFace.index, path: fontFace.path)
        } catch {
            hb_blob_destroy(blob)
            throw error
        }
        self.blob = blob
    }

    deinit {
        FT_Done_Face(face)
        FT_Done_FreeType(library)
        if let blob { hb_blob_destroy(blob) }
    }

    private static func open(bytes: UnsafePointer<UInt8>, count: Int, index: Int, path: String) throws(FontError) -> (FT_Library, FT_Face) {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else {
            throw .notAFont(path: path, reason: "FreeType could not start")
        }
        var face: FT_Face?
        let error = FT_New_Memory_Face(library, bytes, FT_Long(count), FT_Long(index), &face)
        guard error == 0, let face else {
            FT_Done_FreeType(library)
            throw .notAFont(path: path, reason: FreeTypeFace.message(for: error))
        }
        return (library, face)
    }

    /// FreeType's explanation of an error code, or the number when it has none.
    static func message(for error: FT_Error) -> String {
        if let text = FT_Error_String(error) { return String(cString: text) }
        // Debian builds FreeType without error strings; these are the ones font loading returns.
        let known: [FT_Error: String] = [
            0x01: "cannot open resource", 0x02: "unknown file format", 0x03: "broken file", 0x06: "invalid argument",
            0x08: "broken table", 0x09: "broken offset within table", 0x10: "invalid glyph index", 0x14: "invalid outline",
            0x15: "invalid composite glyph", 0x40: "out of memory", 0x54: "invalid stream read",
            0x55: "invalid stream operation", 0x8E: "SFNT font table missing",
        ]
        return known[error] ?? "FreeType error \(error)"
    }
}
