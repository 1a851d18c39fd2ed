import Testing
import TextMeasurement
@testable import Typesetting

/// Where a line's letters draw: the highest glyph top and the lowest glyph bottom of what the
/// line shows, from `hb-shape --show-extents` of the same font file, around the line's baseline.
@Suite struct InkTests {
    let measurer = HarfBuzzTextMeasurer()

    /// The ink `hb-shape` gives for `text` in `path` at `size`: how far above and below the baseline.
    func oracle(_ text: String, font path: String, size: Double) throws -> (above: Double, below: Double) {
        let upem = Double(try OpenTypeFile(path: path).unitsPerEm)
        let glyphs = try HBShape.extents(text, font: path)
        let above = glyphs.map { Double($0.yBearing) }.max() ?? 0
        let below = glyphs.map { -Double($0.yBearing + $0.height) }.max() ?? 0
        return (max(above, 0) / upem * size, max(below, 0) / upem * size)
    }

    @Test(arguments: ["Shipping", "Email", "Ég jó", "0123"])
    func oneLineDrawsWhereHBShapePutsItsGlyphs(text: String) throws {
        let measured = try measurer.measure(TextMeasurementRequest(text: text, font: FontRequest(pointSize: 17)))
        let line = try #require(measured.lines.first)
        let ink = try oracle(text, font: measured.fontFile, size: 17)
        #expect(abs((line.baseline - line.inkTop) - ink.above) < 1e-9, "\(text): \(line)")
        #expect(abs((line.inkBottom - line.baseline) - ink.below) < 1e-9, "\(text): \(line)")
        // Descenders stay inside SF's line height; an accented capital reaches above it.
        #expect(line.inkBottom < line.top + line.height)
        #expect((line.inkTop > line.top) == !text.hasPrefix("É"), "\(text): \(line)")
    }

    /// Round letters overshoot the baseline by about a hundredth of an em; a descender reaches a fifth.
    static func overshoot(_ size: Double) -> Double { size * 0.02 }

    @Test func aWordWithoutDescendersDrawsNothingBelowItsBaselineButOvershoot() throws {
        let email = try measurer.measure(TextMeasurementRequest(text: "Email", font: FontRequest(pointSize: 53)))
        #expect(email.inkBottom - email.firstBaseline < Self.overshoot(53))
        let shipping = try measurer.measure(TextMeasurementRequest(text: "Shipping", font: FontRequest(pointSize: 53)))
        #expect(shipping.inkBottom > shipping.firstBaseline + 53 * 0.15)
    }

    @Test func eachLineHasItsOwnInkAndTheTextSpansThemAll() throws {
        // Two lines: the first without descenders, the second with.
        let measured = try measurer.measure(TextMeasurementRequest(text: "Email\nShipping", font: FontRequest(pointSize: 17)))
        #expect(measured.lines.count == 2)
        let (first, second) = (measured.lines[0], measured.lines[1])
        #expect(first.inkBottom - first.baseline < Self.overshoot(17))
        let descender = try oracle("Shipping", font: measured.fontFile, size: 17).below
        #expect(abs(second.inkBottom - (second.baseline + descender)) < 1e-9)
        #expect(measured.inkTop == min(first.inkTop, second.inkTop))
        #expect(measured.inkBottom == second.inkBottom)
    }

    @Test func aTruncatedLineDrawsOnlyWhatItShows() throws {
        // Cut to one narrow line, "Em pppp" shows "Em…": nothing of the later descenders.
        let measured = try measurer.measure(
            TextMeasurementRequest(text: "Em pppp", font: FontRequest(pointSize: 17), width: 40, lineLimit: 1))
        let line = try #require(measured.lines.first)
        #expect(measured.isTruncated && !line.text.contains("p"), "\(line.text)")
        #expect(line.inkBottom - line.baseline < Self.overshoot(17))
    }

    @Test func spacesDrawNoInk() throws {
        let measured = try measurer.measure(TextMeasurementRequest(text: "   ", font: FontRequest(pointSize: 17)))
        let line = try #require(measured.lines.first)
        #expect(line.inkTop == line.baseline && line.inkBottom == line.baseline)
    }

    @Test func aMeasurerThatKnowsNoInkFillsTheLine() {
        let line = MeasuredLine(text: "x", range: 0..<1, width: 10, top: 4, height: 20, baseline: 20, endsWithEmergencyBreak: false)
        #expect(line.inkTop == 4 && line.inkBottom == 24)
    }
}
