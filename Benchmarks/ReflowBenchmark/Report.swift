import BenchmarkSupport
import Typesetting

extension Benchmark {
    func printHeader(corpus: Corpus, sizes: [Double], resolved: [ResolvedFont], measurements: Int) {
        print("Reflow text-measurement benchmark")
        #if DEBUG
            print("  WARNING     debug build: the numbers mean little; run `swift run -c release reflow-benchmark`")
        #endif
        print("  libraries   HarfBuzz \(LibraryVersions.harfBuzz), ICU \(LibraryVersions.icu)")
        let kinds = corpus.countsByKind.map { "\($0.0.rawValue) \($0.1)" }.joined(separator: ", ")
        print(
            "  corpus      \(Format.count(corpus.entries.count)) distinct strings, seed 0x\(String(corpus.seed, radix: 16, uppercase: true)): \(kinds)"
        )
        print("              mean \(Format.fixed(corpus.meanUTF16Length, 1)) UTF-16 units, longest \(corpus.maximumUTF16Length)")
        let sizeList = sizes.map { Format.fixed($0, 0) }.joined(separator: " ")
        print(
            "  sizes       \(sizeList) pt (iOS body, xSmall ... AX5) at width \(Format.fixed(options.width, 0)) pt: \(Format.count(measurements)) measurements"
        )
        var files: [(String, [Double])] = []
        for (size, font) in zip(sizes, resolved) {
            let name = font.face.path.split(separator: "/").last.map(String.init) ?? font.face.path
            if let index = files.firstIndex(where: { $0.0 == name }) { files[index].1.append(size) } else { files.append((name, [size])) }
        }
        let fonts = files.map { "\($0.0) (\(Format.fixed($0.1.first!, 0))-\(Format.fixed($0.1.last!, 0)) pt)" }.joined(separator: ", ")
        let standIn = resolved.first?.standsInFor.map { ", standing in for \($0)" } ?? ""
        print("  fonts       \(fonts)\(standIn)")
        print(
            "  repeats     \(options.repeats), interleaved raw/cold/warm; medians reported\(options.only.map { "; only \($0.rawValue)" } ?? "")"
        )
        if measurements > HarfBuzzTextMeasurer.cacheLimit {
            print(
                "  NOTE        \(Format.count(measurements)) requests exceed the measurer's cache limit of \(Format.count(HarfBuzzTextMeasurer.cacheLimit)): the warm pass will miss"
            )
        }
    }

    func printSummary(raw: Samples, cold: Samples, warm: Samples, shape: Samples, lineBreak: Samples, strings: Int, measurements: Int) {
        var table = TextTable()
        table.add("phase", "median s", "min s", "max s", "strings/s", "measurements/s", "µs/measurement")
        func add(_ name: String, _ samples: Samples) {
            guard !samples.isEmpty else { return }
            let median = samples.median
            table.add(
                name, Format.fixed(median, 4), Format.fixed(samples.minimum, 4), Format.fixed(samples.maximum, 4),
                Format.count(Int((Double(strings) / median).rounded())),
                Format.count(Int((Double(measurements) / median).rounded())),
                Format.fixed(median / Double(measurements) * 1e6, 2))
        }
        add("raw   hb_shape + ICU line breaks", raw)
        add("        of which hb_shape alone", shape)
        add("        of which ICU line breaks alone", lineBreak)
        add("cold  fresh HarfBuzzTextMeasurer", cold)
        add("warm  same measurer, cached", warm)
        print("Medians over \(options.repeats) repeats (a string = all 12 sizes):")
        print(table.render())
        print("")

        var ratios = TextTable()
        ratios.add("ratio (medians)", "value", "target", "result")
        if !raw.isEmpty && !cold.isEmpty {
            let value = cold.median / raw.median
            ratios.add(
                "cold / raw", Format.ratio(value), "<= " + Format.ratio(Self.coldToRawTarget),
                value <= Self.coldToRawTarget ? "met" : "MISSED")
        }
        if !cold.isEmpty && !warm.isEmpty {
            let value = cold.median / warm.median
            ratios.add(
                "cold / warm (warm speed-up)", Format.ratio(value), ">= " + Format.ratio(Self.coldToWarmTarget),
                value >= Self.coldToWarmTarget ? "met" : "MISSED")
        }
        if ratios.rows.count > 1 {
            print(ratios.render())
            print("")
        }
    }

    func printCacheStatistics(_ statistics: CacheStatistics, measurements: Int) {
        print("Cache statistics of the last repeat's measurer (one cold pass + one warm pass of \(Format.count(measurements)) requests):")
        var table = TextTable()
        table.add("cache", "hits", "misses")
        table.add("results (per request)", Format.count(statistics.resultHits), Format.count(statistics.resultMisses))
        table.add("shaped text (per string, face, language)", Format.count(statistics.shapeHits), Format.count(statistics.shapeMisses))
        print(table.render())
    }
}
