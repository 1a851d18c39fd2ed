import CHarfBuzz
import CICUShim

/// A HarfBuzz font over one face of a font file, scaled to a point size (26.6 fixed point, as a
/// typical renderer would), created outside the timed passes and destroyed in `deinit`.
final class RawFont {
    let path: String
    let pointSize: Double
    private let blob: OpaquePointer
    private let face: OpaquePointer
    let font: OpaquePointer

    struct LoadError: Error, CustomStringConvertible {
        let description: String
    }

    init(path: String, faceIndex: Int, pointSize: Double) throws(LoadError) {
        guard let blob = hb_blob_create_from_file_or_fail(path) else { throw LoadError(description: "cannot open \(path)") }
        self.blob = blob
        face = hb_face_create(blob, UInt32(faceIndex))
        font = hb_font_create(face)
        let scale = Int32((pointSize * 64).rounded())
        hb_font_set_scale(font, scale, scale)
        hb_font_make_immutable(font)
        self.path = path
        self.pointSize = pointSize
    }

    deinit {
        hb_font_destroy(font)
        hb_face_destroy(face)
        hb_blob_destroy(blob)
    }
}

/// One corpus string prepared for the C libraries outside the timed passes: UTF-16 units, the
/// HarfBuzz language and the ICU locale as a C string.
struct RawString {
    let units: [UInt16]
    let language: hb_language_t?
    let locale: [CChar]

    init(_ text: String, language: String) {
        units = Array(text.utf16)
        self.language = language.isEmpty ? nil : hb_language_from_string(language, -1)
        locale = Array(language.utf8CString)
    }
}

/// What the raw libraries cost: for every string and every size, `hb_shape` of the whole string
/// in one buffer (script, direction and language guessed or set as a plain client would) and a
/// full ICU line-break iteration with rule statuses. No itemization, no font fallback, no layout.
struct RawLibraries {
    /// Totals that keep the work observable and let runs be compared.
    struct Checksum: Equatable {
        var advance = 0
        var glyphs = 0
        var breaks = 0
        var hardBreaks = 0
    }

    let strings: [RawString]
    /// One font per size, in size order.
    let fonts: [RawFont]

    func run(shape: Bool = true, lineBreak: Bool = true) -> Checksum {
        var checksum = Checksum()
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        for string in strings {
            string.units.withUnsafeBufferPointer { units in
                let count = Int32(units.count)
                for font in fonts {
                    if shape {
                        hb_buffer_clear_contents(buffer)
                        hb_buffer_add_utf16(buffer, units.baseAddress, count, 0, count)
                        if let language = string.language { hb_buffer_set_language(buffer, language) }
                        hb_buffer_guess_segment_properties(buffer)
                        hb_shape(font.font, buffer, nil, 0)
                        var glyphCount: UInt32 = 0
                        let positions = hb_buffer_get_glyph_positions(buffer, &glyphCount)!
                        for glyph in 0..<Int(glyphCount) { checksum.advance &+= Int(positions[glyph].x_advance) }
                        checksum.glyphs += Int(glyphCount)
                    }
                    if lineBreak {
                        var error: Int32 = 0
                        let iterator = string.locale.withUnsafeBufferPointer { locale in
                            reflow_break_open(REFLOW_BREAK_LINE, locale.baseAddress, units.baseAddress, count, &error)
                        }
                        guard let iterator, error <= 0 else { fatalError("ICU could not open a line-break iterator: \(error)") }
                        _ = reflow_break_first(iterator)
                        while true {
                            let boundary = reflow_break_next(iterator)
                            if boundary < 0 { break }
                            let status = reflow_break_rule_status(iterator)
                            checksum.breaks += 1
                            if status >= 100 && status < 200 { checksum.hardBreaks += 1 }
                        }
                        reflow_break_close(iterator)
                    }
                }
            }
        }
        return checksum
    }
}
