/// The helpers of `android.util.MathUtils` that the font-scale code uses, kept in their AOSP
/// form (including `lerpInv`'s 0 for an empty range) so the Swift reads against the Java line by line.
enum AndroidMathUtils {
    static func lerp(_ start: Double, _ stop: Double, _ amount: Double) -> Double {
        start + (stop - start) * amount
    }

    static func lerpInv(_ a: Double, _ b: Double, _ value: Double) -> Double {
        a != b ? (value - a) / (b - a) : 0
    }

    /// `constrain(value, 0, 1)`; lets NaN through as AOSP does.
    static func saturate(_ value: Double) -> Double {
        value < 0 ? 0 : (value > 1 ? 1 : value)
    }

    static func lerpInvSat(_ a: Double, _ b: Double, _ value: Double) -> Double {
        saturate(lerpInv(a, b, value))
    }

    /// Maps `value` from [valueMin, valueMax] onto [rangeMin, rangeMax], clamped to the range.
    static func constrainedMap(rangeMin: Double, rangeMax: Double, valueMin: Double, valueMax: Double, value: Double) -> Double {
        lerp(rangeMin, rangeMax, lerpInvSat(valueMin, valueMax, value))
    }
}
