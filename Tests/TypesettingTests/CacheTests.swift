import Testing
import TextMeasurement
@testable import Typesetting

/// The measurer's caches: a repeated request is answered from the result cache, and one string
/// at the 12 Dynamic Type sizes is shaped once per face, not once per size.
@Suite struct CacheTests {
    @Test func sameRequestTwiceHitsTheCache() throws {
        let measurer = HarfBuzzTextMeasurer()
        let request = Fonts.request("Payment failed. Your card was declined.", path: Fonts.inter, size: 17, width: 200)
        let first = try measurer.measure(request)
        #expect(measurer.cacheStatistics == CacheStatistics(resultHits: 0, resultMisses: 1, shapeHits: 0, shapeMisses: 1))
        let second = try measurer.measure(request)
        #expect(second == first)
        #expect(measurer.cacheStatistics == CacheStatistics(resultHits: 1, resultMisses: 1, shapeHits: 0, shapeMisses: 1))
    }

    @Test func aWidthPastTheIdealWidthIsAnsweredByTheIdealLines() throws {
        // Measured without a width first (a stack asking a label's ideal size), the same text offered 250 or
        // 300 pt, more than its ideal width, is the ideal measurement, laid out again by nothing and shaped
        // again by nothing; and it is exactly what a measurer that never saw the ideal one lays out.
        let measurer = HarfBuzzTextMeasurer()
        let text = "Payment failed.\nTry again"
        let ideal = try measurer.measure(Fonts.request(text, path: Fonts.inter, size: 17, width: nil))
        #expect(ideal.lines.count == 2 && ideal.width < 250)
        for width in [250.0, 300] {
            let offered = try measurer.measure(Fonts.request(text, path: Fonts.inter, size: 17, width: width))
            #expect(offered == ideal)
            #expect(try HarfBuzzTextMeasurer().measure(Fonts.request(text, path: Fonts.inter, size: 17, width: width)) == offered)
        }
        #expect(measurer.cacheStatistics.shapeMisses == 1)
        #expect(measurer.cacheStatistics.shapeHits == 0)
        // Narrower than the ideal, or cut to one line, it is laid out: the lines differ.
        let narrow = try measurer.measure(Fonts.request(text, path: Fonts.inter, size: 17, width: 100))
        let oneLine = try measurer.measure(Fonts.request(text, path: Fonts.inter, size: 17, width: 300, lineLimit: 1))
        #expect(narrow.lines.count == 3)
        #expect(oneLine.lines.count == 1 && oneLine.truncation != nil)
        #expect(measurer.cacheStatistics.shapeHits == 2)
    }

    @Test func twelveSizesShapeTheStringOnce() throws {
        let measurer = HarfBuzzTextMeasurer()
        let text = "Payment failed. Your card was declined."
        for size in LineHeightTests.bodySizes {
            _ = try measurer.measure(Fonts.request(text, path: Fonts.inter, size: size, width: 361))
        }
        let statistics = measurer.cacheStatistics
        #expect(statistics.resultMisses == 12)
        #expect(statistics.shapeMisses == 1)
        #expect(statistics.shapeHits == 11)
    }

    @Test func systemFontShapesOncePerOpticalSize() throws {
        // SF Pro (and Inter standing in) switch from the Text to the Display design at 20 pt:
        // the 12 body sizes use two faces, so the string is shaped twice, never more.
        let measurer = HarfBuzzTextMeasurer()
        for size in LineHeightTests.bodySizes {
            _ = try measurer.measure(TextMeasurementRequest(text: "Payment failed.", font: FontRequest(pointSize: size), width: 361))
        }
        #expect(measurer.cacheStatistics.shapeMisses == 2)
        #expect(measurer.cacheStatistics.shapeHits == 10)
    }

    @Test func truncationShapesTheEllipsisOnce() throws {
        let measurer = HarfBuzzTextMeasurer()
        for width in [100.0, 120, 140] {
            _ = try measurer.measure(
                Fonts.request(
                    "Payment failed. Your card was declined.", path: Fonts.inter, size: 17,
                    width: width, lineLimit: 1))
        }
        // The text once, the ellipsis once.
        #expect(measurer.cacheStatistics.shapeMisses == 2)
    }

    @Test func widthsAndLimitsAreDifferentRequests() throws {
        let measurer = HarfBuzzTextMeasurer()
        let text = "Payment failed. Your card was declined."
        let narrow = try measurer.measure(Fonts.request(text, path: Fonts.inter, size: 17, width: 100))
        let wide = try measurer.measure(Fonts.request(text, path: Fonts.inter, size: 17, width: 300))
        let limited = try measurer.measure(Fonts.request(text, path: Fonts.inter, size: 17, width: 100, lineLimit: 1))
        #expect(narrow.lines.count > wide.lines.count)
        #expect(limited.lines.count == 1)
        #expect(measurer.cacheStatistics.resultHits == 0)
        #expect(measurer.cacheStatistics.resultMisses == 3)
    }
}
