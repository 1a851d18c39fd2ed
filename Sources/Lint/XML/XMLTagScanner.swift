/// Finds where each start tag and comment of an XML document begins, in document order.
///
/// `XMLParser` reports the position where it finished reading a start tag (after its attributes),
/// which is neither the element's start nor reliably in the same units; this scanner gives the
/// exact byte offset of each `<name`, and the nth start tag it finds is the nth element the parser
/// reports. It skips comments, CDATA, processing instructions, the DOCTYPE (with an internal
/// subset) and quoted attribute values, which may contain `>`.
struct XMLTagScanner {
    /// The byte offset of each start tag's `<`, in document order.
    private(set) var startTags: [Int] = []
    /// Each comment's byte range (delimiters included).
    private(set) var comments: [Range<Int>] = []

    init(bytes: [UInt8]) {
        var index = 0
        let count = bytes.count
        func starts(with literal: String, at offset: Int) -> Bool {
            var cursor = offset
            for byte in literal.utf8 {
                guard cursor < count, bytes[cursor] == byte else { return false }
                cursor += 1
            }
            return true
        }
        func skip(past literal: String, from offset: Int) -> Int {
            var cursor = offset
            while cursor < count && !starts(with: literal, at: cursor) { cursor += 1 }
            return min(count, cursor + literal.utf8.count)
        }
        while index < count {
            guard bytes[index] == UInt8(ascii: "<") else { index += 1; continue }
            if starts(with: "<!--", at: index) {
                let end = skip(past: "-->", from: index + 4)
                comments.append(index..<end)
                index = end
            } else if starts(with: "<![CDATA[", at: index) {
                index = skip(past: "]]>", from: index + 9)
            } else if starts(with: "<?", at: index) {
                index = skip(past: "?>", from: index + 2)
            } else if starts(with: "<!", at: index) {
                var cursor = index + 2
                while cursor < count && bytes[cursor] != UInt8(ascii: ">") && bytes[cursor] != UInt8(ascii: "[") { cursor += 1 }
                if cursor < count && bytes[cursor] == UInt8(ascii: "[") { cursor = skip(past: "]", from: cursor) }
                index = skip(past: ">", from: cursor)
            } else if starts(with: "</", at: index) {
                index = skip(past: ">", from: index + 2)
            } else {
                startTags.append(index)
                var cursor = index + 1
                var quote: UInt8?
                while cursor < count {
                    let byte = bytes[cursor]
                    if let open = quote {
                        if byte == open { quote = nil }
                    } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                        quote = byte
                    } else if byte == UInt8(ascii: ">") {
                        break
                    }
                    cursor += 1
                }
                index = cursor + 1
            }
        }
    }
}
