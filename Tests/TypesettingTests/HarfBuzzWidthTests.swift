import Foundation
import Testing
import TextMeasurement
@testable import Typesetting

@Suite struct HarfBuzzWidthTests {
    static let interRegular = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"

    @Test func naturalWidthEqualsHBShape() throws {
        // hb-shape Inter-Regular.otf "Hello world": advances sum to 14912 units of 2816 per em.
        let measured = try HarfBuzzTextMeasurer().measure(TextMeasurementRequest(
            text: "Hello world", font: FontRequest(family: .file(path: Self.interRegular, faceIndex: 0), pointSize: 40, tracking: 0)))
        #expect(abs(measured.width - 14912.0 * 40 / 2816) < 0.01)
        #expect(measured.lines.count == 1)
    }
}
