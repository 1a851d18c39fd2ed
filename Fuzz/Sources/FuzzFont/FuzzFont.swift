import DynamicType
import FuzzSupport
import TextMeasurement
import Typesetting

/// Text touching the shaper's paths: Latin with accents, a dash, Arabic (right to left), CJK, an
/// emoji sequence, a hard break and a soft hyphen.
let sample = "Hello, wörld — مرحبا 你好 👩‍👩‍👧\nAb\u{00AD}c fi"

/// Hands `fuzz` to libFuzzer: SwiftPM renames an executable's `main`, so libFuzzer's cannot be used.
@main
enum Entry {
    static func main() {
        FuzzDriver.run { data, size in fuzz(data ?? FuzzDriver.noBytes, size) }
    }
}

/// One input: the bytes as a font file (`FontFace` reads only from paths, so they go to a scratch
/// file), every face loaded (up to 4), then a short string shaped and broken into lines in it,
/// by file and by PostScript name, at two weights. Fonts that are refused are fine; a crash, a
/// trap or a hang is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let path = ScratchFile.write(FuzzInput(data, size).bytes, as: "font.ttf")
    guard let count = try? FontFace.faceCount(path: path), count > 0 else { return 0 }
    // A fresh catalog and measurer each time: both cache faces by path, and the path is reused.
    let measurer = HarfBuzzTextMeasurer(catalog: FontCatalog(directories: [], files: [path]))
    for index in 0..<min(count, 4) {
        guard let face = try? FontFace.load(path: path, index: index) else { continue }
        _ = face.covers("A")
        _ = face.weightAxis
        _ = ShapingFont(face: face, weight: 700).verticalMetrics
        var requests = [
            FontRequest(family: .file(path: path, faceIndex: index), weight: .regular, pointSize: 17),
            FontRequest(family: .file(path: path, faceIndex: index), weight: .bold, pointSize: 53),
        ]
        if !face.postScriptName.isEmpty {
            requests.append(FontRequest(family: .named(face.postScriptName), weight: .regular, pointSize: 17, platform: .android))
        }
        for font in requests {
            let request = TextMeasurementRequest(text: sample, font: font, width: 120, lineLimit: 2, minimumScaleFactor: 0.5, height: 60)
            guard let measured = try? measurer.measure(request) else { continue }
            // Sizes feed layout arithmetic; a NaN or infinite one would spread through a whole screen.
            guard measured.width.isFinite, measured.height.isFinite else {
                fatalError("non-finite measurement \(measured.width) x \(measured.height) for face \(index)")
            }
        }
    }
    return 0
}
