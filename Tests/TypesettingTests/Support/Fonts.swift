import Foundation
import TextMeasurement

/// The Debian font files the tests measure with (fonts-inter, fonts-roboto, fonts-noto-core,
/// fonts-noto-cjk, fonts-noto-color-emoji). Paths are spelled out, not looked up through
/// Reflow's catalog, so a catalog bug cannot pick the font the test compares against.
enum Fonts {
    static let inter = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
    static let interSemiBold = "/usr/share/fonts/opentype/inter/Inter-SemiBold.otf"
    static let roboto = "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Regular.ttf"
    static let notoSans = "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf"
    static let arabic = "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf"
    static let hebrew = "/usr/share/fonts/truetype/noto/NotoSansHebrew-Regular.ttf"
    static let devanagari = "/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf"
    static let thai = "/usr/share/fonts/truetype/noto/NotoSansThai-Regular.ttf"
    static let cjk = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
    static let emoji = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"

    /// A request for `text` in the font file at `path`, with no tracking, so widths are the font's own.
    static func request(
        _ text: String, path: String, size: Double, width: Double? = nil, faceIndex: Int = 0,
        lineLimit: Int? = nil, truncation: TruncationMode = .tail,
        minimumScaleFactor: Double = 1
    ) -> TextMeasurementRequest {
        TextMeasurementRequest(
            text: text, font: FontRequest(family: .file(path: path, faceIndex: faceIndex), pointSize: size, tracking: 0),
            width: width, lineLimit: lineLimit, truncationMode: truncation, minimumScaleFactor: minimumScaleFactor)
    }
}

/// Tables of an OpenType file read straight from its bytes, independently of FreeType and
/// HarfBuzz, so tests have a second opinion on units per em and vertical metrics.
struct OpenTypeFile {
    let bytes: [UInt8]
    /// Where the chosen face's table directory starts (0, or an offset inside a TTC).
    let directory: Int

    init(path: String, faceIndex: Int = 0) throws {
        bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        if bytes.count >= 12 && bytes[0..<4].elementsEqual("ttcf".utf8) {
            directory = Int(Self.uint32(bytes, 12 + 4 * faceIndex))
        } else {
            directory = 0
        }
    }

    /// The offset of table `tag`, or nil.
    func table(_ tag: String) -> Int? {
        let count = Int(Self.uint16(bytes, directory + 4))
        for record in 0..<count {
            let entry = directory + 12 + 16 * record
            if bytes[entry..<entry + 4].elementsEqual(tag.utf8) { return Int(Self.uint32(bytes, entry + 8)) }
        }
        return nil
    }

    /// `head.unitsPerEm` (offset 18 in the head table).
    var unitsPerEm: Int { Int(Self.uint16(bytes, table("head")! + 18)) }

    /// `hhea` ascender, descender and line gap (offsets 4, 6, 8).
    var hhea: (ascender: Int, descender: Int, lineGap: Int) {
        let hhea = table("hhea")!
        return (Int(Self.int16(bytes, hhea + 4)), Int(Self.int16(bytes, hhea + 6)), Int(Self.int16(bytes, hhea + 8)))
    }

    /// OS/2 `fsSelection` bit 7: the typo metrics are the ones to use.
    var usesTypoMetrics: Bool {
        guard let os2 = table("OS/2") else { return false }
        return Self.uint16(bytes, os2 + 62) & 0x80 != 0
    }

    /// Whether the face is a variable font.
    var isVariable: Bool { table("fvar") != nil }

    static func uint16(_ bytes: [UInt8], _ offset: Int) -> UInt16 { UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1]) }
    static func int16(_ bytes: [UInt8], _ offset: Int) -> Int16 { Int16(bitPattern: uint16(bytes, offset)) }
    static func uint32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        UInt32(uint16(bytes, offset)) << 16 | UInt32(uint16(bytes, offset + 2))
    }
}
