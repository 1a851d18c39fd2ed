extension StringProtocol {
    /// Whether `needle` occurs in the text, compared byte for byte. With Foundation imported, a
    /// string literal passed to `contains(_:)` picks Foundation's overload, which goes through
    /// `NSString`: on the interpreter's hot paths (declared types, escapes) that was 2 % of a check.
    /// (`utf8.firstRange(of:)` is no better: it is not specialized, and looks up generic metadata.)
    func includes(_ needle: some StringProtocol) -> Bool {
        let bytes = utf8
        let pattern = needle.utf8
        guard let first = pattern.first else { return true }
        var start = bytes.startIndex
        while let found = bytes[start...].firstIndex(of: first) {
            if bytes[found...].starts(with: pattern) { return true }
            start = bytes.index(after: found)
        }
        return false
    }
}
