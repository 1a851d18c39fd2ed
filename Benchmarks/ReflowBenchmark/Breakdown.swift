import BenchmarkSupport
import TextMeasurement
import Typesetting

/// Timing splits for finding where the cold pass spends its time (`--breakdown`): Reflow's
/// shaping stage alone, and raw vs cold per kind of string.
struct Breakdown {
    let corpus: Corpus
    let sizes: [Double]
    let width: Double
    let rawFonts: [RawFont]

    /// The distinct font chains the sizes resolve to (Inter Text and Inter Display).
    static func distinctChains(sizes: [Double], measurer: HarfBuzzTextMeasurer) throws -> [FontChain] {
        var chains: [FontChain] = []
        for size in sizes {
            let chain = try measurer.fontChain(for: FontRequest(pointSize: size))
            if !chains.contains(where: { $0.primary.face === chain.primary.face }) { chains.append(chain) }
        }
        return chains
    }

    /// Reflow's `TextShaper` on every string once per distinct chain (what a cold pass shapes:
    /// ICU graphemes, line breaks, bidi, script and font runs, HarfBuzz), with no layout.
    func shapingOnly(chains: [FontChain]) throws -> Int {
        var shapers: [String: [TextShaper]] = [:]
        var runs = 0
        for entry in corpus.entries {
            let languageShapers = shapers[entry.language] ?? chains.map { TextShaper(chain: $0, language: entry.language) }
            shapers[entry.language] = languageShapers
            for shaper in languageShapers { runs += try shaper.shape(entry.text).runs.count }
        }
        return runs
    }

    /// Raw and cold seconds for the strings of each kind, one pass each.
    func byKind() throws -> [(kind: Corpus.Kind, strings: Int, raw: Double, cold: Double)] {
        var rows: [(Corpus.Kind, Int, Double, Double)] = []
        for kind in Corpus.Kind.allCases {
            let entries = corpus.entries.filter { $0.kind == kind }
            guard !entries.isEmpty else { continue }
            let raw = RawLibraries(strings: entries.map { RawString($0.text, language: $0.language) }, fonts: rawFonts)
            let reflow = ReflowPhases(entries: entries, sizes: sizes, width: width)
            let rawSeconds = Timing.measure { raw.run() }.1
            let coldSeconds = try Timing.measure { try reflow.run(on: HarfBuzzTextMeasurer()) }.1
            rows.append((kind, entries.count, rawSeconds, coldSeconds))
        }
        return rows
    }
}

extension Benchmark {
    func printBreakdown(_ breakdown: Breakdown, chains: [FontChain], coldMedian: Double) throws {
        var shaping = Samples()
        for _ in 0..<options.repeats {
            shaping.seconds.append(try Timing.measure { try breakdown.shapingOnly(chains: chains) }.1)
        }
        print("Where the cold pass goes (--breakdown):")
        var table = TextTable()
        table.add("stage", "median s", "share of cold")
        table.add(
            "shaping: TextShaper.shape x \(chains.count) faces per string", Format.fixed(shaping.median, 4),
            coldMedian.isFinite ? Format.fixed(100 * shaping.median / coldMedian, 1) + " %" : "-")
        if coldMedian.isFinite {
            let rest = coldMedian - shaping.median
            table.add("layout, caches, requests (cold - shaping)", Format.fixed(rest, 4), Format.fixed(100 * rest / coldMedian, 1) + " %")
        }
        print(table.render())
        print("")

        print("Raw vs cold per kind of string (one pass each, fresh measurer per kind):")
        var kinds = TextTable()
        kinds.add("kind", "strings", "raw s", "cold s", "cold/raw", "cold µs/measurement")
        for row in try breakdown.byKind() {
            kinds.add(
                row.kind.rawValue, Format.count(row.strings), Format.fixed(row.raw, 4), Format.fixed(row.cold, 4),
                Format.ratio(row.cold / row.raw), Format.fixed(row.cold / Double(row.strings * breakdown.sizes.count) * 1e6, 1))
        }
        print(kinds.render())
        print("")
    }
}
