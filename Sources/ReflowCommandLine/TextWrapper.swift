/// Greedy word wrapping for help text, so output stays within a terminal's width.
enum TextWrapper {
    /// Breaks `text` into lines of at most `width` characters at spaces.
    ///
    /// Each source line is wrapped on its own and keeps its leading indentation on every piece,
    /// so authors control paragraphs and lists; a word longer than the width stands alone.
    static func wrap(_ text: String, width: Int) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line in
            wrapLine(line, width: width)
        }
    }

    private static func wrapLine(_ line: Substring, width: Int) -> [String] {
        let indent = String(line.prefix { $0 == " " })
        let words = line.split(separator: " ")
        guard !words.isEmpty else { return [""] }
        var lines: [String] = []
        var current = indent
        for word in words {
            if current.count == indent.count {
                current += word
            } else if current.count + 1 + word.count <= width {
                current += " " + word
            } else {
                lines.append(current)
                current = indent + word
            }
        }
        lines.append(current)
        return lines
    }
}
