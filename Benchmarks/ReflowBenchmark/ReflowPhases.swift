import TextMeasurement
import Typesetting

/// The Reflow side: every corpus string at every size as a `TextMeasurementRequest`, measured
/// by a fresh `HarfBuzzTextMeasurer` (cold) and then again by the same one (warm).
struct ReflowPhases {
    /// Totals over all results, so cold and warm can be checked to agree.
    struct Checksum: Equatable {
        var lines = 0
        var width = 0.0
        var height = 0.0
    }

    /// String-major: the 12 sizes of string 0, then of string 1, …
    let requests: [TextMeasurementRequest]

    init(corpus: Corpus, sizes: [Double], width: Double) {
        self.init(entries: corpus.entries, sizes: sizes, width: width)
    }

    init(entries: [Corpus.Entry], sizes: [Double], width: Double) {
        var requests: [TextMeasurementRequest] = []
        requests.reserveCapacity(entries.count * sizes.count)
        for entry in entries {
            for size in sizes {
                requests.append(
                    TextMeasurementRequest(
                        text: entry.text, font: FontRequest(pointSize: size), width: width,
                        language: entry.language))
            }
        }
        self.requests = requests
    }

    /// Measures every request on `measurer`.
    func run(on measurer: HarfBuzzTextMeasurer) throws -> Checksum {
        var checksum = Checksum()
        for request in requests {
            let measured = try measurer.measure(request)
            checksum.lines += measured.lines.count
            checksum.width += measured.width
            checksum.height += measured.height
        }
        return checksum
    }
}
