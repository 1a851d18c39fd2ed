import Testing
import TextMeasurement
@testable import Typesetting

/// Line heights: iOS lays SF Pro out at its natural line height, 1.1934 × the size (UILabel
/// snapshots at all 12 body sizes agree), rounded up to the 1/3 pt pixel grid; Inter stands in
/// with SF's height and Inter's widths. Android uses Roboto's own metrics.
@Suite struct LineHeightTests {
    let measurer = HarfBuzzTextMeasurer()

    /// Body at xSmall … AX5 (Apple HIG).
    static let bodySizes: [Double] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
    static let sfProRatio = 1.1934

    @Test(arguments: bodySizes)
    func bodyLineHeightMatchesSFPro(size: Double) throws {
        let measured = try measurer.measure(TextMeasurementRequest(text: "Body text", font: FontRequest(pointSize: size)))
        #expect(abs(measured.lineHeight / (Self.sfProRatio * size) - 1) < 0.005, "\(size) pt: \(measured.lineHeight)")
        #expect(measured.lines.count == 1)
        // One line's height, rounded up to whole pixels at 3x.
        #expect(abs(measured.height - (measured.lineHeight * 3).rounded(.up) / 3) < 1e-9)
        #expect(measured.height >= measured.lineHeight)
        #expect(abs(measured.height * 3 - (measured.height * 3).rounded()) < 1e-9)
    }

    @Test(arguments: bodySizes)
    func interTextBelowTwentyPointsAndDisplayFromTwenty(size: Double) throws {
        let measured = try measurer.measure(TextMeasurementRequest(text: "Body text", font: FontRequest(pointSize: size)))
        if size < 20 {
            #expect(measured.fontName == "Inter-Regular")
            #expect(measured.standsInFor == "SF Pro Text")
        } else {
            #expect(measured.fontName == "InterDisplay-Regular")
            #expect(measured.standsInFor == "SF Pro Display")
        }
    }

    @Test func switchIsAtExactlyTwentyPoints() throws {
        let below = try measurer.measure(TextMeasurementRequest(text: "x", font: FontRequest(pointSize: 19.99)))
        let at = try measurer.measure(TextMeasurementRequest(text: "x", font: FontRequest(pointSize: 20)))
        #expect(below.fontName == "Inter-Regular")
        #expect(at.fontName == "InterDisplay-Regular")
    }

    @Test func title1AtAX5IsOneLineOf69Point333() throws {
        let measured = try measurer.measure(TextMeasurementRequest(text: "Settings", font: FontRequest(pointSize: 58), width: 361))
        #expect(measured.lines.count == 1)
        #expect(abs(measured.height - 208.0 / 3) < 1e-9, "\(measured.height)")
        #expect(abs(measured.lineHeight - 58 * 2444.0 / 2048) < 1e-9)
    }

    @Test func linesStackAndTheTotalIsRoundedOnce() throws {
        let measured = try measurer.measure(TextMeasurementRequest(text: "one\ntwo\nthree", font: FontRequest(pointSize: 17)))
        #expect(measured.lines.count == 3)
        #expect(abs(measured.height - (3 * measured.lineHeight * 3).rounded(.up) / 3) < 1e-9)
        // SF Pro's ascender is 1950 of 2048 units: the first baseline sits there.
        #expect(abs(measured.firstBaseline - 17 * 1950.0 / 2048) < 1e-9)
    }

    @Test func interStandInDoesNotUseInterHeights() throws {
        // Inter's own line height differs from SF Pro's; the stand-in must not leak it.
        let file = try measurer.measure(Fonts.request("Body", path: Fonts.inter, size: 17))
        let system = try measurer.measure(TextMeasurementRequest(text: "Body", font: FontRequest(pointSize: 17)))
        let inter = try OpenTypeFile(path: Fonts.inter)
        #expect(abs(file.lineHeight / 17 - 1.1934) > 0.005)
        #expect(abs(system.lineHeight / 17 - 1.1934) < 0.005)
        #expect(system.fontFile == Fonts.inter)
        #expect(inter.unitsPerEm > 0)
    }

    @Test(arguments: [14.0, 16, 22, 32, 57])
    func androidUsesRobotoNaturalMetrics(size: Double) throws {
        let measured = try measurer.measure(
            TextMeasurementRequest(text: "Body text", font: FontRequest(pointSize: size, platform: .android)))
        #expect(measured.fontName == "Roboto-Regular")
        #expect(measured.standsInFor == nil)
        let roboto = try OpenTypeFile(path: measured.fontFile)
        #expect(!roboto.usesTypoMetrics, "Roboto's line height comes from hhea")
        let (ascender, descender, lineGap) = roboto.hhea
        let expected = Double(ascender - descender + lineGap) / Double(roboto.unitsPerEm) * size
        #expect(abs(measured.lineHeight - expected) < 1e-9)
        #expect(abs(measured.firstBaseline - Double(ascender) / Double(roboto.unitsPerEm) * size) < 1e-9)
        // Rounded up to whole pixels of a 420 dpi (2.625x) phone.
        #expect(abs(measured.height - (expected * 2.625 - 1e-6).rounded(.up) / 2.625) < 1e-9)
    }

    @Test func fallbackFontsMakeTheirLinesTaller() throws {
        // Thai in Noto Sans Thai has taller natural metrics than SF Pro's ratio: its line grows,
        // a Latin line beside it does not.
        let measured = try measurer.measure(TextMeasurementRequest(text: "Hello\nภาษาไทย", font: FontRequest(pointSize: 17)))
        #expect(measured.lines.count == 2)
        #expect(abs(measured.lines[0].height - measured.lineHeight) < 1e-9)
        #expect(measured.lines[1].height > measured.lineHeight)
    }
}
