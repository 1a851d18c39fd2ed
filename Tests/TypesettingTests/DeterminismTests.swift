import Testing
import TextMeasurement
@testable import Typesetting

/// The same request gives an identical `MeasuredText`, from a warm cache, a fresh measurer, or
/// a fresh catalog.
@Suite struct DeterminismTests {
    static let requests: [TextMeasurementRequest] = [
        TextMeasurementRequest(text: "Payment failed. Your card was declined.", font: FontRequest(pointSize: 53), width: 361),
        TextMeasurementRequest(
            text: "Payment failed. Your card was declined.", font: FontRequest(pointSize: 53), width: 361, lineLimit: 1,
            truncationMode: .middle),
        TextMeasurementRequest(text: "Datenschutzeinstellungen", font: FontRequest(pointSize: 32, platform: .android), width: 180),
        TextMeasurementRequest(
            text: "Hello 日本 👋 שלום", font: FontRequest(weight: .semibold, pointSize: 17), width: 80,
            minimumScaleFactor: 0.5, height: 40),
        TextMeasurementRequest(text: "ภาษาไทยง่ายนิดเดียว", font: FontRequest(pointSize: 17), width: 60, language: "th"),
    ]

    @Test(arguments: requests)
    func sameRequestSameResult(request: TextMeasurementRequest) throws {
        let measurer = HarfBuzzTextMeasurer()
        let first = try measurer.measure(request)
        #expect(try measurer.measure(request) == first)
        #expect(try HarfBuzzTextMeasurer().measure(request) == first)
        let freshCatalog = FontCatalog(directories: FontDirectories.system)
        #expect(try HarfBuzzTextMeasurer(catalog: freshCatalog).measure(request) == first)
    }

    @Test func resultsDoNotDependOnWhatWasMeasuredBefore() throws {
        let measurer = HarfBuzzTextMeasurer()
        let forwards = try Self.requests.map { try measurer.measure($0) }
        let other = HarfBuzzTextMeasurer()
        let backwards = try Self.requests.reversed().map { try other.measure($0) }
        #expect(forwards == Array(backwards.reversed()))
    }
}
