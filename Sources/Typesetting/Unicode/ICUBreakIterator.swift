import CICUShim

/// ICU's break iterator over a private copy of some UTF-16 text; closed and freed in `deinit`.
final class ICUBreakIterator {
    /// Grapheme clusters or line-break opportunities.
    enum Kind {
        case character
        case line
    }

    private let buffer: UnsafeMutableBufferPointer<UInt16>
    private let iterator: OpaquePointer

    init(_ kind: Kind, units: [UInt16], locale: String = "") throws(ICUError) {
        buffer = .allocate(capacity: max(units.count, 1))
        _ = buffer.initialize(from: units)
        var error: Int32 = 0
        let opened = reflow_break_open(
            kind == .line ? REFLOW_BREAK_LINE : REFLOW_BREAK_CHARACTER, locale,
            buffer.baseAddress, Int32(units.count), &error)
        guard let opened, error <= 0 else {
            buffer.deallocate()
            throw ICUError(operation: "open a \(kind) break iterator", code: error)
        }
        iterator = opened
    }

    deinit {
        reflow_break_close(iterator)
        buffer.deallocate()
    }

    /// Every boundary after the start, in order, with whether it is a mandatory (hard) break.
    func boundaries() -> [(offset: Int, isHard: Bool)] {
        var result: [(Int, Bool)] = []
        _ = reflow_break_first(iterator)
        while true {
            let next = reflow_break_next(iterator)
            guard next >= 0 else { break }
            // ICU's UBRK_LINE_HARD rule statuses are 100 ..< 200.
            let status = reflow_break_rule_status(iterator)
            result.append((Int(next), status >= 100 && status < 200))
        }
        return result
    }
}

extension UTF16Text {
    /// Grapheme cluster boundaries (UAX #29), including the end; never empty for non-empty text.
    func graphemeBoundaries() throws(ICUError) -> [Int] {
        guard count > 0 else { return [] }
        return try ICUBreakIterator(.character, units: units).boundaries().map(\.offset)
    }

    /// Line-break opportunities (UAX #14 with ICU's dictionaries for Thai, CJK, …), including the end.
    func lineBreakOpportunities(locale: String = "") throws(ICUError) -> [(offset: Int, isHard: Bool)] {
        guard count > 0 else { return [] }
        return try ICUBreakIterator(.line, units: units, locale: locale).boundaries()
    }
}
