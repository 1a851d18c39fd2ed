internal import Foundation

/// The characters SwiftUI draws for a string it reads as inline Markdown: a `Text` made from a
/// localizable literal (`Text("Tap **Add** to start")` shows "Tap Add to start", the word in bold)
/// and `AttributedString(markdown:)`. Links show their text, emphasis, strikethrough and code
/// their content, and a backslash escape its character. Delimiters follow CommonMark's flanking
/// rule: `5 * 3 * 2` has no emphasis, since a delimiter next to a space opens or closes nothing.
/// Foundation's own parser is not in Foundation on Linux, so this is the inline subset by hand.
enum InlineMarkdown {
    private static let rules: [(pattern: NSRegularExpression, template: String)] = [
        (#"\[([^\]]*)\]\([^)\s]*\)"#, "$1"),
        (#"`([^`]+)`"#, "$1"),
        (#"\*\*(?=\S)(.+?)(?<=\S)\*\*"#, "$1"),
        (#"(?<![\p{L}\p{N}_])__(?=\S)(.+?)(?<=\S)__(?![\p{L}\p{N}_])"#, "$1"),
        (#"~~(?=\S)(.+?)(?<=\S)~~"#, "$1"),
        (#"\*(?=[^\s*])(.+?)(?<=[^\s*])\*"#, "$1"),
        (#"(?<![\p{L}\p{N}_])_(?=[^\s_])(.+?)(?<=[^\s_])_(?![\p{L}\p{N}_])"#, "$1"),
    ].compactMap { pattern, template in (try? NSRegularExpression(pattern: pattern)).map { ($0, template) } }

    /// `text` as drawn; the same string when it has no Markdown.
    static func plain(_ text: String) -> String {
        // Most texts have no delimiter at all: nothing to match. A text longer than any a regular
        // expression is run on (`TextMatching.longestSubject`) is drawn as written: an unclosed
        // delimiter makes each match scan to the end, which grows with the square of the length.
        guard text.utf16.count <= TextMatching.longestSubject, text.contains(where: { "*_`[~\\".contains($0) }) else { return text }
        // An escaped delimiter (`\*`) is its character, and opens nothing: set aside before the rules run.
        var result = ""
        var escaped = false
        for character in text {
            if escaped, let ascii = character.asciiValue, escapable.contains(character),
                let stand = Unicode.Scalar(Self.setAside + UInt32(ascii))
            {
                result.unicodeScalars.append(stand)
            } else if escaped {
                result += "\\" + String(character)
            } else if character != "\\" {
                result.append(character)
            }
            escaped = !escaped && character == "\\"
        }
        if escaped { result += "\\" }
        for (pattern, template) in rules {
            let range = NSRange(result.startIndex..., in: result)
            result = pattern.stringByReplacingMatches(in: result, range: range, withTemplate: template)
        }
        return String(
            String.UnicodeScalarView(
                result.unicodeScalars.map { scalar in
                    (Self.setAside..<Self.setAside + 0x80).contains(scalar.value)
                        ? Unicode.Scalar(scalar.value - Self.setAside) ?? scalar : scalar
                }))
    }

    /// Where an escaped character waits while the rules run: a private-use plane no text uses.
    private static let setAside: UInt32 = 0xF0000

    /// The characters a backslash escapes.
    private static let escapable: Set<Character> = ["\\", "`", "*", "_", "{", "}", "[", "]", "(", ")", "#", "+", "-", ".", "!", "~"]
}
