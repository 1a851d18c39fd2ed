import CFreeType
import CHarfBuzz
import Foundation

/// One face of a real font file (TTF, OTF/CFF, one face of a TTC), validated and ready to shape.
///
/// Owns a HarfBuzz face over the file's bytes, released in `deinit`. HarfBuzz faces are
/// immutable once built and safe to read from many threads, hence `@unchecked Sendable`.
public final class FontFace: @unchecked Sendable, CustomStringConvertible {
    /// The file the face came from.
    public let path: String
    /// The face's index in its file (0 except in collections).
    public let index: Int
    /// The family name (`Inter`, `Roboto`, `Noto Sans CJK JP`).
    public let familyName: String
    /// The style name (`Regular`, `Bold Italic`).
    public let styleName: String
    /// The PostScript name (`Inter-Bold`), which `UIFont(name:)` and `Font.custom` use.
    public let postScriptName: String
    /// The OS/2 weight class (400 regular, 700 bold).
    public let weightClass: Int
    /// Whether the face is italic or oblique.
    public let isItalic: Bool
    /// Design units per em.
    public let unitsPerEm: Int
    /// The variation axes of a variable font; empty for static fonts.
    public let axes: [VariationAxis]
    /// An immutable HarfBuzz font over the face, asked which characters the cmap maps. Lookups
    /// through an immutable font are thread-safe; an `hb_set_t` is not (it caches its last page).
    private let cmapFont: OpaquePointer
    let face: OpaquePointer

    /// A variation axis of a variable font.
    public struct VariationAxis: Hashable, Sendable {
        /// The four-letter tag (`wght`).
        public let tag: String
        /// The smallest value.
        public let minimum: Double
        /// The default value.
        public let defaultValue: Double
        /// The largest value.
        public let maximum: Double
    }

    /// Fonts larger than this are refused rather than mapped (the largest CJK collections are ~60 MB).
    public static let maximumFileSize = 256 << 20

    /// Loads and validates face `index` of the file at `path`.
    public static func load(path: String, index: Int = 0) throws(FontError) -> FontFace {
        try FontFace(path: path, index: index)
    }

    /// The number of faces in the file (1 for TTF/OTF, more for TTC).
    public static func faceCount(path: String) throws(FontError) -> Int {
        let blob = try Self.blob(path: path)
        defer { hb_blob_destroy(blob) }
        return Int(hb_face_count(blob))
    }

    private init(path: String, index: Int) throws(FontError) {
        let blob = try Self.blob(path: path)
        defer { hb_blob_destroy(blob) }
        let faceCount = Int(hb_face_count(blob))
        guard faceCount > 0 else { throw .notAFont(path: path, reason: "no font tables found") }
        guard index >= 0 && index < faceCount else { throw .noSuchFace(path: path, index: index, faceCount: faceCount) }

        var length: UInt32 = 0
        let bytes = UnsafeRawPointer(hb_blob_get_data(blob, &length))!.assumingMemoryBound(to: UInt8.self)
        try Self.checkTableDirectory(UnsafeBufferPointer(start: bytes, count: Int(length)), faceIndex: index, path: path)
        let freeType = try FreeTypeFace(bytes: bytes, count: Int(length), index: index, path: path)
        let ftFace = freeType.face.pointee
        guard ftFace.num_glyphs > 0 else { throw .notAFont(path: path, reason: "the font has no glyphs") }
        // A truncated file still opens; loading a glyph's outline is what fails.
        let glyphError = FT_Load_Glyph(freeType.face, FT_UInt(min(ftFace.num_glyphs - 1, 1)), Int32(FT_LOAD_NO_SCALE))
        guard glyphError == 0 else {
            throw .notAFont(path: path, reason: "glyph data is damaged (\(FreeTypeFace.message(for: glyphError)))")
        }

        let face = hb_face_create(blob, UInt32(index))!
        guard hb_face_get_glyph_count(face) > 0 else {
            hb_face_destroy(face)
            throw .notAFont(path: path, reason: "HarfBuzz found no glyphs")
        }
        let characters = hb_set_create()!
        hb_face_collect_unicodes(face, characters)
        let characterCount = hb_set_get_population(characters)
        hb_set_destroy(characters)
        guard characterCount > 0 else {
            hb_face_destroy(face)
            throw .notAFont(path: path, reason: "the font maps no characters (missing or damaged cmap table)")
        }
        let cmapFont = hb_font_create(face)!
        hb_font_make_immutable(cmapFont)

        self.path = path
        self.index = index
        self.face = face
        self.cmapFont = cmapFont
        familyName = ftFace.family_name.map { String(cString: $0) } ?? ""
        styleName = ftFace.style_name.map { String(cString: $0) } ?? ""
        postScriptName = FT_Get_Postscript_Name(freeType.face).map { String(cString: $0) } ?? ""
        isItalic = ftFace.style_flags & FT_Long(FT_STYLE_FLAG_ITALIC) != 0
        unitsPerEm = Int(hb_face_get_upem(face))
        if let os2 = FT_Get_Sfnt_Table(freeType.face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self), os2.pointee.version != 0xFFFF {
            weightClass = Int(os2.pointee.usWeightClass)
        } else {
            weightClass = styleName.lowercased().contains("bold") ? 700 : 400
        }
        axes = Self.axes(of: face)
    }

    deinit {
        hb_font_destroy(cmapFont)
        hb_face_destroy(face)
    }

    /// Whether the face has a glyph for `scalar`.
    public func covers(_ scalar: Unicode.Scalar) -> Bool {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(cmapFont, scalar.value, &glyph) != 0
    }

    /// The weight axis, when the font is variable in weight.
    public var weightAxis: VariationAxis? {
        axes.first { $0.tag == "wght" }
    }

    /// The PostScript name and file, as reports and errors show a face.
    public var description: String {
        "\(postScriptName) (\(path)\(index > 0 ? " #\(index)" : ""))"
    }

    /// Maps the file read-only; refuses what is missing, unreadable, empty or huge.
    private static func blob(path: String) throws(FontError) -> OpaquePointer {
        // Opened first, so the reason is the system's own: a protected file is not "missing".
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw .unreadable(path: path, reason: String(cString: strerror(errno))) }
        var status = stat()
        let statusRead = fstat(descriptor, &status) == 0
        close(descriptor)
        guard statusRead else { throw .unreadable(path: path, reason: String(cString: strerror(errno))) }
        guard status.st_mode & S_IFMT != S_IFDIR else { throw .unreadable(path: path, reason: "is a directory") }
        let size = Int(status.st_size)
        guard size > 0 else { throw .notAFont(path: path, reason: "the file is empty") }
        guard size <= maximumFileSize else { throw .notAFont(path: path, reason: "the file is larger than \(maximumFileSize >> 20) MB") }
        guard let blob = hb_blob_create_from_file_or_fail(path) else {
            throw .unreadable(path: path, reason: "cannot open the file")
        }
        return blob
    }

    /// Refuses a face whose table directory points past the end of the file. A cut-off download
    /// often keeps its first tables intact, so FreeType opens it and glyphs early in the file
    /// load, yet names, kerning or outlines further on are gone and widths would silently be wrong.
    private static func checkTableDirectory(_ bytes: UnsafeBufferPointer<UInt8>, faceIndex: Int, path: String) throws(FontError) {
        func uint32(_ offset: Int) -> Int? {
            guard offset >= 0, offset + 4 <= bytes.count else { return nil }
            return Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
        }
        let isCollection = bytes.count >= 4 && bytes[0] == 0x74 && bytes[1] == 0x74 && bytes[2] == 0x63 && bytes[3] == 0x66  // "ttcf"
        guard let directory = isCollection ? uint32(12 + 4 * faceIndex) : 0, let counts = uint32(directory + 4) else {
            throw .notAFont(path: path, reason: "the table directory is cut off (truncated file?)")
        }
        let tableCount = counts >> 16
        for record in 0..<tableCount {
            let entry = directory + 12 + 16 * record
            guard let tag = uint32(entry), let offset = uint32(entry + 8), let length = uint32(entry + 12) else {
                throw .notAFont(path: path, reason: "the table directory is cut off (truncated file?)")
            }
            guard offset + length <= bytes.count else {
                let name = String(decoding: [24, 16, 8, 0].map { UInt8((tag >> $0) & 0xFF) }, as: UTF8.self)
                throw .notAFont(path: path, reason: "table '\(name)' runs past the end of the file (truncated file?)")
            }
        }
    }

    private static func axes(of face: OpaquePointer) -> [VariationAxis] {
        var count = hb_ot_var_get_axis_count(face)
        guard count > 0 else { return [] }
        var infos = [hb_ot_var_axis_info_t](repeating: hb_ot_var_axis_info_t(), count: Int(count))
        hb_ot_var_get_axis_infos(face, 0, &count, &infos)
        return infos.prefix(Int(count)).map { info in
            VariationAxis(
                tag: tagString(info.tag), minimum: Double(info.min_value), defaultValue: Double(info.default_value),
                maximum: Double(info.max_value))
        }
    }
}

/// The four characters of an OpenType tag.
func tagString(_ tag: hb_tag_t) -> String {
    String(decoding: [24, 16, 8, 0].map { UInt8((tag >> $0) & 0xFF) }, as: UTF8.self)
}
