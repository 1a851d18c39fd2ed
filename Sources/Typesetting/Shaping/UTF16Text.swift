/// A string as UTF-16 code units, the unit ICU and Reflow's layout work in; offsets into it are
/// what line ranges report.
public struct UTF16Text: Hashable, Sendable {
    /// The original string.
    public let string: String
    /// Its UTF-16 code units.
    public let units: [UInt16]

    /// Copies the code units once, so that ICU and HarfBuzz can index them directly.
    public init(_ string: String) {
        self.string = string
        units = Array(string.utf16)
    }

    /// The number of code units.
    public var count: Int { units.count }

    /// The text of a range of code units.
    public func substring(_ range: Range<Int>) -> String {
        // The whole text (the common one-line case) needs no decoding.
        if range.lowerBound == 0 && range.upperBound == units.count { return string }
        return String(decoding: units[range], as: UTF16.self)
    }

    /// The Unicode scalar starting at `offset` and its length in code units (1 or 2).
    func scalar(at offset: Int) -> (Unicode.Scalar, Int) {
        let unit = units[offset]
        if UTF16.isLeadSurrogate(unit), offset + 1 < units.count, UTF16.isTrailSurrogate(units[offset + 1]) {
            let value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(units[offset + 1]) - 0xDC00)
            return (Unicode.Scalar(value)!, 2)
        }
        return (Unicode.Scalar(UInt32(unit)) ?? "\u{FFFD}", 1)
    }
}
