import DynamicType
import LayoutEngine
import Rendering
import Testing
import TextMeasurement
import Typesetting

/// Glyphs land in the picture where the layout put them: a text's ink fills the box its glyph
/// outlines span at their shaped positions, and an emoji's colours fill its bitmap's box.
@Suite struct GlyphDrawingTests {
    let measurer = RenderingFixtures.measurer

    /// The box of the pixels in `region` (pixels, clipped to the picture) that pass `test`, as
    /// (minX, minY, maxX + 1, maxY + 1), and how many passed.
    func inkBox(in image: RenderedImage, region: Rect, where test: (Pixel) -> Bool) -> (box: (Int, Int, Int, Int), count: Int)? {
        var box = (Int.max, Int.max, Int.min, Int.min), count = 0
        for y in max(Int(region.minY), 0)..<min(Int(region.maxY.rounded(.up)), image.height) {
            for x in max(Int(region.minX), 0)..<min(Int(region.maxX.rounded(.up)), image.width) {
                guard let pixel = image.pixel(x: x, y: y), test(pixel) else { continue }
                box = (min(box.0, x), min(box.1, y), max(box.2, x + 1), max(box.3, y + 1))
                count += 1
            }
        }
        return count > 0 ? (box, count) : nil
    }

    /// Whether `box` matches `expected` (pixels) to within `tolerance` on every side: glyphs are
    /// composited at whole pixels, and a pixel counts as ink from a fifth of its area covered.
    func matches(_ box: (Int, Int, Int, Int), _ expected: Rect, tolerance: Double = 1.5) -> Bool {
        abs(Double(box.0) - expected.minX) <= tolerance && abs(Double(box.1) - expected.minY) <= tolerance
            && abs(Double(box.2) - expected.maxX) <= tolerance && abs(Double(box.3) - expected.maxY) <= tolerance
    }

    @Test func textInkFillsItsGlyphsBoxesAndEmojiAreInColour() throws {
        let root = VStack { Text("Hxg 💳") }.named("Glyphs")
        let screen = try ScreenLayout(measurer: measurer).layout(root, environment: LayoutEnvironment(category: .accessibility1))
        let node = try #require(screen.nodes.first { $0.label == "Text \"Hxg 💳\"" })
        let measured = try #require(node.text)
        let request = TextMeasurementRequest(text: "Hxg 💳", font: FontRequest(pointSize: measured.pointSize))
        let line = try #require(try measurer.glyphLines(for: request, measured: measured).first)
        let rendered = try ScreenRenderer(measurer: measurer, options: RenderOptions(scale: 3)).render(screen)
        let origin = Point(x: node.frame.minX, y: node.frame.minY + measured.lines[0].baseline)

        // The Latin run: the union of its outlines' boxes, each at its glyph's position.
        let latin = try #require(line.runs.first { !$0.fontFile.contains("Emoji") })
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for (image, position) in zip(measurer.glyphImages(for: latin), latin.positions) {
            guard case .outline(let outline) = image, let bounds = outline.bounds else { continue }
            minX = min(minX, origin.x + position.x + bounds.minX * latin.pointSize)
            maxX = max(maxX, origin.x + position.x + bounds.maxX * latin.pointSize)
            minY = min(minY, origin.y + position.y + bounds.minY * latin.pointSize)
            maxY = max(maxY, origin.y + position.y + bounds.maxY * latin.pointSize)
        }
        let glyphsBox = rendered.pixelRect(for: Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY))
        let search = Rect(x: glyphsBox.minX - 6, y: glyphsBox.minY - 6, width: glyphsBox.width + 12, height: glyphsBox.height + 12)
        let ink = try #require(inkBox(in: rendered.image, region: search) { $0.isDark(below: 200) }, "no text drawn")
        #expect(matches(ink.box, glyphsBox), "ink \(ink.box), glyphs \(glyphsBox)")

        // The emoji: a colour bitmap, its colours inside the box it is placed in and filling it.
        let emojiRun = try #require(
            line.runs.first { $0.fontFile.contains("Emoji") }, "no colour emoji font (Debian: fonts-noto-color-emoji)")
        guard case .bitmap(let bitmap) = try #require(measurer.glyphImages(for: emojiRun).first ?? nil) else {
            Issue.record("the emoji is not a colour bitmap")
            return
        }
        let size = emojiRun.pointSize
        let placed = Rect(
            x: origin.x + emojiRun.positions[0].x + bitmap.left * size, y: origin.y + emojiRun.positions[0].y + bitmap.top * size,
            width: Double(bitmap.width) / bitmap.pixelsPerEm * size, height: Double(bitmap.height) / bitmap.pixelsPerEm * size)
        let emojiBox = rendered.pixelRect(for: placed)
        let around = Rect(x: emojiBox.minX - 6, y: emojiBox.minY - 6, width: emojiBox.width + 12, height: emojiBox.height + 12)
        let colour = try #require(
            inkBox(in: rendered.image, region: around) { pixel in
                Int(max(pixel.red, pixel.green, pixel.blue)) - Int(min(pixel.red, pixel.green, pixel.blue)) > 80
            }, "the emoji is not drawn in colour")
        // The card is a wide rectangle across the emoji's box, narrower than the box's full height.
        #expect(
            colour.box.0 >= Int(emojiBox.minX) - 1 && colour.box.2 <= Int(emojiBox.maxX.rounded(.up)) + 1,
            "colour \(colour.box), emoji \(emojiBox)")
        #expect(
            colour.box.1 >= Int(emojiBox.minY) - 1 && colour.box.3 <= Int(emojiBox.maxY.rounded(.up)) + 1,
            "colour \(colour.box), emoji \(emojiBox)")
        #expect(Double(colour.count) > emojiBox.width * emojiBox.height * 0.3, "\(colour.count) coloured pixels in \(emojiBox)")
        // No colour strays into the text, nor ink out of the glyphs' box.
        #expect(
            inkBox(in: rendered.image, region: glyphsBox) { pixel in
                Int(max(pixel.red, pixel.green, pixel.blue)) - Int(min(pixel.red, pixel.green, pixel.blue)) > 80
            } == nil)
    }
}
