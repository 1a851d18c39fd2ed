import CCairo
import LayoutEngine
import Typesetting

/// A cairo context drawing on a `RenderedImage` in points, with the few shapes pictures need.
///
/// The one place Rendering draws through cairo (`RenderedImage` holds the surface and writes it).
/// Every setting that could differ between machines is fixed here: shapes are antialiased in
/// grey, and glyphs are the font's unhinted outlines (from Typesetting) filled as paths at the
/// positions HarfBuzz gave, never snapped to pixels, so the same fonts and cairo version give the
/// same pixels.
final class CairoCanvas {
    let context: OpaquePointer

    /// The version of cairo pictures are drawn with ("1.16.0").
    static var libraryVersion: String { String(cString: cairo_version_string()) }

    /// A canvas on `image` at `scale` pixels per point.
    init(image: RenderedImage, scale: Double) throws(RenderingError) {
        context = cairo_create(image.surface)!
        let status = cairo_status(context)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_destroy(context)
            throw .cairo(operation: "start drawing", status: String(cString: cairo_status_to_string(status)))
        }
        cairo_set_antialias(context, CAIRO_ANTIALIAS_GRAY)
        cairo_scale(context, scale, scale)
    }

    deinit {
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
            let minX = visible.map(\.minX).min()!, maxX = visible.map(\.maxX).max()!
            let minY = visible.map(\.minY).min()!, maxY = visible.map(\.maxY).max()!
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

    /// Draws `run`, a run of a line whose start is at `origin` on the baseline: its outlines
    /// (`images`, one per glyph, from `HarfBuzzTextMeasurer.glyphImages(for:)`) filled in `color`
    /// as one path, so glyphs that touch or overlap (joined Arabic, marks) are filled once; its
    /// colour bitmaps (emoji) in their own colours.
    func drawGlyphs(_ run: GlyphRun, images: [GlyphImage?], at origin: Point, _ color: RenderColor) {
        let size = run.pointSize
        var bitmaps: [(GlyphBitmap, Point)] = []
        var hasOutlines = false
        cairo_new_path(context)
        for (image, position) in zip(images, run.positions) {
            let glyphOrigin = Point(x: origin.x + position.x, y: origin.y + position.y)
            switch image {
            case .outline(let outline):
                appendOutline(outline, at: glyphOrigin, size: size)
                hasOutlines = hasOutlines || !outline.elements.isEmpty
            case .bitmap(let bitmap):
                bitmaps.append((bitmap, glyphOrigin))
            case nil:
                continue
            }
        }
        if hasOutlines {
            setColor(color)
            cairo_fill(context)
        }
        cairo_new_path(context)
        for (bitmap, glyphOrigin) in bitmaps { drawBitmap(bitmap, at: glyphOrigin, size: size) }
    }

    /// Adds `outline` at `size` points with its origin at `origin` to the current path; quadratic
    /// segments become the cubic ones that trace the same curve (cairo draws cubics only).
    private func appendOutline(_ outline: GlyphOutline, at origin: Point, size: Double) {
        var current = Point(x: origin.x, y: origin.y)
        func point(_ p: GlyphOutline.Point) -> Point { Point(x: origin.x + p.x * size, y: origin.y + p.y * size) }
        for element in outline.elements {
            switch element {
            case .move(let to):
                current = point(to)
                cairo_move_to(context, current.x, current.y)
            case .line(let to):
                current = point(to)
                cairo_line_to(context, current.x, current.y)
            case .quadratic(let control, let to):
                let c = point(control), end = point(to)
                cairo_curve_to(context, current.x + 2 / 3 * (c.x - current.x), current.y + 2 / 3 * (c.y - current.y),
                               end.x + 2 / 3 * (c.x - end.x), end.y + 2 / 3 * (c.y - end.y), end.x, end.y)
                current = end
            case .cubic(let control1, let control2, let to):
                let c1 = point(control1), c2 = point(control2)
                current = point(to)
                cairo_curve_to(context, c1.x, c1.y, c2.x, c2.y, current.x, current.y)
            case .close:
                cairo_close_path(context)
            }
        }
    }

    /// Draws a colour glyph's bitmap scaled to `size` points per em, its placement relative to `origin`.
    private func drawBitmap(_ bitmap: GlyphBitmap, at origin: Point, size: Double) {
        guard bitmap.width > 0, bitmap.height > 0,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(bitmap.width), Int32(bitmap.height)) else { return }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else { return }
        let stride = Int(cairo_image_surface_get_stride(surface))
        // cairo's ARGB32 is premultiplied like the bitmap, one native-endian word per pixel.
        bitmap.pixels.withUnsafeBufferPointer { pixels in
            for row in 0..<bitmap.height {
                let words = UnsafeMutableRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
                for column in 0..<bitmap.width {
                    let byte = (row * bitmap.width + column) * 4
                    words[column] = UInt32(pixels[byte + 3]) << 24 | UInt32(pixels[byte + 2]) << 16
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
