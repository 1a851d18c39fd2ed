import Testing
import TextMeasurement
@testable import Typesetting

/// Where real strings break at real widths. The expected lines are worked out here by greedy
/// filling over `hb-shape` widths of the pieces between the break points a reader expects,
/// never from Reflow's own widths.
@Suite struct LineBreakTests {
    let measurer = HarfBuzzTextMeasurer()

    func lines(_ request: TextMeasurementRequest) throws -> [String] {
        try measurer.measure(request).lines.map(\.text)
    }

    static let sentence = ["Payment ", "failed. ", "Your ", "card ", "was ", "declined."]

    @Test(arguments: [60.0, 100, 120, 150, 200, 250, 361])
    func englishSentence(width: Double) throws {
        let expected = try HBShape.greedyLines(Self.sentence, font: Fonts.inter, size: 17, width: width)
        let measured = try measurer.measure(Fonts.request(Self.sentence.joined(), path: Fonts.inter, size: 17, width: width))
        #expect(measured.lines.map(\.text) == expected)
        // Only a word wider than the whole line ("Payment" at 60 pt) is broken inside.
        #expect(measured.lines.contains { $0.endsWithEmergencyBreak } == (width < 60.01))
        // Each line is as wide as hb-shape says its text is, trailing space not counted.
        for line in measured.lines {
            #expect(abs(line.width - (try HBShape.width(line.text, font: Fonts.inter, size: 17))) < 0.01, "\(line.text)")
            #expect(line.width <= width + 1e-6)
        }
    }

    @Test func englishSentenceAtAX5() throws {
        // The example: Inter Display (SF Pro Display's stand-in) at 53 pt, 361 pt wide.
        let font = "/usr/share/fonts/opentype/inter/InterDisplay-Regular.otf"
        let expected = try HBShape.greedyLines(Self.sentence, font: font, size: 53, width: 361)
        #expect(expected == ["Payment failed.", "Your card was", "declined."])
        #expect(try lines(Fonts.request(Self.sentence.joined(), path: font, size: 53, width: 361)) == expected)
    }

    @Test(arguments: [90.0, 140, 200])
    func pangramInRoboto(width: Double) throws {
        let pieces = ["The ", "quick ", "brown ", "fox ", "jumps ", "over ", "the ", "lazy ", "dog."]
        let expected = try HBShape.greedyLines(pieces, font: Fonts.roboto, size: 16, width: width)
        #expect(try lines(Fonts.request(pieces.joined(), path: Fonts.roboto, size: 16, width: width)) == expected)
    }

    @Test(arguments: [60.0, 100, 150])
    func longGermanWordBreaksByCharacter(width: Double) throws {
        let word = "Datenschutzeinstellungen"
        let expected = try HBShape.greedyLines(word.map(String.init), font: Fonts.inter, size: 17, width: width)
        let measured = try measurer.measure(Fonts.request(word, path: Fonts.inter, size: 17, width: width))
        #expect(measured.lines.map(\.text) == expected)
        #expect(measured.lines.dropLast().allSatisfy { $0.endsWithEmergencyBreak })
        #expect(measured.lines.last?.endsWithEmergencyBreak == false)
        #expect(abs(measured.minimumWidth - (try HBShape.width(word, font: Fonts.inter, size: 17))) < 0.01)
    }

    @Test func germanWordMovesToItsOwnLineBeforeBreaking() throws {
        // "Die" fits with room to spare, but the compound goes to the next line first, as UIKit does.
        let measured = try lines(Fonts.request("Die Datenschutzeinstellungen", path: Fonts.inter, size: 17, width: 150))
        let expected = try HBShape.greedyLines("Datenschutzeinstellungen".map(String.init), font: Fonts.inter, size: 17, width: 150)
        #expect(measured == ["Die"] + expected)
    }

    @Test(arguments: [80.0, 120, 200])
    func emailHasNoBreakPoints(width: Double) throws {
        let email = "alex.morgan@icloud.com"
        let expected = try HBShape.greedyLines(email.map(String.init), font: Fonts.inter, size: 17, width: width)
        #expect(expected.count > 1)
        #expect(try lines(Fonts.request(email, path: Fonts.inter, size: 17, width: width)) == expected)
    }

    @Test func japaneseBreaksBetweenIdeographsButNotBeforeTheFullStop() throws {
        // Every ideograph and kana is a break point, except before "。", which may not start a line.
        let pieces = ["日", "本", "語", "の", "テ", "キ", "ス", "ト", "で", "す。"]
        let em = try HBShape.width("日", font: Fonts.cjk, size: 17)
        #expect(abs(em - 17) < 0.01)
        for width in [3.5 * em, 10.5 * em, 4.2 * em] {
            let expected = try HBShape.greedyLines(pieces, font: Fonts.cjk, size: 17, width: width)
            #expect(try lines(Fonts.request(pieces.joined(), path: Fonts.cjk, size: 17, width: width)) == expected)
        }
        #expect(try lines(Fonts.request(pieces.joined(), path: Fonts.cjk, size: 17, width: 10.5 * em)) == ["日本語のテキストで", "す。"])
    }

    @Test func chineseBreaksBetweenIdeographs() throws {
        let text = "设置隐私权限和通知"
        let measured = try lines(Fonts.request(text, path: Fonts.cjk, size: 20, width: 61, faceIndex: 2))
        #expect(measured == ["设置隐", "私权限", "和通知"])
    }

    @Test(arguments: [40.0, 60, 80, 120])
    func thaiBreaksBetweenDictionaryWords(width: Double) throws {
        // Thai has no spaces; ICU's dictionary finds the words ภาษา | ไทย | ง่าย | นิด | เดียว.
        let words = ["ภาษา", "ไทย", "ง่าย", "นิด", "เดียว"]
        let expected = try HBShape.greedyLines(words, font: Fonts.thai, size: 17, width: width)
        let measured = try lines(Fonts.request(words.joined(), path: Fonts.thai, size: 17, width: width))
        #expect(measured == expected)
        #expect(measured.joined() == words.joined())
    }

    @Test func thaiWordsEachOnTheirOwnLine() throws {
        let words = ["ภาษา", "ไทย", "ง่าย", "นิด", "เดียว"]
        let widest = try words.map { try HBShape.width($0, font: Fonts.thai, size: 17) }.max()!
        #expect(try lines(Fonts.request(words.joined(), path: Fonts.thai, size: 17, width: widest + 0.01)) == words)
    }

    @Test func hebrewInsideEnglish() throws {
        // Latin in Inter, Hebrew in Noto Sans Hebrew (Inter has none): the line is as wide as its
        // pieces in their own fonts, and the break falls where those widths say.
        let text = "Say שלום to everyone"
        let firstLine: [(text: String, font: String)] = [("Say ", Fonts.inter), ("שלום", Fonts.hebrew), (" to", Fonts.inter)]
        let lineWidth = try HBShape.width(firstLine, size: 17)
        let withNextWord = try lineWidth + HBShape.width(" everyone", font: Fonts.inter, size: 17)
        let width = lineWidth + 2
        #expect(withNextWord > width)
        let measured = try measurer.measure(Fonts.request(text, path: Fonts.inter, size: 17, width: width))
        #expect(measured.lines.map(\.text) == ["Say שלום to", "everyone"])
        #expect(abs(measured.lines[0].width - lineWidth) < 0.01)
        #expect(measured.fontFiles == [Fonts.inter, Fonts.hebrew])
    }

    @Test func hebrewSentenceBreaksInLogicalOrder() throws {
        let words = ["שלום ", "לכל ", "החברים ", "שלנו"]
        for width in [50.0, 90, 130] {
            let expected = try HBShape.greedyLines(words, font: Fonts.hebrew, size: 17, width: width)
            #expect(try lines(Fonts.request(words.joined(), path: Fonts.hebrew, size: 17, width: width)) == expected)
        }
    }

    @Test func hardNewlinesAlwaysBreak() throws {
        #expect(try lines(Fonts.request("First line\nSecond line", path: Fonts.inter, size: 17)) == ["First line", "Second line"])
        #expect(try lines(Fonts.request("a\n\nb", path: Fonts.inter, size: 17)) == ["a", "", "b"])
        #expect(try lines(Fonts.request("a\r\nb", path: Fonts.inter, size: 17)) == ["a", "b"])
        #expect(try lines(Fonts.request("a\u{2028}b", path: Fonts.inter, size: 17)) == ["a", "b"])
        // A newline still breaks when the line had room for more.
        #expect(try lines(Fonts.request("Short\nlines here", path: Fonts.inter, size: 17, width: 1000)) == ["Short", "lines here"])
    }

    @Test func newlinesDoNotPullInAFallbackFont() throws {
        // A newline has no glyph in Inter; it must not be "drawn" in a Noto font that makes the line taller.
        let measured = try measurer.measure(Fonts.request("abc\ndef", path: Fonts.inter, size: 17))
        #expect(measured.fontFiles == [Fonts.inter])
        #expect(measured.lines[0].height == measured.lines[1].height)
    }

    @Test func trailingSpacesAreNotCounted() throws {
        let hello = try HBShape.width("Hello", font: Fonts.inter, size: 17)
        let world = try HBShape.width("world", font: Fonts.inter, size: 17)
        let alone = try measurer.measure(Fonts.request("Hello     ", path: Fonts.inter, size: 17))
        #expect(abs(alone.width - hello) < 0.01)
        #expect(abs(alone.idealWidth - hello) < 0.01)
        let wrapped = try measurer.measure(Fonts.request("Hello     world", path: Fonts.inter, size: 17, width: max(hello, world) + 1))
        #expect(wrapped.lines.map(\.text) == ["Hello", "world"])
        #expect(abs(wrapped.lines[0].width - hello) < 0.01)
        #expect(wrapped.lines[0].range == 0..<10)
    }

    @Test func lineRangesCoverTheText() throws {
        let text = Self.sentence.joined()
        let measured = try measurer.measure(Fonts.request(text, path: Fonts.inter, size: 17, width: 100))
        var next = 0
        for line in measured.lines {
            #expect(line.range.lowerBound == next)
            next = line.range.upperBound
        }
        #expect(next == text.utf16.count)
        // Baselines step down by one line height each.
        for (above, below) in zip(measured.lines, measured.lines.dropFirst()) {
            #expect(abs(below.baseline - above.baseline - above.height) < 1e-9)
        }
    }
}
