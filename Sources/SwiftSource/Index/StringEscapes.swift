/// Swift string-literal escapes, undone so that measured text is what users see.
enum StringEscapes {
    /// `text` with `\n`, `\t`, `\"`, `\\`, `\'`, `\0` and `\u{…}` replaced by their characters.
    static func unescape(_ text: String) -> String {
        guard text.includes("\\") else { return text }
        var result = ""
        var characters = text.makeIterator()
        while let character = characters.next() {
            guard character == "\\", let escaped = characters.next() else {
                result.append(character)
                continue
            }
            switch escaped {
            case "n": result.append("\n")
            case "t": result.append("\t")
            case "r": result.append("\r")
            case "0": result.append("\0")
            case "u":
                var digits = ""
                _ = characters.next()  // "{"
                while let digit = characters.next(), digit != "}" { digits.append(digit) }
                if let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value) { result.unicodeScalars.append(scalar) }
            default: result.append(escaped)
            }
        }
        return result
    }
}
