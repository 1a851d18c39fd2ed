import CCairo
import LayoutEngine
import Typesetting

/// A cairo context drawing on a `RenderedImage` in points, with the few shapes pictures need.
///
/// The one place Rendering calls cairo, apart from `RenderedImage`, which holds the surface and
/// writes it. Glyphs are Typesetting's (`HarfBuzzTextMeasurer.glyphImages(for:)`): outlines drawn
/// through cairo user fonts (`GlyphFont`), so cairo rasterizes each glyph once per size and
/// composites it from its glyph cache, and colour bitmaps drawn as images.
///
/// Every setting that could differ between machines is fixed here: shapes and glyphs are
/// antialiased in grey, glyph outlines are not hinted and their metrics are not rounded, so the
/// same fonts and cairo version give the same pixels.
final class CairoCanvas {
    let context: OpaquePointer
    private let fontOptions: OpaquePointer
    let faces: CairoFontFaces

    /// The version of cairo pictures are drawn with ("1.16.0").
    static var libraryVersion: String { String(cString: cairo_version_string()) }

    /// A canvas on `image` at `scale` pixels per point, drawing glyphs with `faces`.
    init(image: RenderedImage, scale: Double, faces: CairoFontFaces) throws(RenderingError) {
        context = cairo_create(image.surface)!
        let status = cairo_status(context)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_destroy(context)
            throw .cairo(operation: "start drawing", status: String(cString: cairo_status_to_string(status)))
        }
        fontOptions = cairo_font_options_create()!
        cairo_font_options_set_antialias(fontOptions, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(fontOptions, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(fontOptions, CAIRO_HINT_METRICS_OFF)
        cairo_set_font_options(context, fontOptions)
        cairo_set_antialias(context, CAIRO_ANTIALIAS_GRAY)
        cairo_scale(context, scale, scale)
        self.faces = faces
    }

    deinit {
        cairo_font_options_destroy(fontOptions)
        cairo_destroy(context)
    }

    /// Runs `body` with the current transform, clip and source restored afterwards.
    func saved<T>(_ body: () throws -> T) rethrows -> T {
        cairo_save(context)
        defer { cairo_restore(context) }
        return try body()
    }

    /// Draws what `body` draws at `alpha` opacity, as one layer (overlapping parts do not add up).
    func faded(_ alpha: Double, _ body: () throws -> Void) rethrows {
        cairo_push_group(context)
        defer {
            cairo_pop_group_to_source(context)
            cairo_paint_with_alpha(context, alpha)
        }
        try body()
    }

    /// Draws what `body` draws except where `holes` lie (they are cut out of it, not painted over).
    func masked(by holes: [Rect], _ body: () throws -> Void) rethrows {
        cairo_push_group(context)
        defer {
            cairo_pop_group_to_source(context)
            cairo_paint(context)
        }
        try body()
        guard !holes.isEmpty else { return }
        cairo_save(context)
        cairo_set_operator(context, CAIRO_OPERATOR_CLEAR)
        for rect in holes { cairo_rectangle(context, rect.minX, rect.minY, rect.width, rect.height) }
        cairo_fill(context)
        cairo_restore(context)
    }

    /// Moves the origin by (`dx`, `dy`) points.
    func translate(_ dx: Double, _ dy: Double) {
        cairo_translate(context, dx, dy)
    }

    /// Scales what follows by `factor`.
    func scale(_ factor: Double) {
        cairo_scale(context, factor, factor)
    }

    /// Limits drawing to `rect` (within the current clip).
    func clip(to rect: Rect) {
        cairo_rectangle(context, rect.minX, rect.minY, max(rect.width, 0), max(rect.height, 0))
        cairo_clip(context)
    }

    /// Limits drawing to `outer` outside `hole`.
    func clip(to outer: Rect, excluding hole: Rect) {
        cairo_set_fill_rule(context, CAIRO_FILL_RULE_EVEN_ODD)
        cairo_rectangle(context, outer.minX, outer.minY, outer.width, outer.height)
        cairo_rectangle(context, hole.minX, hole.minY, hole.width, hole.height)
        cairo_clip(context)
        cairo_set_fill_rule(context, CAIRO_FILL_RULE_WINDING)
    }

    /// Sets the colour of what is drawn next.
    func setColor(_ color: RenderColor) {
        cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
    }

    /// Fills the whole clip with `color`.
    func paint(_ color: RenderColor) {
        setColor(color)
        cairo_paint(context)
    }

    /// Fills `rect`, with corners of `radius`.
    func fill(_ rect: Rect, _ color: RenderColor, radius: Double = 0) {
        roundedRect(rect, radius: radius)
        setColor(color)
        cairo_fill(context)
    }

    /// Fills the union of `rects` once (overlaps are not darker).
    func fillUnion(_ rects: [Rect], _ color: RenderColor) {
        guard !rects.isEmpty else { return }
        for rect in rects { cairo_rectangle(context, rect.minX, rect.minY, rect.width, rect.height) }
        setColor(color)
        cairo_fill(context)
    }

    /// Strokes the outline of `rect` (the line centred on its edge), with corners of `radius`.
    func stroke(_ rect: Rect, _ color: RenderColor, width: Double, radius: Double = 0, dash: [Double] = []) {
        roundedRect(rect, radius: radius)
        strokePath(color, width: width, dash: dash)
    }

    /// Fills an ellipse inscribed in `rect`.
    func fillEllipse(_ rect: Rect, _ color: RenderColor) {
        cairo_save(context)
        cairo_translate(context, rect.minX + rect.width / 2, rect.minY + rect.height / 2)
        cairo_scale(context, max(rect.width / 2, 0.001), max(rect.height / 2, 0.001))
        cairo_arc(context, 0, 0, 1, 0, 2 * Double.pi)
        cairo_restore(context)
        setColor(color)
        cairo_fill(context)
    }

    /// A straight line from `start` to `end`.
    func line(_ start: Point, _ end: Point, _ color: RenderColor, width: Double, dash: [Double] = []) {
        cairo_move_to(context, start.x, start.y)
        cairo_line_to(context, end.x, end.y)
        strokePath(color, width: width, dash: dash)
    }

    /// Diagonal lines `spacing` points apart over `rects`, on a translucent fill of the same
    /// colour: the mark of what is hidden. The lines are anchored to the canvas, not to each
    /// rectangle, so neighbouring regions hatch as one.
    func hatch(_ rects: [Rect], _ color: RenderColor, spacing: Double = 6, lineWidth: Double = 1.5, fillAlpha: Double = 0.22) {
        let visible = rects.filter { $0.width > 0 && $0.height > 0 }
        guard !visible.isEmpty else { return }
        saved {
            for rect in visible { cairo_rectangle(context, rect.minX, rect.minY, rect.width, rect.height) }
            cairo_clip(context)
            paint(color.withAlpha(fillAlpha))
            // Only the part of the box inside the clip (the picture) is drawn: a region as large as a
            // broken layout makes it (1e308 pt) would otherwise take lines without end.
            var clipX1 = 0.0, clipY1 = 0.0, clipX2 = 0.0, clipY2 = 0.0
            cairo_clip_extents(context, &clipX1, &clipY1, &clipX2, &clipY2)
            let minX = max(visible.map(\.minX).min()!, clipX1), maxX = min(visible.map(\.maxX).max()!, clipX2)
            let minY = max(visible.map(\.minY).min()!, clipY1), maxY = min(visible.map(\.maxY).max()!, clipY2)
            guard [minX, maxX, minY, maxY].allSatisfy(\.isFinite), minX < maxX, minY < maxY else { return }
            // Lines of slope 1: x - y = c, for every multiple of the spacing crossing the box.
            var c = ((minX - maxY) / spacing).rounded(.down) * spacing
            while c <= maxX - minY {
                cairo_move_to(context, minY + c, minY)
                cairo_line_to(context, maxY + c, maxY)
                c += spacing
            }
            strokePath(color, width: lineWidth)
        }
    }

    /// Draws `run`, a run of a line whose start is at `origin` on the baseline, from `images` (one
    /// per glyph, `HarfBuzzTextMeasurer.glyphImages(for:)`): outlines through `font` in `color`,
    /// colour bitmaps (emoji) in their own colours.
    func drawGlyphs(_ run: GlyphRun, images: [GlyphImage?], font: GlyphFont, at origin: Point, _ color: RenderColor) {
        // A glyph far larger than the picture shows no recognisable shape, and cairo rasterizes a
        // user font's glyph whole before clipping it, a mask as large as the em: at an absurd size
        // (`.font(.system(size: 1e308))`) such text draws nothing.
        var emWidth = run.pointSize, emHeight = 0.0
        cairo_user_to_device_distance(context, &emWidth, &emHeight)
        let pictureExtent = Double(
            max(
                cairo_image_surface_get_width(cairo_get_target(context)),
                cairo_image_surface_get_height(cairo_get_target(context))))
        guard emWidth.isFinite, abs(emWidth) <= max(4 * pictureExtent, 1024) else { return }
        var glyphs: [cairo_glyph_t] = []
        var bitmaps: [(GlyphBitmap, Point)] = []
        for (glyph, (image, position)) in zip(run.glyphs, zip(images, run.positions)) {
            switch image {
            case .outline(let outline) where outline.bounds != nil:
                glyphs.append(cairo_glyph_t(index: UInt(glyph), x: origin.x + position.x, y: origin.y + position.y))
            case .bitmap(let bitmap):
                bitmaps.append((bitmap, Point(x: origin.x + position.x, y: origin.y + position.y)))
            case .outline, nil:
                continue
            }
        }
        if !glyphs.isEmpty {
            cairo_set_font_face(context, font.fontFace)
            cairo_set_font_size(context, run.pointSize)
            setColor(color)
            glyphs.withUnsafeBufferPointer { cairo_show_glyphs(context, $0.baseAddress, Int32($0.count)) }
        }
        for (bitmap, glyphOrigin) in bitmaps { drawBitmap(bitmap, at: glyphOrigin, size: run.pointSize) }
    }

    /// Draws a colour glyph's bitmap scaled to `size` points per em, its placement relative to `origin`.
    private func drawBitmap(_ bitmap: GlyphBitmap, at origin: Point, size: Double) {
        guard bitmap.width > 0, bitmap.height > 0,
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(bitmap.width), Int32(bitmap.height))
        else { return }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else { return }
        let stride = Int(cairo_image_surface_get_stride(surface))
        // cairo's ARGB32 is premultiplied like the bitmap, one native-endian word per pixel.
        bitmap.pixels.withUnsafeBufferPointer { pixels in
            for row in 0..<bitmap.height {
                let words = UnsafeMutableRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
                for column in 0..<bitmap.width {
                    let byte = (row * bitmap.width + column) * 4
                    words[column] =
                        UInt32(pixels[byte + 3]) << 24 | UInt32(pixels[byte + 2]) << 16
                        | UInt32(pixels[byte + 1]) << 8 | UInt32(pixels[byte])
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        saved {
            cairo_translate(context, origin.x + bitmap.left * size, origin.y + bitmap.top * size)
            cairo_scale(context, size / bitmap.pixelsPerEm, size / bitmap.pixelsPerEm)
            cairo_set_source_surface(context, surface, 0, 0)
            // Strikes are drawn much smaller than they were made: GOOD filters over every pixel covered.
            cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_GOOD)
            cairo_rectangle(context, 0, 0, Double(bitmap.width), Double(bitmap.height))
            cairo_fill(context)
        }
    }

    private func roundedRect(_ rect: Rect, radius: Double) {
        let r = min(max(radius, 0), rect.width / 2, rect.height / 2)
        guard r > 0 else {
            cairo_rectangle(context, rect.minX, rect.minY, rect.width, rect.height)
            return
        }
        cairo_new_sub_path(context)
        cairo_arc(context, rect.maxX - r, rect.minY + r, r, -Double.pi / 2, 0)
        cairo_arc(context, rect.maxX - r, rect.maxY - r, r, 0, Double.pi / 2)
        cairo_arc(context, rect.minX + r, rect.maxY - r, r, Double.pi / 2, Double.pi)
        cairo_arc(context, rect.minX + r, rect.minY + r, r, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(context)
    }

    private func strokePath(_ color: RenderColor, width: Double, dash: [Double] = []) {
        setColor(color)
        cairo_set_line_width(context, width)
        dash.withUnsafeBufferPointer { cairo_set_dash(context, $0.baseAddress, Int32($0.count), 0) }
        cairo_stroke(context)
        cairo_set_dash(context, nil, 0, 0)
    }
}

extension CairoCanvas {
    /// A cairo user font whose glyphs are Typesetting's outlines of one face at one weight. cairo
    /// asks for a glyph the first time it draws it at a size, fills the outline in em space (the
    /// user-font space, y down like `GlyphOutline`) and keeps the result in its glyph cache, as it
    /// does for any font, so a glyph drawn a thousand times is rasterized once per size.
    final class GlyphFont: @unchecked Sendable {
        /// The cairo font face (one reference owned here; cairo's caches may hold more).
        let fontFace: OpaquePointer

        /// A font drawing the outlines `outline` gives for glyph ids (called from any thread
        /// drawing, whenever cairo's glyph cache misses).
        init(outline: @escaping @Sendable (UInt32) -> GlyphOutline?) {
            fontFace = cairo_user_font_face_create()!
            cairo_user_font_face_set_render_glyph_func(fontFace) { scaledFont, glyph, context, _ in
                guard let face = cairo_scaled_font_get_font_face(scaledFont),
                    let source = cairo_font_face_get_user_data(face, outlineSourceKey), let context
                else {
                    return CAIRO_STATUS_USER_FONT_ERROR
                }
                if let outline = Unmanaged<OutlineSource>.fromOpaque(source).takeUnretainedValue().outline(UInt32(glyph)) {
                    appendOutline(outline, to: context)
                    cairo_fill(context)
                }
                return CAIRO_STATUS_SUCCESS
            }
            // The source lives as long as the face, which cairo may keep after this font is gone.
            let source = Unmanaged.passRetained(OutlineSource(outline: outline)).toOpaque()
            cairo_font_face_set_user_data(fontFace, outlineSourceKey, source) { source in
                if let source { Unmanaged<OutlineSource>.fromOpaque(source).release() }
            }
        }

        deinit {
            cairo_font_face_destroy(fontFace)
        }
    }
}

/// Where a user font's render callback finds the outlines of its glyphs.
private final class OutlineSource {
    let outline: @Sendable (UInt32) -> GlyphOutline?

    init(outline: @escaping @Sendable (UInt32) -> GlyphOutline?) {
        self.outline = outline
    }
}

/// The address cairo files a font face's outline source under; only its identity matters.
private nonisolated(unsafe) let outlineSourceKey = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)

/// Adds `outline` (ems, y down) to `context`'s path in its user space; quadratic segments become
/// the cubic ones that trace the same curve, as cairo draws cubics only.
private func appendOutline(_ outline: GlyphOutline, to context: OpaquePointer) {
    var current = GlyphOutline.Point(x: 0, y: 0)
    for element in outline.elements {
        switch element {
        case .move(let to):
            cairo_move_to(context, to.x, to.y)
            current = to
        case .line(let to):
            cairo_line_to(context, to.x, to.y)
            current = to
        case .quadratic(let control, let to):
            cairo_curve_to(
                context, current.x + 2 / 3 * (control.x - current.x), current.y + 2 / 3 * (control.y - current.y),
                to.x + 2 / 3 * (control.x - to.x), to.y + 2 / 3 * (control.y - to.y), to.x, to.y)
            current = to
        case .cubic(let control1, let control2, let to):
            cairo_curve_to(context, control1.x, control1.y, control2.x, control2.y, to.x, to.y)
            current = to
        case .close:
            cairo_close_path(context)
        }
    }
}
