import Testing
import TextMeasurement
@testable import Typesetting

/// Text the primary font has no glyphs for is measured in a Noto fallback, never as zero width
/// or as the primary font's empty boxes, and the fallback is reported.
@Suite struct FallbackTests {
    let measurer = HarfBuzzTextMeasurer()

    struct Case: Sendable, CustomTestStringConvertible {
        let text: String
        let fallback: String
        var testDescription: String { text }
    }

    static let cases: [Case] = [
        Case(text: "مرحبا بالعالم", fallback: Fonts.arabic),
        Case(text: "שלום עולם", fallback: Fonts.hebrew),
        Case(text: "नमस्ते दुनिया", fallback: Fonts.devanagari),
        Case(text: "ภาษาไทยง่ายนิดเดียว", fallback: Fonts.thai),
        Case(text: "日本語のテキスト", fallback: Fonts.cjk),
        Case(text: "设置隐私", fallback: Fonts.cjk),
        Case(text: "안녕하세요", fallback: Fonts.cjk),
        Case(text: "😀👍🏽🇩🇪", fallback: Fonts.emoji),
    ]

    @Test(arguments: cases)
    func latinFontFallsBackToNoto(_ example: Case) throws {
        for primary in [Fonts.inter, Fonts.roboto] {
            let measured = try measurer.measure(Fonts.request(example.text, path: primary, size: 17))
            #expect(measured.width > 0)
            #expect(measured.fontFiles.first == primary)
            #expect(measured.fontFiles.contains(example.fallback), "\(measured.fontFiles)")
            #expect(measured.fontFile == primary)
        }
    }

    @Test func fallbackWidthsAreTheFallbackFontsOwn() throws {
        // Words without spaces, so every glyph comes from the fallback: the width is hb-shape's in it.
        for (text, font) in [("مرحبا", Fonts.arabic), ("नमस्ते", Fonts.devanagari), ("ภาษาไทย", Fonts.thai), ("😀👍🏽", Fonts.emoji)] {
            let measured = try measurer.measure(Fonts.request(text, path: Fonts.inter, size: 17))
            #expect(abs(measured.width - (try HBShape.width(text, font: font, size: 17))) < 0.01, "\(text)")
        }
    }

    @Test func mixedTextUsesEachFontForItsPart() throws {
        let measured = try measurer.measure(Fonts.request("Total: ١٢٣ ريال 😀", path: Fonts.inter, size: 17))
        #expect(measured.fontFiles == [Fonts.inter, Fonts.arabic, Fonts.emoji])
        let expected = try HBShape.width(
            [("Total: ", Fonts.inter), ("١٢٣ ريال", Fonts.arabic), (" ", Fonts.inter), ("😀", Fonts.emoji)],
            size: 17)
        #expect(measured.width > expected * 0.98 && measured.width < expected * 1.02, "\(measured.width) vs \(expected)")
    }

    @Test func systemFontFallsBack() throws {
        let measured = try measurer.measure(TextMeasurementRequest(text: "Hello 日本 👋", font: FontRequest(pointSize: 17)))
        #expect(measured.fontFiles.first == Fonts.inter)
        #expect(measured.fontFiles.contains(Fonts.cjk))
        #expect(measured.fontFiles.contains(Fonts.emoji))
    }

    @Test func coveredTextUsesNoFallback() throws {
        let measured = try measurer.measure(Fonts.request("Größe ändern: 1 299,00 €", path: Fonts.inter, size: 17))
        #expect(measured.fontFiles == [Fonts.inter])
    }

    @Test func textStyleEmojiStayInTheTextFont() throws {
        // U+2764 followed by U+FE0E asks for text presentation: not the color emoji font.
        let measured = try measurer.measure(Fonts.request("\u{2764}\u{FE0E}", path: Fonts.notoSans, size: 17))
        #expect(!measured.fontFiles.contains(Fonts.emoji))
        #expect(measured.width > 0)
    }
}
