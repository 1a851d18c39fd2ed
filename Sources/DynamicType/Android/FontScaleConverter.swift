/// A piecewise-linear curve between sp and dp, as AOSP's `FontScaleConverterImpl` (and Compose's
/// `FontScaleConverterTable`): Android 14 keeps one per shipped font scale so that large text
/// grows less than small text.
///
/// Invariants (checked at construction): the arrays have the same, nonzero length and are both
/// sorted ascending, which the binary search needs.
public struct FontScaleConverter: Hashable, Sendable {
    /// The sp sizes the table is defined at, ascending.
    public let fromSp: [Double]
    /// The dp size for each entry of `fromSp`.
    public let toDp: [Double]

    /// A table from matching sp and dp arrays.
    public init(fromSp: [Double], toDp: [Double]) {
        precondition(fromSp.count == toDp.count && !fromSp.isEmpty, "Array lengths must match and be nonzero")
        precondition(Self.isAscending(fromSp) && Self.isAscending(toDp), "fromSp and toDp must be sorted ascending")
        self.fromSp = fromSp
        self.toDp = toDp
    }

    /// The one-point table {1 sp → fontScale dp}: plain linear scaling, which AOSP hands out when a
    /// scale has no tables to interpolate between (past the last point the table extrapolates by
    /// the last pair's ratio, here `fontScale`).
    public static func linear(_ fontScale: Double) -> FontScaleConverter {
        FontScaleConverter(fromSp: [1], toDp: [fontScale])
    }

    /// The dp size for a size in sp.
    public func convertSpToDp(_ sp: Double) -> Double {
        Self.lookupAndInterpolate(sp, source: fromSp, target: toDp)
    }

    /// The sp size for a size in dp: the same routine with the arrays swapped, as AOSP does.
    public func convertDpToSp(_ dp: Double) -> Double {
        Self.lookupAndInterpolate(dp, source: toDp, target: fromSp)
    }

    /// `FontScaleConverterImpl.lookupAndInterpolate`, step by step.
    private static func lookupAndInterpolate(_ value: Double, source: [Double], target: [Double]) -> Double {
        // 1. Work on the magnitude; the sign goes back on at the end (Math.signum keeps ±0 and NaN).
        let magnitude = abs(value)
        let sign = value > 0 ? 1 : (value < 0 ? -1 : value)
        // 2. An exact hit returns its partner.
        let search = binarySearch(source, magnitude)
        if search >= 0 {
            return sign * target[search]
        }
        let lowerIndex = -(search + 1) - 1
        let last = source.count - 1
        // 3. Past the last point: extrapolate by the last pair's ratio (100/100 in every shipped
        //    table, so sizes above 100 sp are not enlarged at all).
        if lowerIndex >= last {
            if source[last] == 0 { return 0 }
            return value * (target[last] / source[last])
        }
        // 4. Below the first point: the segment from (0, 0); otherwise the segment around the value.
        let (startSource, startTarget) = lowerIndex == -1 ? (0.0, 0.0) : (source[lowerIndex], target[lowerIndex])
        let (endSource, endTarget) = (source[lowerIndex + 1], target[lowerIndex + 1])
        return sign
            * AndroidMathUtils.constrainedMap(
                rangeMin: startTarget, rangeMax: endTarget, valueMin: startSource, valueMax: endSource, value: magnitude)
    }

    /// `java.util.Arrays.binarySearch`: the index of a hit, else `-(insertion point) - 1`.
    private static func binarySearch(_ values: [Double], _ key: Double) -> Int {
        var low = 0
        var high = values.count - 1
        while low <= high {
            let middle = (low + high) / 2
            if values[middle] < key {
                low = middle + 1
            } else if values[middle] > key {
                high = middle - 1
            } else {
                return middle
            }
        }
        return -(low + 1)
    }

    private static func isAscending(_ values: [Double]) -> Bool {
        zip(values, values.dropFirst()).allSatisfy { $0 <= $1 }
    }
}
