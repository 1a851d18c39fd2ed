import BenchmarkSupport
import DynamicType
import TextMeasurement
import Typesetting

/// Runs the raw, cold and warm phases R times each, interleaved, and prints medians and ratios.
struct Benchmark {
    let options: Options

    /// The targets of issue 3: cold within 1.3x of the raw libraries, warm at least 10x faster than cold.
    static let coldToRawTarget = 1.3
    static let coldToWarmTarget = 10.0
    /// The iOS body sizes from xSmall to AX5, as the ramp table has them.
    static let expectedBodySizes: [Double] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    func run() throws {
        let sizes = TypeRamp<TextStyle>.iOS.row(for: .body)?.sizes ?? []
        guard sizes == Self.expectedBodySizes else {
            throw Failure(description: "the iOS body ramp is \(sizes), expected \(Self.expectedBodySizes)")
        }
        let corpus = Corpus(count: options.strings, seed: options.seed, kinds: options.kinds)
        if let shown = options.showCorpus {
            for (index, entry) in corpus.entries.prefix(shown).enumerated() {
                print("\(index)\t\(entry.kind.rawValue)\t\(entry.language.isEmpty ? "-" : entry.language)\t\(entry.text)")
            }
            return
        }

        // The Inter face the measurer resolves at each size, as the raw pass's font.
        let probe = HarfBuzzTextMeasurer()
        let resolved = try sizes.map { size in try probe.fontChain(for: FontRequest(pointSize: size)).primary }
        let rawFonts = try zip(sizes, resolved).map { size, font in
            try RawFont(path: font.face.path, faceIndex: font.face.index, pointSize: size)
        }
        let raw = RawLibraries(strings: corpus.entries.map { RawString($0.text, language: $0.language) }, fonts: rawFonts)
        let reflow = ReflowPhases(corpus: corpus, sizes: sizes, width: options.width)
        let measurements = reflow.requests.count

        printHeader(corpus: corpus, sizes: sizes, resolved: resolved, measurements: measurements)

        // Warm-up: loads every font file the corpus needs (primary and fallbacks) into the shared
        // catalog and faults in HarfBuzz's and ICU's data, so that repeat 1 is like the others.
        let warmUp = Self.warmUpEntries(corpus)
        let (_, warmUpSeconds) = try Timing.measure {
            _ = RawLibraries(strings: warmUp.map { RawString($0.text, language: $0.language) }, fonts: rawFonts).run()
            let subset = ReflowPhases(entries: warmUp, sizes: sizes, width: options.width)
            let measurer = HarfBuzzTextMeasurer()
            _ = try subset.run(on: measurer)
            _ = try subset.run(on: measurer)
        }
        print("  warm-up     \(Format.fixed(warmUpSeconds, 3)) s (\(warmUp.count) strings: font loading and first use, not counted)")
        print("")

        var rawSamples = Samples(), coldSamples = Samples(), warmSamples = Samples()
        var shapeSamples = Samples(), breakSamples = Samples()
        var rawChecksum: RawLibraries.Checksum?
        var reflowChecksum: ReflowPhases.Checksum?
        var lastMeasurer: HarfBuzzTextMeasurer?
        let runs = { (phase: Options.Phase) in options.only == nil || options.only == phase }

        var perRepeat = TextTable()
        perRepeat.add("repeat", "raw s", "cold s", "warm s", "cold/raw", "cold/warm")
        for repetition in 1...options.repeats {
            var row = ["\(repetition)"]
            if runs(.raw) {
                let (checksum, seconds) = Timing.measure { raw.run() }
                try check(&rawChecksum, checksum, "raw pass")
                rawSamples.seconds.append(seconds)
                row.append(Format.fixed(seconds, 3))
                if options.breakdown {
                    shapeSamples.seconds.append(Timing.measure { raw.run(lineBreak: false) }.1)
                    breakSamples.seconds.append(Timing.measure { raw.run(shape: false) }.1)
                }
            } else {
                row.append("-")
            }
            if runs(.cold) || runs(.warm) {
                let measurer = HarfBuzzTextMeasurer()
                let (cold, coldSeconds) = try Timing.measure { try reflow.run(on: measurer) }
                try check(&reflowChecksum, cold, "cold pass")
                let (warm, warmSeconds) = try Timing.measure { try reflow.run(on: measurer) }
                try check(&reflowChecksum, warm, "warm pass")
                if runs(.cold) { coldSamples.seconds.append(coldSeconds) }
                if runs(.warm) { warmSamples.seconds.append(warmSeconds) }
                row += [runs(.cold) ? Format.fixed(coldSeconds, 3) : "-", Format.fixed(warmSeconds, 4)]
                row.append(runs(.raw) && runs(.cold) ? Format.ratio(coldSeconds / rawSamples.seconds.last!) : "-")
                row.append(runs(.cold) ? Format.ratio(coldSeconds / warmSeconds) : "-")
                lastMeasurer = measurer
            } else {
                row += ["-", "-", "-", "-"]
            }
            perRepeat.rows.append(row)
        }
        print("Each repeat (seconds):")
        print(perRepeat.render())
        print("")
        printSummary(
            raw: rawSamples, cold: coldSamples, warm: warmSamples, shape: shapeSamples, lineBreak: breakSamples,
            strings: corpus.entries.count, measurements: measurements)
        if let measurer = lastMeasurer {
            printCacheStatistics(measurer.cacheStatistics, measurements: measurements)
            print("")
        }
        if options.breakdown {
            let breakdown = Breakdown(corpus: corpus, sizes: sizes, width: options.width, rawFonts: rawFonts)
            try printBreakdown(
                breakdown, chains: try Breakdown.distinctChains(sizes: sizes, measurer: probe),
                coldMedian: coldSamples.isEmpty ? .nan : coldSamples.median)
        }
    }

    /// The first 20 strings and the first of each kind and language, and of those with an emoji:
    /// enough to load every font the corpus uses.
    static func warmUpEntries(_ corpus: Corpus) -> [Corpus.Entry] {
        var chosen = Array(corpus.entries.prefix(20))
        var seen = Set(chosen.map { "\($0.kind)/\($0.language)" })
        var hasEmoji = false
        for entry in corpus.entries.dropFirst(20) {
            let emoji = entry.text.unicodeScalars.contains { $0.value >= 0x1F000 }
            if seen.insert("\(entry.kind)/\(entry.language)").inserted || (emoji && !hasEmoji) {
                chosen.append(entry)
            }
            hasEmoji = hasEmoji || emoji
        }
        return chosen
    }

    /// The same work must give the same totals every time, and warm must agree with cold.
    private func check<T: Equatable>(_ expected: inout T?, _ actual: T, _ what: String) throws {
        if let expected, expected != actual {
            throw Failure(description: "the \(what) gave different results from an earlier pass: \(actual) vs \(expected)")
        }
        expected = actual
    }
}

extension ReflowPhases {
    init(requests: [TextMeasurementRequest]) {
        self.requests = requests
    }
}
