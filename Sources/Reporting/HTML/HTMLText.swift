/// Text made safe for HTML: escaped characters, inline code from backticks, URL paths, ids.
enum HTMLText {
    /// `text` with `&`, `<`, `>`, `"` and `'` escaped and control characters but line breaks and
    /// tab as U+FFFD, safe in element content and quoted attribute values alike.
    static func escape(_ text: String) -> String {
        var result = ""
        for character in ReportWording.keepingLineBreaks(text) {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }

    /// `text` on one line, escaped.
    static func line(_ text: String) -> String {
        escape(ReportWording.singleLine(text))
    }

    /// `text` escaped, with each `` `span` `` between backticks as `<code>span</code>` (an
    /// unpaired backtick stays as it is).
    static func withCode(_ text: String) -> String {
        let parts = text.split(separator: "`", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 3 else { return escape(text) }
        var result = ""
        for (index, part) in parts.enumerated() {
            let isCode = index % 2 == 1
            if isCode && index == parts.count - 1 {
                result += "`" + escape(part)  // the last backtick has no partner
            } else {
                result += isCode ? "<code>\(escape(part))</code>" : escape(part)
            }
        }
        return result
    }

    /// A relative path as a URL path: every byte but unreserved characters and `/` percent-encoded,
    /// so names with spaces, `#` or `?` still point at their files.
    static func urlPath(_ path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return result
    }

    /// Lowercase ASCII letters and digits of `text` joined by single hyphens (`checkout-before`);
    /// empty when it has none.
    static func slug(_ text: String) -> String {
        var result = ""
        var pendingHyphen = false
        for character in text.lowercased() {
            if character.isASCII && (character.isLetter || character.isNumber) {
                if pendingHyphen && !result.isEmpty { result += "-" }
                result.append(character)
                pendingHyphen = false
            } else {
                pendingHyphen = true
            }
        }
        return result
    }

    /// A number for CSS or JSON with at most three decimals (`12.5`, `100`).
    static func number(_ value: Double) -> String {
        ReportNumber.format((value * 1000).rounded() / 1000) ?? "0"
    }
}
