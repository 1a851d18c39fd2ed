import CCairo
import LayoutEngine
import Typesetting

/// A cairo context drawing on a `RenderedImage` in points, with the few shapes pictures need.
///
/// Every setting that could differ between machines is fixed here: shapes and glyphs are
/// antialiased in grey, glyph outlines are not hinted and their metrics are not rounded, so the
/// same fonts and cairo version give the same pixels.
final class CairoCanvas {
    let context: OpaquePointer
    private let fontOptions: OpaquePointer
    let faces: CairoFontFaces

    /// A canvas on `image` at `scale` pixels per point.
    init(image: RenderedImage, scale: Double, faces: CairoFontFaces) throws(RenderingError) {
        context = cairo_create(image.surface)!
        let status = cairo_status(context)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_destroy(context)
            throw .cairo(operation: "start drawing", status: String(cString: cairo_status_to_string(status)))
        }
        fontOptions = cairo_font_options_create()!
        cairo_font_options_set_antialias(fontOptions, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_subpixel_order(fontOptions, CAIRO_SUBPIXEL_ORDER_RGB)
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

    /// Draws glyph runs of a line whose start is at `origin` on the baseline, in `color` (colour
    /// glyphs, emoji, keep their own colours).
    func drawGlyphs(_ line: LineGlyphs, at origin: Point, _ color: RenderColor) {
        for run in line.runs where !run.glyphs.isEmpty {
            guard let face = faces.face(path: run.fontFile, index: run.faceIndex) else { continue }
            cairo_set_font_face(context, face.fontFace)
            cairo_set_font_size(context, run.pointSize)
            if let weight = run.weightVariation {
                let options = cairo_font_options_copy(fontOptions)!
                cairo_font_options_set_variations(options, "wght=\(weight)")
                cairo_set_font_options(context, options)
                cairo_font_options_destroy(options)
            } else {
                cairo_set_font_options(context, fontOptions)
            }
            let glyphs = zip(run.glyphs, run.positions).map { glyph, position in
                cairo_glyph_t(index: UInt(glyph), x: origin.x + position.x, y: origin.y + position.y)
            }
            setColor(color)
            glyphs.withUnsafeBufferPointer { cairo_show_glyphs(context, $0.baseAddress, Int32($0.count)) }
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
