import Testing
import TextMeasurement
@testable import Typesetting

/// The corners of greedy line filling: nothing to lay out, nothing visible, a last empty line,
/// and widths narrower than a single character.
@Suite struct LineBreakEdgeCaseTests {
    let measurer = HarfBuzzTextMeasurer()

    @Test func emptyTextHasNoLinesAndNoSize() throws {
        for width in [nil, 0, 100.0] as [Double?] {
            let measured = try measurer.measure(Fonts.request("", path: Fonts.inter, size: 17, width: width, lineLimit: 1))
            #expect(measured.lines.isEmpty)
            #expect(measured.width == 0 && measured.height == 0 && measured.idealWidth == 0 && measured.minimumWidth == 0)
            #expect(!measured.isTruncated)
            #expect(measured.lineHeight > 0)
        }
    }

    @Test func onlySpacesIsOneEmptyLine() throws {
        let measured = try measurer.measure(Fonts.request("     ", path: Fonts.inter, size: 17, width: 10))
        #expect(measured.lines.map(\.text) == [""])
        #expect(measured.lines[0].range == 0..<5)
        #expect(measured.width == 0)
        #expect(measured.idealWidth == 0)
        #expect(measured.height > 0)
    }

    @Test func trailingNewlineAddsAnEmptyLine() throws {
        let measured = try measurer.measure(Fonts.request("abc\n", path: Fonts.inter, size: 17, width: 100))
        #expect(measured.lines.map(\.text) == ["abc", ""])
        #expect(measured.lines[1].range == 4..<4)
        #expect(measured.lines[0].height == measured.lines[1].height)
        #expect(try measurer.measure(Fonts.request("\n", path: Fonts.inter, size: 17)).lines.map(\.text) == ["", ""])
        #expect(try measurer.measure(Fonts.request("abc\n\n", path: Fonts.inter, size: 17)).lines.map(\.text) == ["abc", "", ""])
    }

    @Test func widthNarrowerThanOneCharacterShowsOneClusterPerLine() throws {
        let measured = try measurer.measure(Fonts.request("abc", path: Fonts.inter, size: 17, width: 1))
        #expect(measured.lines.map(\.text) == ["a", "b", "c"])
        #expect(measured.lines.map(\.endsWithEmergencyBreak) == [true, true, false])
        for width in [0.0, -5] {
            #expect(try measurer.measure(Fonts.request("ab", path: Fonts.inter, size: 17, width: width)).lines.map(\.text) == ["a", "b"])
        }
    }

    @Test func narrowWidthAcrossANewlineMakesNoBlankLine() throws {
        // The last cluster before the newline is wider than the line: it ends the line with its
        // newline rather than leaving the newline a line of its own.
        let measured = try measurer.measure(Fonts.request("abc\ndef", path: Fonts.inter, size: 17, width: 1))
        #expect(measured.lines.map(\.text) == ["a", "b", "c", "d", "e", "f"])
        #expect(measured.lines.map(\.endsWithEmergencyBreak) == [true, true, false, true, true, false])
        #expect(measured.lines[2].range == 2..<4)
    }

    @Test func narrowWidthBeforeASpaceMakesNoBlankLine() throws {
        let measured = try measurer.measure(Fonts.request("ab cd", path: Fonts.inter, size: 17, width: 1))
        #expect(measured.lines.map(\.text) == ["a", "b", "c", "d"])
        #expect(measured.lines[1].range == 1..<3)
    }

    @Test func clustersAreNeverSplit() throws {
        // A family emoji is one grapheme of seven scalars; a combining accent stays with its letter.
        let family = "👩‍👩‍👧"
        let measured = try measurer.measure(Fonts.request(family + family, path: Fonts.emoji, size: 17, width: 1))
        #expect(measured.lines.map(\.text) == [family, family])
        let accents = try measurer.measure(Fonts.request("e\u{301}e\u{301}", path: Fonts.inter, size: 17, width: 1))
        #expect(accents.lines.map(\.text) == ["e\u{301}", "e\u{301}"])
    }

    @Test func surrogatePairsAndSpacesAtTheEnd() throws {
        let measured = try measurer.measure(Fonts.request("😀 😀  ", path: Fonts.emoji, size: 17))
        #expect(measured.lines.map(\.text) == ["😀 😀"])
        #expect(abs(measured.width - (try HBShape.width("😀 😀", font: Fonts.emoji, size: 17))) < 0.01)
    }

    @Test func exactFitStaysOnOneLine() throws {
        let width = try HBShape.width("Payment failed.", font: Fonts.inter, size: 17)
        let measured = try measurer.measure(Fonts.request("Payment failed. Now", path: Fonts.inter, size: 17, width: width))
        #expect(measured.lines.map(\.text) == ["Payment failed.", "Now"])
    }
}
