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
    /// Characters the face maps to glyphs (from its cmap), as a HarfBuzz set.
    private let coverage: OpaquePointer
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
        let freeType = try FreeTypeFace(bytes: bytes, count: Int(length), index: index, path: path)
        let ftFace = freeType.face.pointee
        guard ftFace.num_glyphs > 0 else { throw .notAFont(path: path, reason: "the font has no glyphs") }
        // A truncated file still opens; loading a glyph's outline is what fails.
        let glyphError = FT_Load_Glyph(freeType.face, FT_UInt(min(ftFace.num_glyphs - 1, 1)), Int32(FT_LOAD_NO_SCALE))
        guard glyphError == 0 else { throw .notAFont(path: path, reason: "glyph data is damaged (\(FreeTypeFace.message(for: glyphError)))") }

        let face = hb_face_create(blob, UInt32(index))!
        guard hb_face_get_glyph_count(face) > 0 else {
            hb_face_destroy(face)
            throw .notAFont(path: path, reason: "HarfBuzz found no glyphs")
        }
        let coverage = hb_set_create()!
        hb_face_collect_unicodes(face, coverage)
        guard hb_set_get_population(coverage) > 0 else {
            hb_set_destroy(coverage)
            hb_face_destroy(face)
            throw .notAFont(path: path, reason: "the font maps no characters (missing or damaged cmap table)")
        }

        self.path = path
        self.index = index
        self.face = face
        self.coverage = coverage
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
        hb_set_destroy(coverage)
        hb_face_destroy(face)
    }

    /// Whether the face has a glyph for `scalar`.
    public func covers(_ scalar: Unicode.Scalar) -> Bool {
        hb_set_has(coverage, scalar.value) != 0
    }

    /// The weight axis, when the font is variable in weight.
    public var weightAxis: VariationAxis? {
        axes.first { $0.tag == "wght" }
    }

    public var description: String {
        "\(postScriptName) (\(path)\(index > 0 ? " #\(index)" : ""))"
    }

    /// Maps the file read-only; refuses what is missing, unreadable, empty or huge.
    private static func blob(path: String) throws(FontError) -> OpaquePointer {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .unreadable(path: path, reason: "no such file")
        }
        guard !isDirectory.boolValue else { throw .unreadable(path: path, reason: "is a directory") }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        guard size > 0 else { throw .notAFont(path: path, reason: "the file is empty") }
        guard size <= maximumFileSize else { throw .notAFont(path: path, reason: "the file is larger than \(maximumFileSize >> 20) MB") }
        guard let blob = hb_blob_create_from_file_or_fail(path) else {
            throw .unreadable(path: path, reason: "cannot open the file")
        }
        return blob
    }

    private static func axes(of face: OpaquePointer) -> [VariationAxis] {
        var count = hb_ot_var_get_axis_count(face)
        guard count > 0 else { return [] }
        var infos = [hb_ot_var_axis_info_t](repeating: hb_ot_var_axis_info_t(), count: Int(count))
        hb_ot_var_get_axis_infos(face, 0, &count, &infos)
        return infos.prefix(Int(count)).map { info in
            VariationAxis(tag: tagString(info.tag), minimum: Double(info.min_value), defaultValue: Double(info.default_value),
                          maximum: Double(info.max_value))
        }
    }
}

/// The four characters of an OpenType tag.
func tagString(_ tag: hb_tag_t) -> String {
    String(decoding: [24, 16, 8, 0].map { UInt8((tag >> $0) & 0xFF) }, as: UTF8.self)
}
