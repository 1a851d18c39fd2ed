/// Numbers as reports print them: at most six decimals, rounded half away from zero, no
/// trailing zeros, no `-0`, whole numbers without a decimal point.
///
/// Written by hand because `String(describing:)` prints `17.0` and `27.999999999999996`, and
/// Foundation's formatters depend on the locale; reports must be byte-identical everywhere.
public enum ReportNumber {
    /// The decimals kept by default.
    public static let maximumFractionDigits = 6

    /// `value` with at most `maximumFractionDigits` decimals, or nil when it is NaN or infinite
    /// (JSON has no such numbers).
    public static func format(_ value: Double, maximumFractionDigits: Int = maximumFractionDigits) -> String? {
        guard value.isFinite else { return nil }
        var scale = 1.0
        for _ in 0..<maximumFractionDigits { scale *= 10 }
        let scaled = (abs(value) * scale).rounded(.toNearestOrAwayFromZero)
        // Past 2^53 a Double has no fraction left to print; its shortest form is exact and valid JSON.
        guard scaled < 9e15 else { return String(value) }
        let units = UInt64(scaled)
        let whole = units / UInt64(scale)
        var fraction = units % UInt64(scale)
        var digits = maximumFractionDigits
        while digits > 0 && fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let sign = value < 0 && units != 0 ? "-" : ""
        guard digits > 0 else { return "\(sign)\(whole)" }
        let fractionText = String(fraction)
        return "\(sign)\(whole)." + String(repeating: "0", count: digits - fractionText.count) + fractionText
    }
}
