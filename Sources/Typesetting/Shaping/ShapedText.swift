/// A text split into runs of one face, script and direction and shaped once with HarfBuzz.
///
/// Advances are kept in ems (font units ÷ units per em), so the same shaping serves every point
/// size: at size s a range is `ems × s + tracking × clusters` points wide. Widths of ranges come
/// from prefix sums, so line breaking costs no reshaping.
public struct ShapedText: Sendable {
    /// One shaped run.
    public struct Run: Sendable {
        /// The code units the run covers.
        public let range: Range<Int>
        /// The face that draws it.
        public let face: FontFace
        /// Its ISO 15924 script (`Latn`, `Arab`).
        public let script: String
        /// Whether it runs right to left.
        public let isRightToLeft: Bool
    }

    /// The text.
    public let text: UTF16Text
    /// Runs in logical order, covering the text.
    public let runs: [Run]
    /// Grapheme cluster boundaries (UAX #29), including the end.
    public let graphemeBoundaries: [Int]
    /// Line-break opportunities (UAX #14), including the end, with mandatory breaks marked.
    public let lineBreaks: [(offset: Int, isHard: Bool)]
    /// Prefix sums of advances in ems: `emPrefix[i]` is the advance of units `0..<i`.
    let emPrefix: [Double]
    /// Prefix counts of shaping clusters: `clusterPrefix[i]` clusters start in `0..<i`.
    let clusterPrefix: [Int]
    /// How far the glyphs of the cluster starting at each code unit draw above and below the baseline.
    let ink: [Ink]

    /// How far glyphs draw above and below the baseline, in ems; zero both ways for none.
    public struct Ink: Sendable, Equatable {
        /// The height above the baseline the highest glyph reaches.
        public var above = 0.0
        /// The depth below the baseline the lowest glyph reaches.
        public var below = 0.0

        /// Takes in a glyph drawing `above` and `below` the baseline in font units.
        mutating func include(_ glyph: (above: Double, below: Double), unitsPerEm: Double) {
            above = max(above, glyph.above / unitsPerEm)
            below = max(below, glyph.below / unitsPerEm)
        }

        /// Takes in another's reach.
        mutating func include(_ other: Ink) {
            above = max(above, other.above)
            below = max(below, other.below)
        }
    }

    init(
        text: UTF16Text, runs: [Run], graphemeBoundaries: [Int], lineBreaks: [(offset: Int, isHard: Bool)],
        ems: [Double], clusterStarts: [Bool], ink: [Ink]
    ) {
        self.text = text
        self.runs = runs
        self.graphemeBoundaries = graphemeBoundaries
        self.lineBreaks = lineBreaks
        self.ink = ink
        var emPrefix = [0.0], clusterPrefix = [0]
        emPrefix.reserveCapacity(ems.count + 1)
        clusterPrefix.reserveCapacity(ems.count + 1)
        for index in ems.indices {
            emPrefix.append(emPrefix[index] + ems[index])
            clusterPrefix.append(clusterPrefix[index] + (clusterStarts[index] ? 1 : 0))
        }
        self.emPrefix = emPrefix
        self.clusterPrefix = clusterPrefix
    }

    /// The advance of `range` in ems.
    public func ems(_ range: Range<Int>) -> Double {
        emPrefix[range.upperBound] - emPrefix[range.lowerBound]
    }

    /// The number of shaping clusters starting in `range` (tracking is added once per cluster).
    public func clusterCount(_ range: Range<Int>) -> Int {
        clusterPrefix[range.upperBound] - clusterPrefix[range.lowerBound]
    }

    /// The width of `range` at `pointSize` with `tracking` points added after each cluster.
    public func width(_ range: Range<Int>, pointSize: Double, tracking: Double) -> Double {
        ems(range) * pointSize + tracking * Double(clusterCount(range))
    }

    /// How far the glyphs of `range` draw above and below the baseline, in ems.
    public func ink(_ range: Range<Int>) -> Ink {
        var reach = Ink()
        for index in range { reach.include(ink[index]) }
        return reach
    }

    /// The faces used in `range`, in order of first use.
    public func faces(in range: Range<Int>) -> [FontFace] {
        var seen: [FontFace] = []
        for run in runs where run.range.overlaps(range) && !seen.contains(where: { $0 === run.face }) {
            seen.append(run.face)
        }
        return seen
    }
}
