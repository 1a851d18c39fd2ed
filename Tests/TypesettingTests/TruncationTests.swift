import Testing
import TextMeasurement
@testable import Typesetting

/// Line limits: the exact text left visible, where the ellipsis goes, and what was hidden, with
/// the cut points worked out from `hb-shape` widths of the candidate prefixes and suffixes.
@Suite struct TruncationTests {
    let measurer = HarfBuzzTextMeasurer()
    static let text = "Payment failed. Your card was declined."
    static let ellipsis = "\u{2026}"

    func width(_ text: String, size: Double = 17) throws -> Double {
        try HBShape.width(text, font: Fonts.inter, size: size)
    }

    func trimmed(_ text: Substring) -> String { String(text.reversed().drop(while: \.isWhitespace).reversed()) }

    /// The longest prefix (by character, trailing spaces dropped) that fits with the mark after it.
    func expectedTail(_ text: String, width available: Double, mark: String) throws -> String {
        let markWidth = mark.isEmpty ? 0 : try width(mark)
        for count in stride(from: text.count, through: 0, by: -1) {
            let prefix = trimmed(text.prefix(count))
            if try width(prefix) + markWidth <= available { return prefix + mark }
        }
        return mark
    }

    /// The longest suffix that fits after the ellipsis.
    func expectedHead(_ text: String, width available: Double) throws -> String {
        let markWidth = try width(Self.ellipsis)
        for count in stride(from: text.count, through: 0, by: -1) {
            let suffix = String(text.suffix(count))
            if try width(suffix) + markWidth <= available { return Self.ellipsis + suffix }
        }
        return Self.ellipsis
    }

    @Test(arguments: [80.0, 120, 200, 300])
    func tailKeepsTheLongestPrefixThatFitsWithTheEllipsis(width: Double) throws {
        let measured = try measurer.measure(Fonts.request(Self.text, path: Fonts.inter, size: 17, width: width, lineLimit: 1))
        let expected = try expectedTail(Self.text, width: width, mark: Self.ellipsis)
        #expect(measured.lines.map(\.text) == [expected])
        #expect(measured.lines[0].text.hasSuffix(Self.ellipsis))
        #expect(measured.lines[0].width <= width + 1e-6)
        let shown = expected.dropLast()
        let truncation = try #require(measured.truncation)
        #expect(truncation.mode == .tail)
        #expect(Self.text.hasPrefix(shown))
        #expect(truncation.hiddenText == trimmedLeading(Self.text.dropFirst(shown.count)))
        #expect(truncation.hiddenCharacterCount == truncation.hiddenText.count)
        #expect(
            truncation.neededLineCount
                == (try HBShape.greedyLines(LineBreakTests.sentence, font: Fonts.inter, size: 17, width: width)).count)
    }

    func trimmedLeading(_ text: Substring) -> String { String(text.drop(while: \.isWhitespace)) }

    @Test(arguments: [80.0, 120, 200, 300])
    func headKeepsTheLongestSuffixAfterTheEllipsis(width: Double) throws {
        let measured = try measurer.measure(
            Fonts.request(
                Self.text, path: Fonts.inter, size: 17, width: width, lineLimit: 1,
                truncation: .head))
        let expected = try expectedHead(Self.text, width: width)
        #expect(measured.lines.map(\.text) == [expected])
        let truncation = try #require(measured.truncation)
        #expect(truncation.hiddenText == String(Self.text.dropLast(expected.count - 1)))
        #expect(truncation.hiddenCharacterCount + expected.count - 1 == Self.text.count)
    }

    @Test(arguments: [80.0, 120, 200, 300])
    func middleKeepsBothEndsAsLongAsTheyFit(width: Double) throws {
        let measured = try measurer.measure(
            Fonts.request(
                Self.text, path: Fonts.inter, size: 17, width: width, lineLimit: 1,
                truncation: .middle))
        let line = try #require(measured.lines.first)
        let parts = line.text.split(separator: Character(Self.ellipsis), omittingEmptySubsequences: false)
        #expect(parts.count == 2)
        let head = String(parts[0]), tail = String(parts[1])
        #expect(Self.text.hasPrefix(head) && Self.text.hasSuffix(tail))
        let markWidth = try self.width(Self.ellipsis)
        #expect(try self.width(head) + markWidth + self.width(tail) <= width + 0.01)
        // Neither end could take one more character.
        let longerHead = trimmed(Self.text.prefix(head.count + 1))
        let longerTail = String(Self.text.suffix(tail.count + 1))
        #expect(try self.width(longerHead) + markWidth + self.width(tail) > width - 0.01 || longerHead == head)
        #expect(try self.width(head) + markWidth + self.width(longerTail) > width - 0.01)
        // Balanced: the two ends differ by at most a few characters.
        #expect(abs(head.count - tail.count) <= 3)
        let truncation = try #require(measured.truncation)
        #expect(
            truncation.hiddenCharacterCount == Self.text.count - head.count - tail.count
                - (Self.text.prefix(head.count + 1).last == " " ? 1 : 0))
    }

    @Test func middleAtAGivenWidth() throws {
        let measured = try measurer.measure(
            Fonts.request(
                Self.text, path: Fonts.inter, size: 17, width: 120, lineLimit: 1,
                truncation: .middle))
        #expect(measured.lines.map(\.text) == ["Paymen…ined."])
        #expect(measured.truncation?.hiddenText == "t failed. Your card was decl")
    }

    @Test(arguments: [80.0, 120, 200])
    func clipCutsWithoutAnEllipsis(width: Double) throws {
        let measured = try measurer.measure(
            Fonts.request(
                Self.text, path: Fonts.inter, size: 17, width: width, lineLimit: 1,
                truncation: .clip))
        #expect(measured.lines.map(\.text) == [try expectedTail(Self.text, width: width, mark: "")])
        #expect(!measured.lines[0].text.contains(Self.ellipsis))
        #expect(measured.isTruncated)
        #expect(measured.truncation?.mode == .clip)
    }

    @Test(arguments: TruncationMode.allCases)
    func lineLimitTwoTruncatesTheSecondLine(mode: TruncationMode) throws {
        let width = 120.0
        let lines = try HBShape.greedyLines(LineBreakTests.sentence, font: Fonts.inter, size: 17, width: width)
        #expect(lines.count > 2)
        let measured = try measurer.measure(
            Fonts.request(
                Self.text, path: Fonts.inter, size: 17, width: width, lineLimit: 2,
                truncation: mode))
        #expect(measured.lines.count == 2)
        #expect(measured.lines[0].text == lines[0])
        let rest = trimmedLeading(Self.text.dropFirst(lines[0].count))
        switch mode {
        case .tail: #expect(measured.lines[1].text == (try expectedTail(rest, width: width, mark: Self.ellipsis)))
        case .clip: #expect(measured.lines[1].text == (try expectedTail(rest, width: width, mark: "")))
        case .head: #expect(measured.lines[1].text == (try expectedHead(rest, width: width)))
        case .middle:
            #expect(measured.lines[1].text.contains(Self.ellipsis))
            #expect(measured.lines[1].text.hasPrefix("failed."))
        }
        #expect(measured.truncation?.neededLineCount == lines.count)
        #expect(measured.height == HarfBuzzTextMeasurer.grid(for: .iOS).ceil(measured.lines.map(\.height).reduce(0, +)))
    }

    @Test func textThatFitsIsNotTruncated() throws {
        let measured = try measurer.measure(Fonts.request("Payment failed.", path: Fonts.inter, size: 17, width: 200, lineLimit: 1))
        #expect(!measured.isTruncated)
        #expect(measured.lines.map(\.text) == ["Payment failed."])
        let two = try measurer.measure(Fonts.request(Self.text, path: Fonts.inter, size: 17, width: 200, lineLimit: 2))
        #expect(!two.isTruncated)
    }

    @Test func hiddenParagraphsCountTheirNewline() throws {
        // Whatever the mode, what is hidden is the second paragraph and the newline before it.
        let text = "Payment failed.\nYour card was declined."
        for mode in TruncationMode.allCases {
            let measured = try measurer.measure(
                Fonts.request(text, path: Fonts.inter, size: 17, width: 300, lineLimit: 1, truncation: mode))
            #expect(measured.truncation?.hiddenText == "\nYour card was declined.", "\(mode)")
            #expect(measured.truncation?.hiddenCharacterCount == 24, "\(mode)")
            #expect(measured.truncation?.neededLineCount == 2)
            #expect(measured.lines.count == 1)
        }
    }

    @Test func aTruncatedLineIsAsTallAsWhatItShows() throws {
        // Thai in Noto Sans Thai is taller than SF Pro's line: hidden in the middle, it must not
        // make the line taller; shown, it must.
        let text = "Hello world ภาษาไทยง่ายนิดเดียว and goodbye my friends"
        let middle = try measurer.measure(
            TextMeasurementRequest(
                text: text, font: FontRequest(pointSize: 17), width: 150, lineLimit: 1,
                truncationMode: .middle))
        #expect(!middle.lines[0].text.unicodeScalars.contains { $0.properties.name?.hasPrefix("THAI") ?? false })
        #expect(middle.lines[0].height == middle.lineHeight)
        let shown = try measurer.measure(
            TextMeasurementRequest(
                text: "ภาษาไทย " + text, font: FontRequest(pointSize: 17), width: 150,
                lineLimit: 1))
        #expect(shown.lines[0].height > shown.lineHeight)
    }

    @Test func lineLimitOneAtAX5() throws {
        // Body at AX5 is 53 pt; on a 393 pt iPhone the label is 361 pt wide. Inter Display, with
        // SF Pro's tracking at 53 pt, stands in for SF Pro Display.
        let request = TextMeasurementRequest(text: Self.text, font: FontRequest(pointSize: 53), width: 361, lineLimit: 1)
        let measured = try measurer.measure(request)
        #expect(measured.standsInFor == "SF Pro Display")
        #expect(measured.fontName == "InterDisplay-Regular")
        #expect(measured.lines.count == 1)
        #expect(measured.lines[0].text == "Payment faile…")
        #expect(measured.lines[0].width <= 361)
        #expect(measured.truncation?.hiddenText == "d. Your card was declined.")
        #expect(measured.truncation?.neededLineCount == 3)
        #expect(abs(measured.height - 190.0 / 3) < 1e-9, "one line of 63.25 pt rounds up to 63.333")

        // The same cut worked out from hb-shape: Inter Display advances plus SF's tracking per character.
        let display = "/usr/share/fonts/opentype/inter/InterDisplay-Regular.otf"
        let tracking = HarfBuzzTextMeasurer.tracking(for: request.font, at: 53)
        func tracked(_ text: String) throws -> Double { try HBShape.width(text, font: display, size: 53) + tracking * Double(text.count) }
        #expect(try tracked("Payment faile") + tracked(Self.ellipsis) <= 361)
        #expect(try tracked("Payment failed") + tracked(Self.ellipsis) > 361)
        #expect(abs(measured.lines[0].width - (try tracked("Payment faile") + tracked(Self.ellipsis))) < 0.01)
    }
}
