import Testing
import TextMeasurement
@testable import Typesetting

/// The striped result cache answers only for the request it was given, even when two requests
/// share a fingerprint, and counts every lookup once.
@Suite struct ResultCacheTests {
    static func result(width: Double) -> MeasuredText {
        MeasuredText(
            lines: [], width: width, height: 0, idealWidth: width, minimumWidth: 0, pointSize: 17, scaleFactor: 1, lineHeight: 22,
            truncation: nil, fontFile: "/fonts/Inter.otf", fontName: "Inter-Regular", standsInFor: nil, fontFiles: [])
    }

    @Test func requestsSharingAFingerprintKeepTheirOwnResults() {
        let cache = ResultCache(limit: 100)
        let first = TextMeasurementRequest(text: "First", font: FontRequest(pointSize: 17))
        let second = TextMeasurementRequest(text: "Second", font: FontRequest(pointSize: 17))
        let shared = RequestFingerprint(first)
        #expect(cache.result(for: first, fingerprint: shared) == nil)
        cache.store(Self.result(width: 1), for: first, fingerprint: shared)
        #expect(cache.result(for: second, fingerprint: shared) == nil)
        cache.store(Self.result(width: 2), for: second, fingerprint: shared)
        #expect(cache.result(for: first, fingerprint: shared) == Self.result(width: 1))
        #expect(cache.result(for: second, fingerprint: shared) == Self.result(width: 2))
        #expect(cache.counts.hits == 2)
        #expect(cache.counts.misses == 2)
    }

    @Test func aFullStripeIsEmptiedNotTheWholeCache() {
        let cache = ResultCache(limit: ResultCache.stripeCount)  // one result per stripe
        let requests = (0..<200).map { TextMeasurementRequest(text: "Text \($0)", font: FontRequest(pointSize: 17)) }
        for (index, request) in requests.enumerated() {
            cache.store(Self.result(width: Double(index)), for: request, fingerprint: RequestFingerprint(request))
        }
        // Each stripe keeps the last request stored in it; with 200 requests over 16 stripes,
        // some results from more than one stripe are still there.
        let kept = requests.enumerated().filter { index, request in
            cache.result(for: request, fingerprint: RequestFingerprint(request)) == Self.result(width: Double(index))
        }
        #expect(kept.count > 1)
        #expect(kept.count <= ResultCache.stripeCount)
    }
}
