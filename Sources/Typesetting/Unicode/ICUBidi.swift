import CICUShim

/// ICU's bidirectional analysis of a text (UAX #9); freed in `deinit`.
final class ICUBidi {
    private let buffer: UnsafeMutableBufferPointer<UInt16>
    private let bidi: OpaquePointer
    private let length: Int

    /// Analyses `units`; the paragraph direction comes from the first strong character unless given.
    init(units: [UInt16], rightToLeft: Bool? = nil) throws(ICUError) {
        length = units.count
        buffer = .allocate(capacity: max(units.count, 1))
        _ = buffer.initialize(from: units)
        var error: Int32 = 0
        let level: UInt8 = rightToLeft.map { $0 ? 1 : 0 } ?? 0xFE
        guard let opened = reflow_bidi_open(buffer.baseAddress, Int32(units.count), level, &error), error <= 0 else {
            buffer.deallocate()
            throw ICUError(operation: "analyse bidirectional text", code: error)
        }
        bidi = opened
    }

    deinit {
        reflow_bidi_close(bidi)
        buffer.deallocate()
    }

    /// Maximal runs of one embedding level; odd levels are right-to-left.
    func runs() -> [(range: Range<Int>, level: UInt8)] {
        var result: [(Range<Int>, UInt8)] = []
        var start = 0
        while start < length {
            var limit: Int32 = 0
            let level = reflow_bidi_run_at(bidi, Int32(start), &limit)
            let end = max(Int(limit), start + 1)
            result.append((start..<end, level))
            start = end
        }
        return result
    }

    /// Whether the (first) paragraph runs right to left.
    var isRightToLeft: Bool { reflow_bidi_paragraph_level(bidi) & 1 == 1 }
}
