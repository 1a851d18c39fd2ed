import CHarfBuzz
import TextMeasurement
import ReflowLocking

/// Splits text into runs (font by grapheme, ICU script, ICU bidi level) and shapes each run with
/// HarfBuzz using the whole text as context, so joining and kerning see their neighbours.
public struct TextShaper: Sendable {
    /// The fonts to draw with.
    public let chain: FontChain
    /// A BCP 47 language tag for shaping and line breaking (`de`, `ja`), or empty for none.
    public let language: String
    let shapingFonts: ShapingFontCache

    /// A shaper with its own HarfBuzz font cache; `HarfBuzzTextMeasurer` shares one cache instead.
    public init(chain: FontChain, language: String = "") {
        self.init(chain: chain, language: language, shapingFonts: ShapingFontCache())
    }

    init(chain: FontChain, language: String, shapingFonts: ShapingFontCache) {
        self.chain = chain
        self.language = language
        self.shapingFonts = shapingFonts
    }

    /// The shaped text; throws only when ICU cannot analyse it.
    public func shape(_ string: String) throws(ICUError) -> ShapedText {
        let text = UTF16Text(string)
        let graphemes = try text.graphemeBoundaries()
        let lineBreaks = try text.lineBreakOpportunities(locale: language)
        let runs = try itemize(text, graphemeBoundaries: graphemes)
        var ems = [Double](repeating: 0, count: text.count)
        var clusterStarts = [Bool](repeating: false, count: text.count)
        var ink = [ShapedText.Ink](repeating: ShapedText.Ink(), count: text.count)
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        for run in runs {
            let (infos, positions, count) = shape(run, of: text, in: buffer!)
            let unitsPerEm = Double(run.face.unitsPerEm)
            let font = shapingFonts.font(for: run.face, weight: chain.primary.weight)
            for glyph in 0..<Int(count) {
                let cluster = Int(infos[glyph].cluster)
                ems[cluster] += Double(positions[glyph].x_advance) / unitsPerEm
                clusterStarts[cluster] = true
                ink[cluster].include(font.ink(of: infos[glyph].codepoint, raisedBy: positions[glyph].y_offset), unitsPerEm: unitsPerEm)
            }
        }
        return ShapedText(
            text: text, runs: runs, graphemeBoundaries: graphemes, lineBreaks: lineBreaks, ems: ems, clusterStarts: clusterStarts,
            ink: ink)
    }

    /// Shapes one run of `text` into `buffer` (using the whole text as context) and returns the
    /// buffer's glyphs. Every property is set, none guessed: HarfBuzz would otherwise take the
    /// language from the process locale, and measuring and drawing must get the same glyphs on
    /// every machine.
    func shape(_ run: ShapedText.Run, of text: UTF16Text, in buffer: OpaquePointer)
        -> (infos: UnsafeMutablePointer<hb_glyph_info_t>, positions: UnsafeMutablePointer<hb_glyph_position_t>, count: UInt32)
    {
        hb_buffer_clear_contents(buffer)
        text.units.withUnsafeBufferPointer { units in
            hb_buffer_add_utf16(buffer, units.baseAddress, Int32(units.count), UInt32(run.range.lowerBound), Int32(run.range.count))
        }
        hb_buffer_set_direction(buffer, run.isRightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, hb_script_from_string(run.script.isEmpty ? "Zyyy" : run.script, -1))
        if !language.isEmpty { hb_buffer_set_language(buffer, hb_language_from_string(language, -1)) }
        let font = shapingFonts.font(for: run.face, weight: chain.primary.weight)
        hb_shape(font.font, buffer, nil, 0)
        var count: UInt32 = 0
        let infos = hb_buffer_get_glyph_infos(buffer, &count)!
        let positions = hb_buffer_get_glyph_positions(buffer, &count)!
        // A symbol set in the text is a box a symbol wide, drawn as the font's missing-glyph box.
        for glyph in 0..<Int(count) where text.units[Int(infos[glyph].cluster)] == InlineSymbol.codeUnit {
            infos[glyph].codepoint = 0
            positions[glyph].x_advance = Int32((InlineSymbol.sizeInEms * Double(run.face.unitsPerEm)).rounded())
            positions[glyph].x_offset = 0
            positions[glyph].y_offset = 0
        }
        return (infos, positions, count)
    }

    /// Runs of one face, script and bidi level run, in logical order. A shaping run never spans
    /// two bidi level runs, even of the same direction: HarfBuzz must see each run's glyphs in one
    /// visual order.
    func itemize(_ text: UTF16Text, graphemeBoundaries: [Int]) throws(ICUError) -> [ShapedText.Run] {
        guard text.count > 0 else { return [] }
        let levelRuns = try ICUBidi(units: text.units).runs()
        var runs: [ShapedText.Run] = []
        var start = 0
        // The level run holding `start`, and the one the last shaping run lies in.
        var levelRun = 0, lastRunLevelRun = -1
        var previousScript = firstSpecificScript(text) ?? "Zyyy"
        for end in graphemeBoundaries {
            while levelRun < levelRuns.count - 1 && levelRuns[levelRun].range.upperBound <= start { levelRun += 1 }
            var scalars: [Unicode.Scalar] = []
            var offset = start
            while offset < end {
                let (scalar, length) = text.scalar(at: offset)
                scalars.append(scalar)
                offset += length
            }
            let script = scalars.lazy.map(UnicodeScript.init(of:)).first(where: \.isSpecific)?.iso15924 ?? previousScript
            previousScript = script
            let face = chain.face(forGrapheme: scalars, script: script)
            let isRightToLeft = levelRuns[levelRun].level & 1 == 1
            if let last = runs.last, lastRunLevelRun == levelRun, last.face === face, last.script == script {
                runs[runs.count - 1] = ShapedText.Run(
                    range: last.range.lowerBound..<end, face: face, script: script, isRightToLeft: isRightToLeft)
            } else {
                runs.append(ShapedText.Run(range: start..<end, face: face, script: script, isRightToLeft: isRightToLeft))
                lastRunLevelRun = levelRun
            }
            start = end
        }
        return runs
    }

    /// The script of the first letter that has one, so leading digits and punctuation join it.
    private func firstSpecificScript(_ text: UTF16Text) -> String? {
        var offset = 0
        while offset < text.count {
            let (scalar, length) = text.scalar(at: offset)
            let script = UnicodeScript(of: scalar)
            if script.isSpecific { return script.iso15924 }
            offset += length
        }
        return nil
    }
}

/// HarfBuzz fonts built once per face and weight and shared by every shaping call.
final class ShapingFontCache: Sendable {
    private let fonts = Locked<[ObjectIdentifier: [Int: ShapingFont]]>([:])

    func font(for face: FontFace, weight: Int) -> ShapingFont {
        fonts.withLock { cache in
            if let font = cache[ObjectIdentifier(face)]?[weight] { return font }
            let font = ShapingFont(face: face, weight: weight)
            cache[ObjectIdentifier(face), default: [:]][weight] = font
            return font
        }
    }
}
