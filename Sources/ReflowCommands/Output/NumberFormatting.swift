/// Prints a number the way people write it: no trailing zeros, no "-0", at most
/// `maximumFractionDigits` decimals (rounded half away from zero).
///
/// Written out by hand because `String(describing:)` prints `17.0` and `27.999999999999996`,
/// and Foundation's formatters depend on the locale; outputs must be byte-identical everywhere.
public func formatNumber(_ value: Double, maximumFractionDigits: Int = 4) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    var scale = 1.0
    for _ in 0..<maximumFractionDigits { scale *= 10 }
    let scaled = (abs(value) * scale).rounded(.toNearestOrAwayFromZero)
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
