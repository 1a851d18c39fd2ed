import Foundation
import Testing

/// Sums hb-shape's advances for `text` in `font` and returns them with the font's units per em,
/// read from its `head` table by hand (both independent of Reflow's code).
func hbShapeAdvance(font: String, text: String, sourceLocation: SourceLocation = #_sourceLocation) -> (units: Double, unitsPerEm: Double)? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["hb-shape", "--output-format=json", "--no-glyph-names", font, text]
    let pipe = Pipe()
    process.standardOutput = pipe
    do { try process.run() } catch {
        Issue.record("hb-shape could not run (install libharfbuzz-bin): \(error)", sourceLocation: sourceLocation)
        return nil
    }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0, let glyphs = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]] else {
        Issue.record("hb-shape failed (is libharfbuzz-bin installed?)", sourceLocation: sourceLocation)
        return nil
    }
    let units = glyphs.compactMap { ($0["ax"] as? NSNumber)?.doubleValue }.reduce(0, +)
    guard let unitsPerEm = headUnitsPerEm(path: font) else {
        Issue.record("no head table in \(font)", sourceLocation: sourceLocation)
        return nil
    }
    return (units, unitsPerEm)
}

/// unitsPerEm from the `head` table of an sfnt file: the table directory lists tags and offsets;
/// unitsPerEm is the UInt16 at offset 18 of `head`.
func headUnitsPerEm(path: String) -> Double? {
    guard let data = FileManager.default.contents(atPath: path), data.count > 12 else { return nil }
    let bytes = [UInt8](data)
    func u16(_ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
    func u32(_ at: Int) -> Int { u16(at) << 16 | u16(at + 2) }
    let tableCount = u16(4)
    for index in 0..<tableCount {
        let record = 12 + index * 16
        if String(decoding: bytes[record..<record + 4], as: UTF8.self) == "head" {
            return Double(u16(u32(record + 8) + 18))
        }
    }
    return nil
}

@Suite struct MeasureCommandTests {
    static let inter = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
    static let roboto = "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Regular.ttf"

    @Test(arguments: [
        (inter, "Payment failed. Your card was declined.", 17.0), (inter, "€1,299.00", 40.0),
        (roboto, "AVATAR Wave To", 28.0), (roboto, "Datenschutzeinstellungen", 14.0),
    ])
    func naturalWidthOfAFontFileEqualsHBShape(font: String, text: String, size: Double) throws {
        let run = runReflow("measure", text, "--font", font, "--size", formatted(size), "--format", "json")
        #expect(run.status == 0, "\(run)")
        let json = try #require(run.jsonObject())
        let oracle = try #require(hbShapeAdvance(font: font, text: text))
        #expect(isNear(jsonNumber(json["width"]), oracle.units * size / oracle.unitsPerEm, tolerance: 0.01))
        #expect(json["font"] as? String == font)
        #expect(jsonNumber(json["lineCount"]) == 1)
        #expect(json["truncated"] as? Bool == false)
        let lines = try #require(json["lines"] as? [[String: Any]])
        #expect(lines.first?["text"] as? String == text)
    }

    @Test func jsonHasTheStableFields() throws {
        let run = runReflow(
            "measure", "Payment failed. Your card was declined.", "--style", "body", "--category", "AX5",
            "--width", "361", "--format", "json")
        let json = try #require(run.jsonObject())
        for key in ["schemaVersion", "font", "size", "width", "height", "lineCount", "truncated", "lines"] {
            #expect(json[key] != nil, "missing \(key)")
        }
        #expect(jsonNumber(json["size"]) == 53)
        #expect(json["standsInFor"] as? String == "SF Pro Display")
        let lines = try #require(json["lines"] as? [[String: Any]])
        #expect(jsonNumber(json["lineCount"]) == Double(lines.count))
        for line in lines { #expect(jsonNumber(line["width"])! <= 361) }
        // The lines, joined, give back the words of the text.
        #expect(lines.compactMap { $0["text"] as? String }.joined(separator: " ") == "Payment failed. Your card was declined.")
    }

    @Test func lineLimitTruncatesWithAnEllipsis() throws {
        let json = try #require(
            runReflow(
                "measure", "Payment failed. Your card was declined.", "--category", "AX5", "--width", "361",
                "--line-limit", "1", "--format", "json"
            ).jsonObject())
        #expect(json["truncated"] as? Bool == true)
        let line = try #require((json["lines"] as? [[String: Any]])?.first?["text"] as? String)
        #expect(line.hasSuffix("…") && "Payment failed. Your card was declined.".hasPrefix(String(line.dropLast())))
        let truncation = try #require(json["truncation"] as? [String: Any])
        #expect(truncation["mode"] as? String == "tail")
    }

    @Test func androidUsesRobotoAtTheMaterialSize() throws {
        let json = try #require(
            runReflow(
                "measure", "Datenschutzeinstellungen", "--platform", "android", "--category", "200%",
                "--format", "json"
            ).jsonObject())
        #expect((json["font"] as? String)?.hasSuffix("Roboto-Regular.ttf") == true)
        // bodyLarge is 16 sp; at 200 % the platform curve gives 28 dp (between 14 -> 26 and 18 -> 30).
        #expect(jsonNumber(json["size"]) == 28)
        #expect(json["standsInFor"] is NSNull)
    }

    @Test(arguments: [
        (
            ["measure", "x", "--font", "/nonexistent.ttf", "--size", "12"], Int32(2),
            "reflow: error: /nonexistent.ttf: cannot read font file: No such file or directory\n"
        ),
        (["measure", "x", "--style", "bodyy"], 2, nil),
        (
            ["measure", "x", "--size", "12", "--style", "body"], 2,
            "reflow: error: --size is a fixed size; it cannot be combined with --style or --category (see 'reflow measure --help')\n"
        ),
        (["measure", "x", "--line-limit", "0"], 2, nil),
        (["measure", "x", "--minimum-scale-factor", "0.5"], 2, nil),
        (["measure", "x", "--font", "a.ttf", "--font-name", "Inter"], 2, nil),
        (["measure"], 2, "reflow: error: missing required argument '<text>' (see 'reflow measure --help')\n"),
    ])
    func badInputGetsOneLineAndAnExitCode(arguments: [String], status: Int32, message: String?) {
        let run = runReflow(arguments)
        #expect(run.status == status, "\(run)")
        #expect(run.output.isEmpty)
        #expect(run.error.hasPrefix("reflow: error: ") && run.error.filter { $0 == "\n" }.count == 1, "\(run.error)")
        if let message { #expect(run.error == message) }
    }

    @Test func aSourceFileIsNotAFont() {
        let notAFont = #filePath
        let run = runReflow("measure", "x", "--font", notAFont, "--size", "12")
        #expect(run.status == 2)
        #expect(run.error == "reflow: error: \(notAFont): not a usable font: no font tables found\n")
    }

    private func formatted(_ size: Double) -> String {
        size == size.rounded() ? String(Int(size)) : String(size)
    }
}
