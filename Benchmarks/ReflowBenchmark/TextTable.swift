/// Plain aligned text: fixed-point numbers and columns padded to the widest cell.
enum Format {
    /// `value` with `places` decimals ("1.234"); "n/a" when not finite.
    static func fixed(_ value: Double, _ places: Int) -> String {
        guard value.isFinite else { return "n/a" }
        var scale = 1
        for _ in 0..<places { scale *= 10 }
        let scaled = Int((abs(value) * Double(scale)).rounded())
        let sign = value < 0 && scaled != 0 ? "-" : ""
        let whole = Numbers.grouped(scaled / scale, separator: ",")
        guard places > 0 else { return sign + whole }
        let fraction = String(scaled % scale)
        return sign + whole + "." + String(repeating: "0", count: places - fraction.count) + fraction
    }

    /// A whole number with thousands separators.
    static func count(_ value: Int) -> String {
        (value < 0 ? "-" : "") + Numbers.grouped(abs(value), separator: ",")
    }

    /// A ratio as "1.23x".
    static func ratio(_ value: Double) -> String {
        fixed(value, value >= 100 ? 0 : value >= 10 ? 1 : 2) + "x"
    }
}

/// Rows of cells printed with each column as wide as its widest cell; the first column is
/// left-aligned, the others right-aligned unless listed in `leftAligned`.
struct TextTable {
    var rows: [[String]] = []
    var leftAligned: Set<Int> = [0]

    mutating func add(_ cells: String...) {
        rows.append(cells)
    }

    func render(indent: String = "  ") -> String {
        let columns = rows.map(\.count).max() ?? 0
        var widths = [Int](repeating: 0, count: columns)
        for row in rows {
            for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
        }
        return rows.map { row in
            var line = indent
            for (column, cell) in row.enumerated() {
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                if column > 0 { line += "  " }
                line += leftAligned.contains(column) ? cell + padding : padding + cell
            }
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }.joined(separator: "\n")
    }
}
