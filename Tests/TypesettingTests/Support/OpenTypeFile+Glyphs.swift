extension OpenTypeFile {
    /// A `glyf` entry's header: its contour count (negative for a composite glyph) and the box its
    /// points span, in font units, y up.
    struct GlyphHeader: Equatable {
        let contourCount: Int
        let xMin: Int, yMin: Int, xMax: Int, yMax: Int
    }

    /// Glyph `glyph`'s `glyf` header, found through `loca` (short or long offsets as `head` says);
    /// nil for a glyph with no outline (a space) or a font without `glyf` (CFF).
    func glyphHeader(_ glyph: Int) -> GlyphHeader? {
        guard let head = table("head"), let loca = table("loca"), let glyf = table("glyf") else { return nil }
        let longOffsets = Self.int16(bytes, head + 50) == 1
        let start = longOffsets ? Int(Self.uint32(bytes, loca + 4 * glyph)) : 2 * Int(Self.uint16(bytes, loca + 2 * glyph))
        let end = longOffsets ? Int(Self.uint32(bytes, loca + 4 * glyph + 4)) : 2 * Int(Self.uint16(bytes, loca + 2 * glyph + 2))
        guard end > start else { return nil }
        let entry = glyf + start
        return GlyphHeader(
            contourCount: Int(Self.int16(bytes, entry)), xMin: Int(Self.int16(bytes, entry + 2)),
            yMin: Int(Self.int16(bytes, entry + 4)), xMax: Int(Self.int16(bytes, entry + 6)),
            yMax: Int(Self.int16(bytes, entry + 8)))
    }

    /// Glyph `glyph`'s advance and left side bearing from `hmtx` (glyphs past `hhea`'s
    /// numberOfHMetrics share the last advance and keep a bearing of their own).
    func horizontalMetrics(_ glyph: Int) -> (advance: Int, leftSideBearing: Int)? {
        guard let hhea = table("hhea"), let hmtx = table("hmtx") else { return nil }
        let count = Int(Self.uint16(bytes, hhea + 34))
        guard count > 0 else { return nil }
        if glyph < count {
            return (Int(Self.uint16(bytes, hmtx + 4 * glyph)), Int(Self.int16(bytes, hmtx + 4 * glyph + 2)))
        }
        return (Int(Self.uint16(bytes, hmtx + 4 * (count - 1))), Int(Self.int16(bytes, hmtx + 4 * count + 2 * (glyph - count))))
    }

    /// The pixels per em of each strike in `CBLC` (colour bitmap sizes): `ppemY` of each 48-byte
    /// BitmapSize record after the 8-byte header, at byte 45 of the record.
    var colourStrikePixelsPerEm: [Int] {
        guard let cblc = table("CBLC") else { return [] }
        return (0..<Int(Self.uint32(bytes, cblc + 4))).map { Int(bytes[cblc + 8 + 48 * $0 + 45]) }
    }
}
