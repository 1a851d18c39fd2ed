import DynamicType
import LayoutEngine
import TextMeasurement
import Typesetting

/// Draws text through Typesetting: the lines layout measured, shaped again line by line with the
/// same fonts, so no other engine breaks or shapes anything. Captions and legends are measured
/// and drawn the same way, in the platform's system font.
struct TextPainter {
    let measurer: HarfBuzzTextMeasurer
    private let fonts: PlacedTextFont

    init(measurer: HarfBuzzTextMeasurer) {
        self.measurer = measurer
        fonts = PlacedTextFont(measurer: measurer)
    }

    /// The glyphs of a placed text, or nil for other nodes.
    func glyphs(of node: PlacedNode, on screen: LaidOutScreen) throws -> [LineGlyphs]? {
        guard let measured = node.text, let request = fonts.request(for: node, on: screen) else { return nil }
        return try measurer.glyphLines(for: request, measured: measured)
    }

    /// The request a placed text was measured with (rebuilt), or nil for other nodes.
    func request(of node: PlacedNode, on screen: LaidOutScreen) -> TextMeasurementRequest? {
        fonts.request(for: node, on: screen)
    }

    /// Where line `line` of a placed text starts: the frame's leading edge, which is the right
    /// edge in a right-to-left screen.
    static func lineStart(_ line: LineGlyphs, in frame: Rect, rightToLeft: Bool) -> Double {
        rightToLeft ? frame.maxX - line.width : frame.minX
    }

    /// Draws a placed text's lines in its frame, in `color`.
    func draw(_ node: PlacedNode, on screen: LaidOutScreen, canvas: CairoCanvas, color: RenderColor) throws {
        guard let measured = node.text, let lines = try glyphs(of: node, on: screen) else { return }
        let rightToLeft = screen.environment.layoutDirection == .rightToLeft
        for (line, glyphs) in zip(measured.lines, lines) {
            let x = Self.lineStart(glyphs, in: node.frame, rightToLeft: rightToLeft)
            drawLine(glyphs, at: Point(x: x, y: node.frame.minY + line.baseline), canvas: canvas, color: color)
        }
    }

    /// `string` in the system font at `pointSize` and `weight`, wrapped at `width` if given and
    /// cut to `lineLimit` lines with an ellipsis.
    func block(
        _ string: String, pointSize: Double, weight: FontWeight = .regular, width: Double? = nil,
        lineLimit: Int? = nil
    ) throws -> TextBlock {
        let request = TextMeasurementRequest(
            text: string, font: FontRequest(weight: weight, pointSize: pointSize),
            width: width, lineLimit: lineLimit)
        return try block(request)
    }

    /// `request` measured and shaped.
    func block(_ request: TextMeasurementRequest) throws -> TextBlock {
        let measured = try measurer.measure(request)
        return TextBlock(measured: measured, lines: try measurer.glyphLines(for: request, measured: measured))
    }

    /// Draws `block` with its top left at `origin`, each line starting at `origin.x` (or centred
    /// in `width` when given).
    func draw(_ block: TextBlock, at origin: Point, canvas: CairoCanvas, color: RenderColor, centredIn width: Double? = nil) {
        for (line, glyphs) in zip(block.measured.lines, block.lines) {
            let x = width.map { origin.x + ($0 - glyphs.width) / 2 } ?? origin.x
            drawLine(glyphs, at: Point(x: x, y: origin.y + line.baseline), canvas: canvas, color: color)
        }
    }

    /// Draws a line's runs with its start at `origin` on the baseline, each glyph as Typesetting
    /// gives it (outline or colour bitmap) at the position shaping gave it.
    private func drawLine(_ line: LineGlyphs, at origin: Point, canvas: CairoCanvas, color: RenderColor) {
        for run in line.runs where !run.glyphs.isEmpty {
            canvas.drawGlyphs(
                run, images: measurer.glyphImages(for: run), font: canvas.faces.font(for: run, measurer: measurer),
                at: origin, color)
        }
        // A symbol set in the line: the tile a symbol image is drawn as, sitting on the baseline
        // as far below it as a descender goes.
        let size = line.symbolSize
        for start in line.symbolStarts {
            let tile = Rect(x: origin.x + start + size * 0.05, y: origin.y - size * 0.8, width: size * 0.9, height: size * 0.9)
            canvas.fill(tile, Palette.neutralFill, radius: tile.width * 0.22)
        }
    }
}
