import Foundation
import Testing
import TextMeasurement
@testable import Typesetting

/// What Typesetting hands a renderer to draw glyphs: outlines and colour bitmaps, checked against
/// the font files' own tables and against `hb-shape --show-extents`, never against themselves.
@Suite struct GlyphImageTests {
    let measurer = HarfBuzzTextMeasurer()

    /// The run `text` shapes to in the font file at `path` (one face, one run).
    func run(_ text: String, path: String, size: Double = 17) throws -> GlyphRun {
        let request = Fonts.request(text, path: path, size: size)
        let lines = try measurer.glyphLines(for: request, measured: try measurer.measure(request))
        return try #require(lines.first?.runs.first { $0.fontFile == path }, "no run in \(path) for \(text)")
    }

    /// The outlines of `run`'s glyphs; fails on a bitmap or a glyph that did not load.
    func outlines(_ run: GlyphRun) throws -> [GlyphOutline] {
        try measurer.glyphImages(for: run).map { image in
            guard case .outline(let outline) = try #require(image, "a glyph did not load") else {
                Issue.record("expected an outline")
                return GlyphOutline(elements: [])
            }
            return outline
        }
    }

    /// `bounds` in font units, y up as fonts measure, rounded off the conversion to ems.
    func fontUnits(_ bounds: GlyphOutline.Bounds, unitsPerEm: Int) -> (xMin: Double, yMin: Double, xMax: Double, yMax: Double) {
        func units(_ ems: Double) -> Double { (ems * Double(unitsPerEm) * 1_000_000).rounded() / 1_000_000 }
        return (units(bounds.minX), units(-bounds.maxY), units(bounds.maxX), units(-bounds.minY))
    }

    @Test func robotoOutlinesAreTheirGlyfEntries() throws {
        let file = try OpenTypeFile(path: Fonts.roboto)
        let run = try run("ob8H%l", path: Fonts.roboto)
        for (glyph, outline) in zip(run.glyphs, try outlines(run)) {
            let header = try #require(file.glyphHeader(Int(glyph)))
            try #require(header.contourCount > 0, "glyph \(glyph) is composite; pick simple glyphs")
            #expect(outline.contourCount == header.contourCount, "glyph \(glyph)")
            let bounds = fontUnits(try #require(outline.bounds), unitsPerEm: file.unitsPerEm)
            #expect(bounds.yMin == Double(header.yMin) && bounds.yMax == Double(header.yMax), "glyph \(glyph)")
            // Rasterizers put a glyph's left edge at its hmtx side bearing, not at glyf's xMin,
            // where the two disagree (Roboto's 8: 112 and 113).
            let leftSideBearing = try #require(file.horizontalMetrics(Int(glyph))).leftSideBearing
            #expect(bounds.xMin == Double(leftSideBearing), "glyph \(glyph)")
            #expect(bounds.xMax == Double(leftSideBearing + header.xMax - header.xMin), "glyph \(glyph)")
        }
        // TrueType draws with quadratic curves only; every contour is closed.
        let elements = try outlines(run).flatMap(\.elements)
        #expect(elements.contains { if case .quadratic = $0 { true } else { false } })
        #expect(!elements.contains { if case .cubic = $0 { true } else { false } })
        #expect(elements.filter { $0 == .close }.count == header(of: run, in: file).reduce(0, +))
    }

    /// The contour counts of `run`'s glyphs as `glyf` records them.
    func header(of run: GlyphRun, in file: OpenTypeFile) -> [Int] {
        run.glyphs.map { file.glyphHeader(Int($0))?.contourCount ?? 0 }
    }

    @Test func interOutlinesSpanTheBoxesHarfBuzzGives() throws {
        let unitsPerEm = try OpenTypeFile(path: Fonts.inter).unitsPerEm
        let run = try run("ob8Hl", path: Fonts.inter)
        let shaped = try HBShape.extents("ob8Hl", font: Fonts.inter)
        #expect(run.glyphs.map(Int.init) == shaped.map(\.glyph))
        let outlines = try outlines(run)
        // Inter is CFF: cubic curves. Contours as the letters are drawn: o, b (bowl and stem
        // with its counter), 8 (outline and two counters), H, l.
        #expect(outlines.map(\.contourCount) == [2, 2, 3, 1, 1])
        #expect(outlines.flatMap(\.elements).contains { if case .cubic = $0 { true } else { false } })
        #expect(!outlines.flatMap(\.elements).contains { if case .quadratic = $0 { true } else { false } })
        for (outline, glyph) in zip(outlines, shaped) {
            let bounds = fontUnits(try #require(outline.bounds), unitsPerEm: unitsPerEm)
            #expect(bounds.xMin == Double(glyph.xBearing) && bounds.xMax == Double(glyph.xBearing + glyph.width), "glyph \(glyph.glyph)")
            #expect(bounds.yMax == Double(glyph.yBearing) && bounds.yMin == Double(glyph.yBearing + glyph.height), "glyph \(glyph.glyph)")
        }
    }

    @Test(arguments: [Fonts.roboto, Fonts.inter])
    func outlinesSitInsideTheAdvanceTheLayoutGaveThem(path: String) throws {
        let unitsPerEm = Double(try OpenTypeFile(path: path).unitsPerEm)
        let advance = Double(try HBShape.advance("H", font: path)) / unitsPerEm
        let size = 40.0
        let run = try run("HH", path: path, size: size)
        // The second H starts one advance after the first: positions and outlines share the em.
        #expect(abs(run.positions[1].x - run.positions[0].x - advance * size) < 1e-9)
        let bounds = try #require(try outlines(run)[0].bounds)
        #expect(bounds.minX > 0 && bounds.maxX < advance, "side bearings on both sides of H")
        #expect(bounds.minY < -0.5 && abs(bounds.maxY) < 1e-9, "an H stands on the baseline, cap height above half an em")
    }

    @Test func spacesDrawNothing() throws {
        let run = try run("a b", path: Fonts.roboto)
        let space = try #require(try outlines(run).dropFirst().first)
        #expect(space.elements.isEmpty && space.bounds == nil && space.contourCount == 0)
    }

    @Test func aSymbolSetInTheLineIsATileWhereItsBoxStartsNotAGlyph() throws {
        // "A" then a symbol then "B" at 20 pt: the symbol starts after A's hb-shape advance and is
        // 24 pt wide, B starts after it, and only A and B are glyphs.
        let size = 20.0
        let request = Fonts.request("A\u{FFFC}B", path: Fonts.inter, size: size)
        let line = try #require(try measurer.glyphLines(for: request, measured: try measurer.measure(request)).first)
        let advanceOfA = try HBShape.width("A", font: Fonts.inter, size: size)
        #expect(line.symbolStarts.count == 1)
        #expect(abs((line.symbolStarts.first ?? 0) - advanceOfA) < 0.001)
        #expect(abs(line.symbolSize - 24) < 0.001)
        #expect(line.runs.flatMap(\.glyphs).count == 2)
        let positions = line.runs.flatMap(\.positions)
        #expect(abs((positions.last?.x ?? 0) - (advanceOfA + 24)) < 0.01, "a symbol is 1.2 em to a font unit")
    }

    @Test func variableOutlinesFollowTheWeightShapedAt() throws {
        let path = try #require(VariableFontTests.variableFont, "no variable font installed: run Scripts/bootstrap (fonts-inter-variable)")
        let face = try FontFace.load(path: path)
        let axis = try #require(face.weightAxis)
        let glyph = try run("o", path: path).glyphs[0]
        func outline(_ weight: Double?) throws -> GlyphOutline {
            guard
                case .outline(let outline) = try #require(measurer.glyphImage(glyph, fontFile: path, faceIndex: 0, weightVariation: weight))
            else { throw HBShape.Failure(description: "no outline") }
            return outline
        }
        #expect(try outline(nil) == outline(axis.defaultValue), "no variation is the default instance")
        let light = try outline(axis.minimum), heavy = try outline(axis.maximum)
        #expect(light != heavy)
        // HarfBuzz's box of the glyph at each end of the axis (rounded to units; FreeType keeps fractions).
        for (weight, outline) in [(axis.minimum, light), (axis.maximum, heavy)] {
            let shaped = try #require(try HBShape.extents("o", font: path, variations: "wght=\(weight)").first)
            let bounds = fontUnits(try #require(outline.bounds), unitsPerEm: face.unitsPerEm)
            #expect(
                abs(bounds.xMin - Double(shaped.xBearing)) <= 1 && abs(bounds.xMax - Double(shaped.xBearing + shaped.width)) <= 1,
                "wght \(weight): \(bounds) against \(shaped)")
            #expect(
                abs(bounds.yMax - Double(shaped.yBearing)) <= 1 && abs(bounds.yMin - Double(shaped.yBearing + shaped.height)) <= 1,
                "wght \(weight): \(bounds) against \(shaped)")
        }
    }

    @Test func emojiAreColourBitmapsPlacedWhereHarfBuzzMeasuresThem() throws {
        let file = try OpenTypeFile(path: Fonts.emoji)
        let unitsPerEm = Double(file.unitsPerEm)
        let run = try run("💳", path: Fonts.emoji)
        guard case .bitmap(let bitmap) = try #require(measurer.glyphImages(for: run).first ?? nil) else {
            Issue.record("the emoji is not a colour bitmap")
            return
        }
        // The largest strike the font has.
        #expect(bitmap.pixelsPerEm == Double(try #require(file.colourStrikePixelsPerEm.max())))
        let shaped = try #require(try HBShape.extents("💳", font: Fonts.emoji).first)
        #expect(abs(bitmap.left * unitsPerEm - Double(shaped.xBearing)) <= 1)
        #expect(abs(-bitmap.top * unitsPerEm - Double(shaped.yBearing)) <= 1)
        #expect(abs(Double(bitmap.width) / bitmap.pixelsPerEm * unitsPerEm - Double(shaped.width)) <= 1)
        #expect(abs(Double(bitmap.height) / bitmap.pixelsPerEm * unitsPerEm + Double(shaped.height)) <= 1)
        // Premultiplied: no colour exceeds its pixel's alpha; and the card is in colour.
        var premultiplied = true, colourful = false
        for pixel in stride(from: 0, to: bitmap.pixels.count, by: 4) {
            let (blue, green, red, alpha) = (
                bitmap.pixels[pixel], bitmap.pixels[pixel + 1], bitmap.pixels[pixel + 2], bitmap.pixels[pixel + 3]
            )
            if max(blue, green, red) > alpha { premultiplied = false }
            if alpha == 255 && Int(max(blue, green, red)) - Int(min(blue, green, red)) > 120 { colourful = true }
        }
        #expect(premultiplied)
        #expect(colourful)
    }

    @Test func imagesAreTheSameFromManyThreads() async throws {
        let runs = [
            try run("Payment failed", path: Fonts.inter), try run("ob8H", path: Fonts.roboto), try run("💳👍", path: Fonts.emoji),
            try run("日本語", path: Fonts.cjk),
        ]
        let serial = runs.map { HarfBuzzTextMeasurer().glyphImages(for: $0) }
        let shared = HarfBuzzTextMeasurer()
        let results = await withTaskGroup(of: (Int, [GlyphImage?]).self) { group in
            for _ in 0..<8 {
                for (index, run) in runs.enumerated() { group.addTask { (index, shared.glyphImages(for: run)) } }
            }
            var results: [(Int, [GlyphImage?])] = []
            for await result in group { results.append(result) }
            return results
        }
        #expect(results.count == runs.count * 8)
        for (index, images) in results { #expect(images == serial[index]) }
        #expect(serial.allSatisfy { $0.allSatisfy { $0 != nil } })
    }
}
