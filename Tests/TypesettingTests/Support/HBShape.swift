import Foundation
import ReflowLocking

/// The independent oracle: HarfBuzz's own `hb-shape` tool (Debian `libharfbuzz-bin`), run as a
/// separate process with default features, its advances summed and scaled by the units per em
/// read from the font file's `head` table.
enum HBShape {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private static let cache = Locked<[String: Int]>([:])

    /// Where `hb-shape` is, from `PATH`; a missing tool is a failure, never a skip, because
    /// without it the widths would go unchecked.
    static func executable() throws -> String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") + ["/usr/bin", "/usr/local/bin", "/opt/homebrew/bin"] {
            let candidate = "\(directory)/hb-shape"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw Failure(
            description: "hb-shape not found on PATH: install libharfbuzz-bin (Debian) or harfbuzz (Homebrew); "
                + "the width tests need it as their oracle")
    }

    /// The sum of `ax` over the glyphs `hb-shape` gives for `text`, in font units.
    static func advance(_ text: String, font path: String, faceIndex: Int = 0) throws -> Int {
        let key = "\(path)#\(faceIndex)#\(text)"
        if let cached = cache.withLock({ $0[key] }) { return cached }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try executable())
        process.arguments = [
            "--output-format=json", "--no-glyph-names", "--face-index=\(faceIndex)",
            "--font-file=\(path)", "--text=\(text)",
        ]
        // A neutral locale: hb-shape takes its default language from it, Reflow sets none.
        var environment = ProcessInfo.processInfo.environment
        environment["LC_ALL"] = "C.UTF-8"
        environment["LANG"] = "C.UTF-8"
        process.environment = environment
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "hb-shape failed (\(process.terminationStatus)) for \(path): \(errorText)")
        }
        guard let glyphs = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] else {
            throw Failure(description: "hb-shape printed no JSON glyph list: \(String(decoding: data, as: UTF8.self))")
        }
        let total = glyphs.reduce(0) { $0 + (($1["ax"] as? Int) ?? 0) }
        cache.withLock { $0[key] = total }
        return total
    }

    /// The width of `text` in points at `size`.
    static func width(_ text: String, font path: String, faceIndex: Int = 0, size: Double) throws -> Double {
        let upem = try OpenTypeFile(path: path, faceIndex: faceIndex).unitsPerEm
        return Double(try advance(text, font: path, faceIndex: faceIndex)) * size / Double(upem)
    }

    /// The width of a line made of pieces each shaped in its own font (Latin in Inter, Hebrew in Noto).
    static func width(_ pieces: [(text: String, font: String)], size: Double) throws -> Double {
        try pieces.reduce(0) { $0 + (try width($1.text, font: $1.font, size: size)) }
    }

    /// Greedy line filling worked out from `hb-shape` widths alone: `pieces` are the text between
    /// the break opportunities a reader expects (each keeps its trailing spaces); a line takes
    /// pieces while its width without trailing spaces fits. A piece wider than a whole line is
    /// broken by character, as many as fit and at least one, as iOS breaks an email address.
    static func greedyLines(_ pieces: [String], font path: String, faceIndex: Int = 0, size: Double, width: Double) throws -> [String] {
        func trimmed(_ text: String) -> String { String(text.reversed().drop(while: \.isWhitespace).reversed()) }
        func fits(_ text: String) throws -> Bool {
            try Self.width(trimmed(text), font: path, faceIndex: faceIndex, size: size) <= width
        }
        var lines: [String] = []
        var current = ""
        for piece in pieces {
            if try fits(current + piece) {
                current += piece
                continue
            }
            if !current.isEmpty { lines.append(current) }
            var rest = piece
            while try !fits(rest) && trimmed(rest).count > 1 {
                var taken = 1
                while taken < rest.count, try fits(String(rest.prefix(taken + 1))) { taken += 1 }
                lines.append(String(rest.prefix(taken)))
                rest = String(rest.dropFirst(taken))
            }
            current = rest
        }
        if !current.isEmpty { lines.append(current) }
        return lines.map(trimmed)
    }
}
