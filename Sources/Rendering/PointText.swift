/// Numbers as pictures print them: at most two decimals, no trailing zeros, as findings do.
enum PointText {
    /// `19.33`, `44`, `-3.17`.
    static func number(_ value: Double) -> String {
        guard !value.isNaN else { return "NaN" }
        guard value.isFinite else { return value > 0 ? "∞" : "-∞" }
        // Past this, hundredths do not fit an Int.
        guard abs(value) < 1e15 else { return "\(value)" }
        let hundredths = Int((value * 100).rounded())
        let sign = hundredths < 0 ? "-" : ""
        let whole = abs(hundredths) / 100, fraction = abs(hundredths) % 100
        if fraction == 0 { return "\(sign)\(whole)" }
        let digits = fraction % 10 == 0 ? "\(fraction / 10)" : (fraction < 10 ? "0\(fraction)" : "\(fraction)")
        return "\(sign)\(whole).\(digits)"
    }

    /// `19.33 pt`.
    static func points(_ value: Double) -> String { number(value) + " pt" }
}
