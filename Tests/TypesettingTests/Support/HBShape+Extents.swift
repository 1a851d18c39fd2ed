import Foundation

extension HBShape {
    /// One glyph as `hb-shape --show-extents` prints it, in font units (y up, as fonts measure).
    struct ShapedGlyph {
        /// The glyph id.
        let glyph: Int
        /// The advance.
        let advance: Int
        /// The left edge of the glyph's box.
        let xBearing: Int
        /// The top edge (above the baseline when positive).
        let yBearing: Int
        /// The box's width.
        let width: Int
        /// The box's height, negative (downwards from the top edge).
        let height: Int
    }

    /// The glyphs `hb-shape` gives for `text` with their extents, at HarfBuzz's default scale
    /// (one unit per font unit), optionally with `variations` ("wght=900").
    static func extents(_ text: String, font path: String, variations: String? = nil) throws -> [ShapedGlyph] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try executable())
        process.arguments =
            ["--output-format=json", "--no-glyph-names", "--show-extents", "--font-file=\(path)", "--text=\(text)"]
            + (variations.map { ["--variations=\($0)"] } ?? [])
        var environment = ProcessInfo.processInfo.environment
        environment["LC_ALL"] = "C.UTF-8"
        environment["LANG"] = "C.UTF-8"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, let glyphs = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] else {
            throw Failure(description: "hb-shape --show-extents failed for \(path): \(String(decoding: data, as: UTF8.self))")
        }
        return try glyphs.map { glyph in
            func value(_ key: String) throws -> Int {
                guard let value = glyph[key] as? Int else { throw Failure(description: "hb-shape printed no \(key): \(glyph)") }
                return value
            }
            return ShapedGlyph(
                glyph: try value("g"), advance: try value("ax"), xBearing: try value("xb"), yBearing: try value("yb"),
                width: try value("w"), height: try value("h"))
        }
    }
}
