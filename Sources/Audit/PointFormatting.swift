/// Numbers in messages and measurements: at most two decimals, no trailing zeros.
enum PointFormatting {
    /// `value` rounded to hundredths.
    static func rounded(_ value: Double) -> Double {
        guard value.isFinite else { return value }
        return (value * 100).rounded() / 100
    }

    /// `19.33`, `44`, `-3.17`.
    static func text(_ value: Double) -> String {
        guard !value.isNaN else { return "NaN" }
        guard value.isFinite else { return value > 0 ? "inf" : "-inf" }
        // Past this, hundredths do not fit an Int (a frame of 1e308 written in code).
        guard abs(value) < 1e15 else { return "\(value)" }
        let hundredths = Int((value * 100).rounded())
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = abs(hundredths)
        let whole = magnitude / 100, fraction = magnitude % 100
        if fraction == 0 { return "\(sign)\(whole)" }
        let digits = fraction % 10 == 0 ? "\(fraction / 10)" : (fraction < 10 ? "0\(fraction)" : "\(fraction)")
        return "\(sign)\(whole).\(digits)"
    }

    /// `19.33 pt`.
    static func points(_ value: Double) -> String { text(value) + " pt" }
}
