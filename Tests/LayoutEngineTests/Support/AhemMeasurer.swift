import TextMeasurement

/// A measurer for stack arithmetic: every character is an em square (like the Ahem test font),
/// lines break at spaces greedily, a line is one em tall, and "…" is one em. Frames can then be
/// worked out by hand. Nothing a user sees is measured with it.
struct AhemMeasurer: TextMeasuring {
    func measure(_ request: TextMeasurementRequest) throws -> MeasuredText {
        let size = request.font.pointSize
        let words = request.text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        var lines: [String] = []
        var current = ""
        let limit = request.width ?? .infinity
        for word in words {
            let candidate = current.isEmpty ? word : current + " " + word
            if Double(candidate.count) * size <= limit + 1e-9 || current.isEmpty {
                current = candidate
            } else {
                lines.append(current)
                current = word
            }
        }
        lines.append(current)
        var truncation: TextTruncation?
        if let maximum = request.lineLimit, lines.count > maximum {
            let hidden = lines[maximum...].joined(separator: " ")
            lines = Array(lines.prefix(maximum))
            var last = lines[maximum - 1]
            while !last.isEmpty && Double(last.count + 1) * size > limit { last.removeLast() }
            lines[maximum - 1] = last + "…"
            truncation = TextTruncation(
                mode: request.truncationMode, hiddenText: hidden, hiddenCharacterCount: hidden.count,
                neededLineCount: lines.count)
        }
        let measuredLines = lines.enumerated().map { index, text in
            MeasuredLine(
                text: text, range: 0..<0, width: Double(text.count) * size, top: Double(index) * size, height: size,
                baseline: Double(index) * size + 0.8 * size, endsWithEmergencyBreak: false)
        }
        let ideal = Double(request.text.count) * size
        return MeasuredText(
            lines: measuredLines, width: measuredLines.map(\.width).max() ?? 0, height: Double(lines.count) * size,
            idealWidth: ideal, minimumWidth: Double(words.map(\.count).max() ?? 0) * size, pointSize: size, scaleFactor: 1,
            lineHeight: size, truncation: truncation, fontFile: "Ahem", fontName: "Ahem", standsInFor: nil, fontFiles: [])
    }
}
