import CFreeType

/// One face opened in FreeType for drawing: a variable face set to the weight it was shaped at, a
/// colour bitmap face to its largest strike, glyphs loaded unhinted. Not thread-safe, as FreeType
/// faces are not: `GlyphImageCache` uses each loader under a lock.
final class GlyphLoader {
    private let freeType: FreeTypeFace
    private let loadFlags: Int32
    /// Pixels per em across and down at the size set: the units per em for outlines (so FreeType's
    /// 26.6 coordinates are font units × 64, exact), the strike's for colour bitmaps.
    private let pixelsPerEm: (x: Double, y: Double)

    /// `face` opened again in FreeType, set to `weightVariation` on its `wght` axis when given;
    /// nil when FreeType cannot open the face or set a size on it.
    init?(face: FontFace, weightVariation: Double?) {
        guard let freeType = try? FreeTypeFace(face) else { return nil }
        let ftFace = freeType.face
        let flags = ftFace.pointee.face_flags
        let isScalable = flags & FT_Long(1 << 0) != 0  // FT_FACE_FLAG_SCALABLE
        let hasStrikes = flags & FT_Long(1 << 1) != 0  // FT_FACE_FLAG_FIXED_SIZES
        let hasColor = flags & FT_Long(1 << 14) != 0  // FT_FACE_FLAG_COLOR
        if let weightVariation, !Self.setWeight(weightVariation, on: freeType) { return nil }
        if isScalable {
            // One pixel per font unit: outlines come out in font units, at no size in particular.
            let units = FT_F26Dot6(ftFace.pointee.units_per_EM) << 6
            guard FT_Set_Char_Size(ftFace, units, units, 72, 72) == 0 else { return nil }
            let unitsPerEm = Double(ftFace.pointee.units_per_EM)
            pixelsPerEm = (unitsPerEm, unitsPerEm)
            // No hinting: outlines as designed, the same on every machine, never nudged to a grid.
            loadFlags = Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)
        } else if hasStrikes && hasColor {
            // The largest strike, scaled down when drawn: the sharpest picture at every size.
            let strikes = (0..<Int(ftFace.pointee.num_fixed_sizes)).map { ftFace.pointee.available_sizes[$0] }
            guard let largest = strikes.indices.max(by: { strikes[$0].y_ppem < strikes[$1].y_ppem }),
                FT_Select_Size(ftFace, FT_Int(largest)) == 0
            else { return nil }
            pixelsPerEm = (Double(strikes[largest].x_ppem) / 64, Double(strikes[largest].y_ppem) / 64)
            loadFlags = Int32(FT_LOAD_COLOR)
        } else {
            // A face of monochrome bitmaps only (old pixel fonts): nothing here draws them.
            return nil
        }
        self.freeType = freeType
    }

    /// Glyph `glyph`'s outline or colour bitmap, or nil when FreeType cannot load it.
    func image(of glyph: UInt32) -> GlyphImage? {
        let face = freeType.face
        guard FT_Load_Glyph(face, FT_UInt(glyph), loadFlags) == 0 else { return nil }
        let slot = face.pointee.glyph.pointee
        switch slot.format {
        case FT_GLYPH_FORMAT_OUTLINE:
            return .outline(GlyphOutline(slot.outline, pixelsPerEm: pixelsPerEm))
        case FT_GLYPH_FORMAT_BITMAP where slot.bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue):
            return .bitmap(bitmap(of: slot))
        default:
            return nil
        }
    }

    /// The slot's BGRA bitmap copied row by row (FreeType's rows may be padded or run bottom up).
    private func bitmap(of slot: FT_GlyphSlotRec) -> GlyphBitmap {
        let source = slot.bitmap
        let width = Int(source.width), height = Int(source.rows), pitch = Int(source.pitch)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        if let buffer = source.buffer, width > 0 {
            let top = pitch >= 0 ? buffer : buffer + (height - 1) * -pitch
            pixels.withUnsafeMutableBufferPointer { destination in
                for row in 0..<height {
                    (destination.baseAddress! + row * width * 4).update(from: top + row * pitch, count: width * 4)
                }
            }
        }
        return GlyphBitmap(
            width: width, height: height, pixels: pixels, pixelsPerEm: pixelsPerEm.y,
            left: Double(slot.bitmap_left) / pixelsPerEm.x, top: -Double(slot.bitmap_top) / pixelsPerEm.y)
    }

    /// Sets the `wght` axis to `weight` and leaves the others at their defaults, as the shaping
    /// font does (`ShapingFont`); false when FreeType refuses. A face without the axis is left as it is.
    private static func setWeight(_ weight: Double, on freeType: FreeTypeFace) -> Bool {
        var master: UnsafeMutablePointer<FT_MM_Var>?
        guard FT_Get_MM_Var(freeType.face, &master) == 0, let master else { return true }
        defer { FT_Done_MM_Var(freeType.library, master) }
        let wght = FT_ULong(0x7767_6874)  // "wght"
        var coordinates = (0..<Int(master.pointee.num_axis)).map { index in
            let axis = master.pointee.axis[index]
            return axis.tag == wght ? FT_Fixed((weight * 65536).rounded()) : axis.def
        }
        return FT_Set_Var_Design_Coordinates(freeType.face, FT_UInt(coordinates.count), &coordinates) == 0
    }
}
