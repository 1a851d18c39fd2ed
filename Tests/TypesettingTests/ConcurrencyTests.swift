import Testing
import TextMeasurement
@testable import Typesetting

/// One measurer shared by many tasks gives the same answers as measuring alone.
@Suite struct ConcurrencyTests {
    static let texts = [
        "Payment failed. Your card was declined.", "Datenschutzeinstellungen", "alex.morgan@icloud.com",
        "日本語のテキストです。", "ภาษาไทยง่ายนิดเดียว", "Say שלום to everyone", "مرحبا بالعالم", "😀👍🏽🇩🇪",
    ]

    static func requests() -> [TextMeasurementRequest] {
        var requests: [TextMeasurementRequest] = []
        for text in texts {
            for size in LineHeightTests.bodySizes {
                requests.append(TextMeasurementRequest(text: text, font: FontRequest(pointSize: size), width: 200, lineLimit: 2))
                requests.append(TextMeasurementRequest(text: text, font: FontRequest(pointSize: size, platform: .android), width: 160))
            }
        }
        return requests
    }

    @Test func concurrentMeasuringMatchesSerialMeasuring() async throws {
        let requests = Self.requests()
        let serial = try requests.map { try HarfBuzzTextMeasurer().measure($0) }
        let shared = HarfBuzzTextMeasurer()
        let results = try await withThrowingTaskGroup(of: (Int, MeasuredText).self) { group in
            for round in 0..<4 {
                for (index, request) in requests.enumerated() {
                    group.addTask { (index, try shared.measure(request)) }
                }
                _ = round
            }
            var results: [(Int, MeasuredText)] = []
            for try await result in group { results.append(result) }
            return results
        }
        #expect(results.count == requests.count * 4)
        for (index, measured) in results {
            #expect(measured == serial[index], "\(requests[index].text) at \(requests[index].font.pointSize)")
        }
        let statistics = shared.cacheStatistics
        #expect(statistics.resultHits + statistics.resultMisses == requests.count * 4)
        #expect(statistics.resultMisses >= requests.count)
    }

    @Test func separateMeasurersInParallel() async throws {
        let request = TextMeasurementRequest(text: "Payment failed. Your card was declined.", font: FontRequest(pointSize: 53), width: 361)
        let expected = try HarfBuzzTextMeasurer().measure(request)
        try await withThrowingTaskGroup(of: MeasuredText.self) { group in
            for _ in 0..<16 { group.addTask { try HarfBuzzTextMeasurer().measure(request) } }
            for try await measured in group { #expect(measured == expected) }
        }
    }
}
