/// Makes a document safe to hand to Foundation's `XMLParser` on Linux, which crashes on a
/// processing instruction with a target and no data (`<?name?>`): libxml2 reports its data as
/// NULL and swift-corelibs-foundation reads it with `String(cString:)`, a segmentation fault as
/// soon as the parser has a delegate (found by fuzzing, `Fuzz/`).
///
/// A space before the `?>` of every such instruction gives it empty data instead. Only spaces are
/// added, never a newline, so the parser's line numbers still match the file.
enum ProcessingInstructionGuard {
    /// `bytes` with a space inserted before each `?>` that closes a `<?` with no whitespace in
    /// between; `bytes` itself when there is none (the usual case). One pass, linear in the size.
    static func parserInput(_ bytes: [UInt8]) -> [UInt8] {
        let open = UInt8(ascii: "<"), question = UInt8(ascii: "?"), close = UInt8(ascii: ">")
        var insertions: [Int] = []
        // A `<?` seen since the last whitespace and the last `?>`: a `?>` now ends a bare target.
        var bareTarget = false
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            if byte == question && next == close {
                if bareTarget { insertions.append(index) }
                bareTarget = false
                index += 2
            } else if byte == open && next == question {
                bareTarget = true
                index += 2
            } else {
                if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { bareTarget = false }
                index += 1
            }
        }
        guard !insertions.isEmpty else { return bytes }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + insertions.count)
        var start = 0
        for position in insertions {
            result += bytes[start..<position]
            result.append(0x20)
            start = position
        }
        result += bytes[start...]
        return result
    }
}
