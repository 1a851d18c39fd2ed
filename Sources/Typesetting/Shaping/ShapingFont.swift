import CHarfBuzz

/// A face at one weight, as a HarfBuzz font at design-unit scale (advances come out in font
/// units and are scaled to any point size without reshaping). Released in `deinit`.
///
/// HarfBuzz fonts are safe to shape with from many threads once configured, hence `@unchecked Sendable`.
public final class ShapingFont: @unchecked Sendable {
    /// The face shaped with.
    public let face: FontFace
    /// The `wght` axis value set on a variable face, if any.
    public let weightVariation: Double?
    let font: OpaquePointer

    /// A font over `face`; a variable face is set to `weight` on its `wght` axis (clamped to the axis).
    public init(face: FontFace, weight: Int? = nil) {
        self.face = face
        font = hb_font_create(face.face)!
        if let axis = face.weightAxis, let weight {
            let value = min(max(Double(weight), axis.minimum), axis.maximum)
            var variation = hb_variation_t(tag: hb_tag_from_string("wght", 4), value: Float(value))
            hb_font_set_variations(font, &variation, 1)
            weightVariation = value
        } else {
            weightVariation = nil
        }
        hb_font_make_immutable(font)
    }

    deinit {
        hb_font_destroy(font)
    }

    /// Ascender, descender (negative, below the baseline) and line gap in font units, as the
    /// face's OS/2 or hhea table gives them (HarfBuzz honours USE_TYPO_METRICS).
    public var verticalMetrics: (ascender: Double, descender: Double, lineGap: Double) {
        var ascender: hb_position_t = 0, descender: hb_position_t = 0, lineGap: hb_position_t = 0
        _ = hb_ot_metrics_get_position(font, HB_OT_METRICS_TAG_HORIZONTAL_ASCENDER, &ascender)
        _ = hb_ot_metrics_get_position(font, HB_OT_METRICS_TAG_HORIZONTAL_DESCENDER, &descender)
        _ = hb_ot_metrics_get_position(font, HB_OT_METRICS_TAG_HORIZONTAL_LINE_GAP, &lineGap)
        return (Double(ascender), Double(descender), Double(lineGap))
    }

    /// How far glyph `glyph` draws above and below the baseline, in font units (both positive when it
    /// reaches past the baseline each way), raised by `offset` as shaping placed it. A glyph with no
    /// outline (a space) draws nothing: zero both ways.
    func ink(of glyph: hb_codepoint_t, raisedBy offset: hb_position_t) -> (above: Double, below: Double) {
        var extents = hb_glyph_extents_t()
        guard hb_font_get_glyph_extents(font, glyph, &extents) != 0, extents.height != 0 else { return (0, 0) }
        let top = Double(offset) + Double(extents.y_bearing)
        return (top, -(top + Double(extents.height)))
    }
}
