import Testing
import TextMeasurement
@testable import Typesetting

/// `minimumScaleFactor`: text shrinks just enough to fit its line limit (or height), and is
/// truncated at the smallest size when even that is not enough.
@Suite struct MinimumScaleFactorTests {
    let measurer = HarfBuzzTextMeasurer()
    static let text = "Payment failed. Your card was declined."

    @Test func shrinksToTheFactorThatFits() throws {
        // Natural width W at a width of W / 1.25 needs a factor of 0.8 (widths scale with the size
        // when there is no tracking).
        let natural = try HBShape.width(Self.text, font: Fonts.inter, size: 20)
        let measured = try measurer.measure(
            Fonts.request(
                Self.text, path: Fonts.inter, size: 20, width: natural / 1.25, lineLimit: 1,
                minimumScaleFactor: 0.5))
        #expect(abs(measured.scaleFactor - 0.8) < 0.002, "factor \(measured.scaleFactor)")
        #expect(measured.scaleFactor <= 0.8 + 1e-9)
        #expect(abs(measured.pointSize - 20 * measured.scaleFactor) < 1e-9)
        #expect(!measured.isTruncated)
        #expect(measured.lines.map(\.text) == [Self.text])
        #expect(measured.width <= natural / 1.25 + 1e-6)
        #expect(abs(measured.width - natural * measured.scaleFactor) < 0.01)
    }

    @Test(arguments: [0.9, 0.75, 0.6])
    func factorTracksTheWidth(needed: Double) throws {
        let natural = try HBShape.width(Self.text, font: Fonts.roboto, size: 17)
        let measured = try measurer.measure(
            Fonts.request(
                Self.text, path: Fonts.roboto, size: 17, width: natural * needed, lineLimit: 1,
                minimumScaleFactor: 0.5))
        #expect(abs(measured.scaleFactor - needed) < 0.002)
        #expect(!measured.isTruncated)
    }

    @Test func fallsBackToTruncationWhenTheFactorIsNotEnough() throws {
        let natural = try HBShape.width(Self.text, font: Fonts.inter, size: 20)
        let width = natural / 3
        let measured = try measurer.measure(
            Fonts.request(
                Self.text, path: Fonts.inter, size: 20, width: width, lineLimit: 1,
                minimumScaleFactor: 0.5))
        #expect(measured.scaleFactor == 0.5)
        #expect(measured.pointSize == 10)
        #expect(measured.isTruncated)
        #expect(measured.lines.count == 1)
        #expect(measured.lines[0].text.hasSuffix("\u{2026}"))
        #expect(measured.lines[0].width <= width + 1e-6)
        // The cut is worked out at the shrunk size.
        let shown = String(measured.lines[0].text.dropLast())
        #expect(
            try HBShape.width(shown, font: Fonts.inter, size: 10) + HBShape.width("\u{2026}", font: Fonts.inter, size: 10) <= width + 0.01)
    }

    @Test func textThatFitsIsNotShrunk() throws {
        let measured = try measurer.measure(
            Fonts.request(
                Self.text, path: Fonts.inter, size: 17, width: 1000, lineLimit: 1,
                minimumScaleFactor: 0.5))
        #expect(measured.scaleFactor == 1)
        #expect(measured.pointSize == 17)
    }

    @Test func withoutALimitTextWrapsInsteadOfShrinking() throws {
        let measured = try measurer.measure(Fonts.request(Self.text, path: Fonts.inter, size: 17, width: 150, minimumScaleFactor: 0.5))
        #expect(measured.scaleFactor == 1)
        #expect(measured.lines.count > 1)
    }

    @Test func shrinksToFitTwoLines() throws {
        let measured = try measurer.measure(
            Fonts.request(
                Self.text, path: Fonts.inter, size: 17, width: 120, lineLimit: 2,
                minimumScaleFactor: 0.5))
        #expect(measured.scaleFactor < 1 && measured.scaleFactor >= 0.5)
        #expect(measured.lines.count == 2)
        #expect(!measured.isTruncated)
        // Just enough: a little larger would need a third line.
        let larger = try measurer.measure(
            Fonts.request(Self.text, path: Fonts.inter, size: 17 * (measured.scaleFactor + 0.002), width: 120))
        #expect(larger.lines.count > 2)
    }

    @Test func shrinksToFitAHeight() throws {
        // One line at full size is h tall and line height scales with the size, so a height of
        // 0.7 h fits the one line at 0.7 of the size.
        let full = try measurer.measure(Fonts.request(Self.text, path: Fonts.inter, size: 17, width: 1000))
        var request = Fonts.request(Self.text, path: Fonts.inter, size: 17, width: 1000, minimumScaleFactor: 0.5)
        request.height = full.lineHeight * 0.7
        let measured = try measurer.measure(request)
        #expect(abs(measured.scaleFactor - 0.7) < 0.002)
    }
}
