import DynamicType
import Rendering
import Testing
import TextMeasurement
import Typesetting

/// Typesetting's glyph runs for drawing: the lines measuring produced, shaped again line by
/// line with the same fonts, never re-broken.
@Suite struct GlyphLinesTests {
    let measurer = RenderingFixtures.measurer

    @Test func linesKeepTheMeasuredBreaksAndWidths() throws {
        let request = TextMeasurementRequest(
            text: "By paying you agree to the Terms of Sale and confirm that you have read the Privacy Policy.",
            font: FontRequest(pointSize: 17), width: 200)
        let measured = try measurer.measure(request)
        let lines = try measurer.glyphLines(for: request, measured: measured)
        #expect(measured.lines.count > 2)
        #expect(lines.map(\.text) == measured.lines.map(\.text))
        for (line, glyphs) in zip(measured.lines, lines) {
            // Each line was measured inside the whole text and is shaped here on its own: the same
            // glyphs and advances, kerning across a line break aside.
            #expect(abs(glyphs.width - line.width) < 0.05, "\(line.text): \(glyphs.width) vs \(line.width)")
            #expect(glyphs.runs.allSatisfy { $0.fontFile == measured.fontFile && $0.pointSize == measured.pointSize })
            let run = try #require(glyphs.runs.first)
            #expect(run.glyphs.count == run.positions.count && run.glyphs.count == run.clusters.count)
            #expect(zip(run.positions, run.positions.dropFirst()).allSatisfy { $0.x < $1.x })
        }
    }

    @Test func aTruncatedLineEndsWithTheEllipsisGlyph() throws {
        let request = TextMeasurementRequest(
            text: "Payment failed. Your card was declined. Try another card or contact your bank.",
            font: FontRequest(pointSize: 13), width: 180, lineLimit: 1)
        let measured = try measurer.measure(request)
        let line = try #require(try measurer.glyphLines(for: request, measured: measured).first)
        #expect(line.text.hasSuffix("\u{2026}"))
        // Measuring shapes the ellipsis apart from the text; drawn, it is shaped with it, as iOS
        // does, so the pair "w…" kerns (about 1 pt narrower in Inter at 13 pt).
        #expect(abs(line.width - measured.lines[0].width) < 0.1 * measured.pointSize)
        let last = try #require(line.runs.last)
        #expect(last.clusters.last == line.text.utf16.count - 1)
    }

    @Test func trackingIsAddedAfterEachCluster() throws {
        let plain = TextMeasurementRequest(text: "Total", font: FontRequest(pointSize: 17, tracking: 0))
        let tracked = TextMeasurementRequest(text: "Total", font: FontRequest(pointSize: 17, tracking: 1.5))
        let a = try #require(try measurer.glyphLines(for: plain, measured: measurer.measure(plain)).first)
        let b = try #require(try measurer.glyphLines(for: tracked, measured: measurer.measure(tracked)).first)
        #expect(abs((b.width - a.width) - 5 * 1.5) < 1e-9)
        #expect(b.runs[0].tracking == 1.5)
        #expect(abs(b.runs[0].positions[4].x - a.runs[0].positions[4].x - 4 * 1.5) < 1e-9)
    }

    @Test func rightToLeftRunsComeInVisualOrder() throws {
        // Hebrew inside English: the Hebrew run's glyphs are listed left to right, and the run
        // sits between the English words.
        let request = TextMeasurementRequest(text: "Pay שלום now", font: FontRequest(pointSize: 17))
        let measured = try measurer.measure(request)
        let line = try #require(try measurer.glyphLines(for: request, measured: measured).first)
        #expect(abs(line.width - measured.lines[0].width) < 0.05)
        let hebrew = try #require(line.runs.first { $0.isRightToLeft })
        #expect(line.runs.first?.isRightToLeft == false && line.runs.last?.isRightToLeft == false)
        #expect(zip(line.runs, line.runs.dropFirst()).allSatisfy { abs($0.x + $0.width - $1.x) < 1e-9 })
        // Visual order within the run: the last logical letter (ם) is drawn first, on the left.
        #expect(hebrew.clusters.first! > hebrew.clusters.last!)
    }
}
