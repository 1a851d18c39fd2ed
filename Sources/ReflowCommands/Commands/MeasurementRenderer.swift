import Findings
import ReflowCommandLine
import TextMeasurement

/// Prints a measurement as text or as JSON (a stable interface: `font`, `size`, `width`,
/// `height`, `lineCount`, `truncated`, `lines` with `text` and `width`).
enum MeasurementRenderer {
    /// The JSON schema version of `reflow measure --format json`.
    static let jsonSchemaVersion = 1

    static func text(_ measured: MeasuredText, request: TextMeasurementRequest, sizeDescription: String) -> String {
        let unit = request.font.platform == .iOS ? "pt" : "dp"
        func number(_ value: Double) -> String { formatNumber(value, maximumFractionDigits: 2) }
        var output = "font: \(measured.fontName) (\(measured.fontFile))"
        if let original = measured.standsInFor { output += ", standing in for \(original)" }
        output += "\n"
        for fallback in measured.fontFiles.dropFirst() { output += "fallback: \(fallback)\n" }
        output += "size: \(sizeDescription)"
        if measured.scaleFactor < 1 {
            output += ", shrunk to \(number(measured.pointSize)) \(unit) (x\(formatNumber(measured.scaleFactor, maximumFractionDigits: 3)))"
        }
        output += "\n"
        let widthText = request.width.map { "width \(number($0)) \(unit)" } ?? "no width limit"
        output +=
            "\(widthText): \(Wording.counted(measured.lines.count, "line")), \(number(measured.width)) x \(number(measured.height)) \(unit)"
        output += " (line height \(number(measured.lineHeight)))\n\n"
        let rows = measured.lines.enumerated().map { index, line in
            [
                String(index + 1), "\"" + line.text + "\"",
                number(line.width) + (line.endsWithEmergencyBreak ? " (broken inside a word)" : ""),
            ]
        }
        output += TextTable(header: ["line", "text", "width"], rows: rows).rendered()
        if let truncation = measured.truncation {
            output +=
                "\ntruncated (\(truncation.mode.rawValue)): \(truncation.hiddenCharacterCount) characters hidden, "
                + "\(truncation.neededLineCount) lines needed: \"\(truncation.hiddenText)\"\n"
        }
        output += "\nideal width \(number(measured.idealWidth)) \(unit), minimum width \(number(measured.minimumWidth)) \(unit)\n"
        return output
    }

    static func json(_ measured: MeasuredText, request: TextMeasurementRequest) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("schemaVersion", .number(Double(jsonSchemaVersion))),
            ("font", .string(measured.fontFile)),
            ("fontName", .string(measured.fontName)),
            ("standsInFor", .string(measured.standsInFor)),
            ("fallbackFonts", .array(measured.fontFiles.dropFirst().map { .string($0) })),
            ("platform", .string(request.font.platform.rawValue)),
            ("size", .number(measured.pointSize)),
            ("scaleFactor", .number(measured.scaleFactor)),
            ("availableWidth", .number(request.width)),
            ("width", .number(measured.width)),
            ("height", .number(measured.height)),
            ("lineHeight", .number(measured.lineHeight)),
            ("idealWidth", .number(measured.idealWidth)),
            ("minimumWidth", .number(measured.minimumWidth)),
            ("lineCount", .number(Double(measured.lines.count))),
            ("truncated", .bool(measured.isTruncated)),
        ]
        if let truncation = measured.truncation {
            members.append(
                (
                    "truncation",
                    .object([
                        ("mode", .string(truncation.mode.rawValue)),
                        ("hiddenText", .string(truncation.hiddenText)),
                        ("hiddenCharacterCount", .number(Double(truncation.hiddenCharacterCount))),
                        ("neededLineCount", .number(Double(truncation.neededLineCount))),
                    ])
                ))
        }
        members.append(
            (
                "lines",
                .array(
                    measured.lines.map { line in
                        .object([
                            ("text", .string(line.text)), ("width", .number(line.width)), ("top", .number(line.top)),
                            ("baseline", .number(line.baseline)), ("height", .number(line.height)),
                            ("emergencyBreak", .bool(line.endsWithEmergencyBreak)),
                        ])
                    })
            ))
        return .object(members)
    }
}
