/// Apple's published tracking (letter spacing) for one typeface design, by point size.
///
/// The HIG prints two columns per size, thousandths of an em and points, and the two do not
/// always agree (SF Pro 40 pt: +10/1000 em but +0.37 pt). Reflow uses the points column as
/// printed, because that is what mockups copy. Between printed sizes the points value is
/// interpolated linearly; outside the table the nearest row's em value is applied to the size.
public struct TrackingTable: Hashable, Sendable {
    /// One printed row of the table.
    public struct Row: Hashable, Sendable {
        /// The point size the row is for.
        public var size: Double
        /// Tracking in thousandths of an em, as printed.
        public var perMille: Double
        /// Tracking in points, as printed.
        public var points: Double

        public init(size: Double, perMille: Double, points: Double) {
            self.size = size
            self.perMille = perMille
            self.points = points
        }
    }

    /// The typeface the table is for ("SF Pro", "New York", …).
    public let typeface: String
    /// The rows in ascending size order.
    public let rows: [Row]

    public init(typeface: String, rows: [Row]) {
        precondition(!rows.isEmpty, "a tracking table needs rows")
        precondition(zip(rows, rows.dropFirst()).allSatisfy { $0.size < $1.size }, "tracking rows must ascend by size")
        self.typeface = typeface
        self.rows = rows
    }

    /// The tracking in points for text set at `pointSize`.
    public func tracking(atPointSize pointSize: Double) -> Double {
        let first = rows[0], last = rows[rows.count - 1]
        if pointSize <= first.size { return pointSize == first.size ? first.points : first.perMille * pointSize / 1000 }
        if pointSize >= last.size { return pointSize == last.size ? last.points : last.perMille * pointSize / 1000 }
        // Binary search for the first row at or above the size.
        var low = 0, high = rows.count - 1
        while low < high {
            let middle = (low + high) / 2
            if rows[middle].size < pointSize { low = middle + 1 } else { high = middle }
        }
        let upper = rows[low]
        if upper.size == pointSize { return upper.points }
        let lower = rows[low - 1]
        let t = (pointSize - lower.size) / (upper.size - lower.size)
        return lower.points + (upper.points - lower.points) * t
    }

    /// The row printed for exactly `size`, if the table has one.
    public func row(forSize size: Double) -> Row? {
        rows.first { $0.size == size }
    }
}
