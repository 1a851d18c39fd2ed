/// Greedy line filling like UIKit and SwiftUI: break at the last UAX #14 opportunity that fits,
/// always at a mandatory break, and inside a word (between grapheme clusters) only when a
/// single word is wider than the line, as iOS does with an email address.
///
/// Steps, for each line:
/// 1. Walk the break opportunities after the line's start; a candidate's width excludes trailing white space.
/// 2. While the candidate fits, remember it; at a mandatory break, end the line there.
/// 3. When it no longer fits, end the line at the last remembered opportunity.
/// 4. If none was remembered (one word wider than the line), take as many grapheme clusters as
///    fit, at least one, and mark the line as an emergency break; a last cluster wider than the
///    line ends its line at the opportunity after it, like any word.
struct LineBreaker {
    /// A line before positioning: the units it covers and where its visible content ends.
    struct Line: Equatable {
        var range: Range<Int>
        var contentEnd: Int
        var isEmergencyBreak: Bool
    }

    let shaped: ShapedText
    let pointSize: Double
    let tracking: Double

    /// Slack for floating-point sums: a line that is wider by less than this still fits.
    static let tolerance = 1e-6

    /// The width of `range` with trailing white space dropped.
    func visibleWidth(_ range: Range<Int>) -> Double {
        shaped.width(range.lowerBound..<contentEnd(range), pointSize: pointSize, tracking: tracking)
    }

    /// Where the visible content of `range` ends (before trailing spaces and newlines).
    func contentEnd(_ range: Range<Int>) -> Int {
        var end = range.upperBound
        while end > range.lowerBound {
            guard Self.isWhitespace(shaped.text.units[end - 1]) else { break }
            end -= 1
        }
        return end
    }

    /// Whether a code unit is white space; ASCII answered without a Unicode property lookup,
    /// which dominated line breaking's profile.
    static func isWhitespace(_ unit: UInt16) -> Bool {
        if unit < 0x80 { return unit == 0x20 || (unit >= 0x09 && unit <= 0x0D) }
        return Unicode.Scalar(UInt32(unit))?.properties.isWhitespace ?? false
    }

    /// The lines of the text at `width` (nil: break only at mandatory breaks).
    func lines(width: Double?) -> [Line] {
        let text = shaped.text
        guard text.count > 0 else { return [] }
        let limit = (width ?? .infinity) + Self.tolerance
        var lines: [Line] = []
        var start = 0
        var lastFit: Int?
        var index = 0
        let opportunities = shaped.lineBreaks
        while index < opportunities.count {
            let (offset, isHard) = opportunities[index]
            guard offset > start else { index += 1; continue }
            if visibleWidth(start..<offset) <= limit {
                if isHard || offset == text.count {
                    lines.append(Line(range: start..<offset, contentEnd: contentEnd(start..<offset), isEmergencyBreak: false))
                    start = offset
                    lastFit = nil
                } else {
                    lastFit = offset
                }
                index += 1
            } else if let fit = lastFit {
                lines.append(Line(range: start..<fit, contentEnd: contentEnd(start..<fit), isEmergencyBreak: false))
                start = fit
                lastFit = nil
            } else {
                let end = emergencyBreak(from: start, before: offset, limit: limit)
                let visibleEnd = contentEnd(start..<offset)
                if end >= visibleEnd {
                    // Only one cluster is left before the opportunity, too wide on its own: the line
                    // ends at the opportunity as usual. Cutting before its spaces or newline would
                    // leave them a line of their own.
                    lines.append(Line(range: start..<offset, contentEnd: visibleEnd, isEmergencyBreak: false))
                    start = offset
                    lastFit = nil
                    index += 1
                } else {
                    lines.append(Line(range: start..<end, contentEnd: end, isEmergencyBreak: true))
                    start = end
                }
            }
        }
        // A text ending in a newline shows an empty last line.
        if let last = opportunities.last, last.isHard, last.offset == text.count, start == text.count,
            lines.last.map({ $0.contentEnd < $0.range.upperBound }) ?? false
        {
            lines.append(Line(range: text.count..<text.count, contentEnd: text.count, isEmergencyBreak: false))
        }
        return lines
    }

    /// The last grapheme boundary after `start` (at least one cluster in) whose text fits.
    private func emergencyBreak(from start: Int, before end: Int, limit: Double) -> Int {
        let boundaries = shaped.graphemeBoundaries
        // Binary search for the first boundary after `start`: a long email at a narrow width
        // breaks many times, and scanning from the text's start each time would be quadratic.
        var low = 0, high = boundaries.count
        while low < high {
            let middle = (low + high) / 2
            if boundaries[middle] <= start { low = middle + 1 } else { high = middle }
        }
        guard low < boundaries.count else { return end }
        var best = boundaries[low]
        var index = low + 1
        while index < boundaries.count, boundaries[index] < end,
            shaped.width(start..<boundaries[index], pointSize: pointSize, tracking: tracking) <= limit
        {
            best = boundaries[index]
            index += 1
        }
        return min(best, end)
    }
}
