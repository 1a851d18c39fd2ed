import CHarfBuzz
import TextMeasurement

extension TextShaper {
    /// Shapes one line as it is shown and positions its glyphs for drawing at `pointSize`, with
    /// `tracking` points after each cluster (as `ShapedText.width` counts it).
    ///
    /// Runs come from the same itemization as measuring (font by grapheme through the chain,
    /// ICU script, ICU bidi level), so the faces are the ones the line was measured with; they
    /// are put in visual order by UAX #9 rule L2, which measuring never needs.
    func glyphLine(_ string: String, pointSize: Double, tracking: Double) throws(ICUError) -> LineGlyphs {
        let text = UTF16Text(string)
        guard text.count > 0 else { return LineGlyphs(text: string, runs: [], width: 0) }
        let runs = try itemize(text, graphemeBoundaries: try text.graphemeBoundaries())
        let levelRuns = try ICUBidi(units: text.units).runs()
        let levels = runs.map { run in levelRuns.first { $0.range.contains(run.range.lowerBound) }?.level ?? 0 }
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        var pen = 0.0
        var result: [GlyphRun] = []
        var symbolStarts: [Double] = []
        for index in Self.visualOrder(levels: levels) {
            let run = runs[index]
            // The same routine measuring uses, so the glyphs drawn are the glyphs measured.
            let (infos, offsets, count) = shape(run, of: text, in: buffer!)
            // The shaping font is at design-unit scale: one unit is this many points.
            let scale = pointSize / Double(run.face.unitsPerEm)
            let start = pen
            var glyphs: [UInt32] = [], positions: [GlyphRun.Position] = [], clusters: [Int] = []
            for glyph in 0..<Int(count) {
                let cluster = Int(infos[glyph].cluster)
                if text.units[cluster] == InlineSymbol.codeUnit {
                    symbolStarts.append(pen)
                    pen += Double(offsets[glyph].x_advance) * scale + tracking
                    continue
                }
                glyphs.append(infos[glyph].codepoint)
                clusters.append(cluster)
                positions.append(
                    GlyphRun.Position(
                        x: pen + Double(offsets[glyph].x_offset) * scale,
                        y: -Double(offsets[glyph].y_offset) * scale))
                pen += Double(offsets[glyph].x_advance) * scale
                // Tracking follows each cluster, once, whichever way the run reads.
                if glyph + 1 == Int(count) || Int(infos[glyph + 1].cluster) != cluster { pen += tracking }
            }
            result.append(
                GlyphRun(
                    fontFile: run.face.path, faceIndex: run.face.index, pointSize: pointSize,
                    weightVariation: shapingFonts.font(for: run.face, weight: chain.primary.weight).weightVariation, glyphs: glyphs,
                    positions: positions, clusters: clusters,
                    tracking: tracking, isRightToLeft: run.isRightToLeft, x: start, width: pen - start))
        }
        return LineGlyphs(
            text: string, runs: result, width: pen, symbolStarts: symbolStarts, symbolSize: pointSize * InlineSymbol.sizeInEms)
    }

    /// The indices of runs with embedding `levels` (logical order) in visual order: from the
    /// highest level down to the lowest odd one, every maximal sequence at or above the level is
    /// reversed (UAX #9 L2).
    static func visualOrder(levels: [UInt8]) -> [Int] {
        var order = Array(levels.indices)
        guard let highest = levels.max(), let lowestOdd = levels.filter({ $0 & 1 == 1 }).min() else { return order }
        var level = highest
        while level >= lowestOdd {
            var start = 0
            while start < order.count {
                guard levels[order[start]] >= level else { start += 1; continue }
                var end = start
                while end < order.count && levels[order[end]] >= level { end += 1 }
                order[start..<end].reverse()
                start = end
            }
            if level == 0 { break }
            level -= 1
        }
        return order
    }
}
