/// Positions of attributes inside a start tag, so Android findings point at the attribute.
enum AndroidXMLPositions {
    /// Where `name=` starts inside `element`'s start tag, or nil when it cannot be found.
    static func attribute(_ name: String, of element: XMLDocumentModel.Element, in file: LintFile) -> SourcePosition? {
        let lineIndex = element.position.line - 1
        guard lineIndex < file.lineStarts.count else { return nil }
        let start = file.lineStarts[lineIndex] + element.position.column - 1
        let needle = Array(name.utf8)
        var cursor = start
        var quote: UInt8?
        while cursor < file.bytes.count {
            let byte = file.bytes[cursor]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                return nil
            } else if byte == needle.first, cursor + needle.count < file.bytes.count,
                Array(file.bytes[cursor..<(cursor + needle.count)]) == needle,
                cursor > 0,
                file.bytes[cursor - 1] == 0x20 || file.bytes[cursor - 1] == 0x0A || file.bytes[cursor - 1] == 0x09
                    || file.bytes[cursor - 1] == 0x0D
            {
                return file.position(ofByte: cursor)
            }
            cursor += 1
        }
        return nil
    }
}
