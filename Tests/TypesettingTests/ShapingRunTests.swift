import Testing
import TextMeasurement
@testable import Typesetting

/// Itemization: runs split where the face, the script or the bidi level run changes, and
/// mixed-direction text is as wide as HarfBuzz makes its parts.
@Suite struct ShapingRunTests {
    struct Run: Equatable, CustomStringConvertible {
        let range: Range<Int>
        let font: String
        let script: String
        let rightToLeft: Bool
        var description: String { "\(range) \(font.split(separator: "/").last!) \(script) \(rightToLeft ? "RTL" : "LTR")" }
    }

    func runs(_ text: String, font: String) throws -> [Run] {
        let chain = try HarfBuzzTextMeasurer().fontChain(for: FontRequest(family: .file(path: font, faceIndex: 0), pointSize: 17))
        return try TextShaper(chain: chain).shape(text).runs.map {
            Run(range: $0.range, font: $0.face.path, script: $0.script, rightToLeft: $0.isRightToLeft)
        }
    }

    @Test func hebrewInsideEnglish() throws {
        #expect(
            try runs("Say שלום to", font: Fonts.inter) == [
                Run(range: 0..<4, font: Fonts.inter, script: "Latn", rightToLeft: false),
                Run(range: 4..<8, font: Fonts.hebrew, script: "Hebr", rightToLeft: true),
                Run(range: 8..<9, font: Fonts.inter, script: "Hebr", rightToLeft: false),
                Run(range: 9..<11, font: Fonts.inter, script: "Latn", rightToLeft: false),
            ])
    }

    @Test func numbersInsideHebrewAreTheirOwnLeftToRightRun() throws {
        // Levels 1, 2, 1: the digits run left to right inside the right-to-left paragraph, and
        // come from Noto Sans, as Noto Sans Hebrew has no digits.
        #expect(
            try runs("שלום 123 עולם", font: Fonts.hebrew) == [
                Run(range: 0..<5, font: Fonts.hebrew, script: "Hebr", rightToLeft: true),
                Run(range: 5..<8, font: Fonts.notoSans, script: "Hebr", rightToLeft: false),
                Run(range: 8..<13, font: Fonts.hebrew, script: "Hebr", rightToLeft: true),
            ])
    }

    @Test func sameDirectionDifferentLevelsStaySeparate() throws {
        // A right-to-left embedding (RLE … PDF) holding Latin words: level 2 inside level 0, both
        // left to right, yet separate level runs, so separate shaping runs.
        #expect(
            try runs("abc \u{202B}def xyz\u{202C} ghi", font: Fonts.inter) == [
                Run(range: 0..<4, font: Fonts.inter, script: "Latn", rightToLeft: false),
                Run(range: 4..<12, font: Fonts.inter, script: "Latn", rightToLeft: false),
                Run(range: 12..<17, font: Fonts.inter, script: "Latn", rightToLeft: false),
            ])
    }

    @Test func oneScriptOneFontOneRun() throws {
        #expect(
            try runs("Payment failed. Your card was declined.", font: Fonts.inter) == [
                Run(range: 0..<39, font: Fonts.inter, script: "Latn", rightToLeft: false)
            ])
        #expect(
            try runs("مرحبا بالعالم", font: Fonts.arabic) == [
                Run(range: 0..<13, font: Fonts.arabic, script: "Arab", rightToLeft: true)
            ])
    }

    @Test func leadingDigitsTakeTheScriptOfTheFirstLetter() throws {
        #expect(try runs("123 مرحبا", font: Fonts.arabic).map(\.script) == ["Arab", "Arab"])
    }

    @Test func rightToLeftParagraphWithNumbersIsAsWideAsHBShapeSays() throws {
        let arabic = "تم الدفع 123 ريال"
        let measured = try HarfBuzzTextMeasurer().measure(Fonts.request(arabic, path: Fonts.arabic, size: 17))
        #expect(abs(measured.width - (try HBShape.width(arabic, font: Fonts.arabic, size: 17))) < 0.01)
        let hebrew = try HarfBuzzTextMeasurer().measure(Fonts.request("שלום 123 עולם", path: Fonts.hebrew, size: 17))
        let pieces = try HBShape.width([("שלום ", Fonts.hebrew), ("123", Fonts.notoSans), (" עולם", Fonts.hebrew)], size: 17)
        #expect(abs(hebrew.width - pieces) < 0.01)
    }

    @Test func runsCoverTheTextWithoutGaps() throws {
        let text = "Hello שלום 日本 😀 مرحبا ภาษา"
        let found = try runs(text, font: Fonts.inter)
        #expect(found.first?.range.lowerBound == 0)
        #expect(found.last?.range.upperBound == text.utf16.count)
        for (left, right) in zip(found, found.dropFirst()) { #expect(left.range.upperBound == right.range.lowerBound) }
    }
}
