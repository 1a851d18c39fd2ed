import TextMeasurement

/// Fits the rest of a text into its last allowed line with an ellipsis ("…", shaped in the same
/// fonts) at the tail, head or middle, or cut without one (clip). Cuts fall between grapheme
/// clusters and never count trailing spaces.
struct Truncator {
    /// The last line as shown.
    struct Cut {
        /// The source units the line shows (for middle truncation, from the prefix start to the suffix end).
        var range: Range<Int>
        /// The line's text, ellipsis included.
        var text: String
        /// Its width.
        var width: Double
        /// Everything not shown.
        var hiddenText: String
        /// The source ranges drawn, ellipsis aside: one, or two around a middle ellipsis.
        var shown: [Range<Int>]
    }

    let shaped: ShapedText
    let breaker: LineBreaker
    /// The shaped ellipsis, or nil when clipping.
    let ellipsis: ShapedText?
    let pointSize: Double
    let tracking: Double

    static let ellipsisCharacter = "\u{2026}"

    func truncate(from start: Int, width available: Double, mode: TruncationMode) -> Cut {
        let text = shaped.text
        let paragraphEnd = shaped.lineBreaks.first { $0.offset > start && $0.isHard }?.offset ?? text.count
        let contentEnd = breaker.contentEnd(start..<paragraphEnd)
        let boundaries = [start] + shaped.graphemeBoundaries.filter { $0 > start && $0 <= contentEnd }
        // Everything after the paragraph's visible end is hidden, its newline included, whatever
        // the mode: tail truncation hides it too, and counts must agree across modes.
        let afterParagraph = text.substring(contentEnd..<text.count)
        let ellipsisWidth = ellipsis.map { $0.width(0..<$0.text.count, pointSize: pointSize, tracking: tracking) } ?? 0
        let mark = ellipsis == nil ? "" : Self.ellipsisCharacter
        func width(_ range: Range<Int>) -> Double { breaker.visibleWidth(range) }
        let limit = available + LineBreaker.tolerance

        switch mode {
        case .tail, .clip:
            let end = boundaries.last { width(start..<$0) + ellipsisWidth <= limit } ?? start
            let shownEnd = breaker.contentEnd(start..<end)
            return Cut(
                range: start..<end, text: text.substring(start..<shownEnd) + mark,
                width: width(start..<end) + ellipsisWidth,
                hiddenText: text.substring(end..<text.count), shown: [start..<shownEnd])
        case .head:
            let begin = boundaries.first { width($0..<contentEnd) + ellipsisWidth <= limit } ?? contentEnd
            return Cut(
                range: begin..<contentEnd, text: mark + text.substring(begin..<contentEnd),
                width: width(begin..<contentEnd) + ellipsisWidth,
                hiddenText: text.substring(start..<begin) + afterParagraph, shown: [begin..<contentEnd])
        case .middle:
            var prefix = 0, suffix = boundaries.count - 1
            func fits(_ prefixIndex: Int, _ suffixIndex: Int) -> Bool {
                width(start..<boundaries[prefixIndex]) + ellipsisWidth + width(boundaries[suffixIndex]..<contentEnd) <= limit
            }
            var grew = true
            while grew && prefix < suffix {
                grew = false
                if prefix + 1 <= suffix && fits(prefix + 1, suffix) { prefix += 1; grew = true }
                if prefix < suffix - 1 && fits(prefix, suffix - 1) { suffix -= 1; grew = true }
            }
            let head = start..<boundaries[prefix], tail = boundaries[suffix]..<contentEnd
            return Cut(
                range: start..<contentEnd,
                text: text.substring(head.lowerBound..<breaker.contentEnd(head)) + mark + text.substring(tail),
                width: width(head) + ellipsisWidth + width(tail),
                hiddenText: text.substring(head.upperBound..<tail.lowerBound) + afterParagraph,
                shown: [head.lowerBound..<breaker.contentEnd(head), tail])
        }
    }
}
