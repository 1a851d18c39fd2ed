import Foundation
import Testing
import TextMeasurement
@testable import Typesetting

/// Natural widths equal HarfBuzz's own `hb-shape` for the same font, size and (default) features,
/// to 0.01 pt, in every script Reflow claims to measure.
@Suite struct HarfBuzzWidthTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let label: String
        let text: String
        let font: String
        var faceIndex = 0
        var testDescription: String { label }
    }

    static let cases: [Case] = [
        Case(label: "Latin kerning (Inter)", text: "AVATAR Wave To", font: Fonts.inter),
        Case(label: "Latin kerning (Roboto)", text: "AVATAR Wave To", font: Fonts.roboto),
        Case(label: "Latin sentence", text: "Payment failed. Your card was declined.", font: Fonts.inter),
        Case(label: "price", text: "€1,299.00", font: Fonts.inter),
        Case(label: "German compounds", text: "Datenschutzeinstellungen Kraftfahrzeughaftpflichtversicherung", font: Fonts.inter),
        Case(label: "German (Roboto)", text: "Größenänderung übernehmen", font: Fonts.roboto),
        Case(label: "Cyrillic", text: "Съешь же ещё этих мягких французских булок", font: Fonts.roboto),
        Case(label: "Cyrillic (Inter)", text: "Настройки конфиденциальности", font: Fonts.inter),
        Case(label: "Greek", text: "Ταχίστη αλώπηξ βαφής ψημένη γη", font: Fonts.roboto),
        Case(label: "Greek (Inter)", text: "Ρυθμίσεις απορρήτου", font: Fonts.inter),
        Case(label: "Arabic", text: "مرحبا بالعالم", font: Fonts.arabic),
        Case(label: "Arabic with digits", text: "تم الدفع ١٢٣", font: Fonts.arabic),
        Case(label: "Hebrew", text: "שלום עולם", font: Fonts.hebrew),
        Case(label: "Devanagari", text: "नमस्ते दुनिया", font: Fonts.devanagari),
        Case(label: "Thai", text: "ภาษาไทยง่ายนิดเดียว", font: Fonts.thai),
        Case(label: "CJK Japanese", text: "日本語のテキストです。", font: Fonts.cjk),
        Case(label: "CJK Chinese", text: "设置隐私权限", font: Fonts.cjk, faceIndex: 2),
        Case(label: "Korean", text: "안녕하세요 세계", font: Fonts.cjk, faceIndex: 1),
        Case(label: "emoji", text: "😀👍🏽🇩🇪👩‍👩‍👧", font: Fonts.emoji),
    ]

    @Test(arguments: cases)
    func naturalWidthEqualsHBShape(_ example: Case) throws {
        let size = 17.0
        let expected = try HBShape.width(example.text, font: example.font, faceIndex: example.faceIndex, size: size)
        let measured = try HarfBuzzTextMeasurer().measure(
            Fonts.request(
                example.text, path: example.font, size: size,
                faceIndex: example.faceIndex))
        #expect(abs(measured.width - expected) < 0.01, "\(example.label): Reflow \(measured.width), hb-shape \(expected)")
        #expect(abs(measured.idealWidth - expected) < 0.01)
        #expect(measured.lines.count == 1)
        #expect(measured.fontFiles == [example.font], "no fallback is needed when the font covers the text")
        #expect(expected > 0)
    }

    @Test func aSymbolSetInTheTextIsASymbolWideInTheTextsOwnFont() throws {
        // `Text("\(Image(systemName: "star.fill")) Rated 4.5")`: the symbol's character adds 1.2 em, in
        // Inter even though Inter has no glyph for it (Noto and Roboto do: no fallback is taken).
        let size = 17.0
        for (text, symbols) in [("\u{FFFC} Rated 4.5", 1), ("Rated\u{FFFC}\u{FFFC}", 2)] {
            let rest = text.replacingOccurrences(of: "\u{FFFC}", with: "")
            let expected = try HBShape.width(rest, font: Fonts.inter, size: size) + Double(symbols) * 1.2 * size
            let measured = try HarfBuzzTextMeasurer().measure(Fonts.request(text, path: Fonts.inter, size: size))
            #expect(abs(measured.width - expected) < 0.01, "\(text): Reflow \(measured.width), hb-shape and symbols \(expected)")
            #expect(measured.fontFiles == [Fonts.inter])
        }
    }

    @Test func helloWorldInInterAtForty() throws {
        // hb-shape Inter-Regular.otf "Hello world": advances sum to 14912 units of 2816 per em.
        let measured = try HarfBuzzTextMeasurer().measure(Fonts.request("Hello world", path: Fonts.inter, size: 40))
        #expect(try HBShape.advance("Hello world", font: Fonts.inter) == 14912)
        #expect(try OpenTypeFile(path: Fonts.inter).unitsPerEm == 2816)
        #expect(abs(measured.width - 14912.0 * 40 / 2816) < 0.01)
        #expect(measured.lines.count == 1)
    }

    @Test func widthScalesWithSizeWithoutReshaping() throws {
        let text = "AVATAR Wave To"
        let measurer = HarfBuzzTextMeasurer()
        for size in [11.0, 17, 28, 53, 96] {
            let expected = try HBShape.width(text, font: Fonts.inter, size: size)
            let measured = try measurer.measure(Fonts.request(text, path: Fonts.inter, size: size))
            #expect(abs(measured.width - expected) < 0.01, "\(size) pt: \(measured.width) vs \(expected)")
        }
    }

    @Test func kerningIsApplied() throws {
        // "AV" kerns in Inter: the pair is narrower than its letters apart.
        let measurer = HarfBuzzTextMeasurer()
        let pair = try measurer.measure(Fonts.request("AV", path: Fonts.inter, size: 100)).width
        let apart =
            try measurer.measure(Fonts.request("A", path: Fonts.inter, size: 100)).width
            + measurer.measure(Fonts.request("V", path: Fonts.inter, size: 100)).width
        #expect(pair < apart - 1)
        #expect(abs(pair - (try HBShape.width("AV", font: Fonts.inter, size: 100))) < 0.01)
    }

    @Test func trackingIsAddedPerCluster() throws {
        let text = "Wave"
        let plain = try HBShape.width(text, font: Fonts.inter, size: 20)
        let request = TextMeasurementRequest(
            text: text,
            font: FontRequest(
                family: .file(path: Fonts.inter, faceIndex: 0),
                pointSize: 20, tracking: 0.5))
        let tracked = try HarfBuzzTextMeasurer().measure(request)
        #expect(abs(tracked.width - (plain + 4 * 0.5)) < 0.01)
    }

    @Test func hbShapeIsThere() throws {
        // The oracle itself: a missing hb-shape fails every width test instead of skipping it.
        #expect(FileManager.default.isExecutableFile(atPath: try HBShape.executable()))
        #expect(try OpenTypeFile(path: Fonts.inter).unitsPerEm == FontFace.load(path: Fonts.inter).unitsPerEm)
    }
}
