import Testing
import TextMeasurement
@testable import Typesetting

/// Fingerprints must agree whenever requests are equal (or the cache would miss what it holds),
/// and should differ when they are not (or the cache would compare requests more often).
@Suite struct RequestFingerprintTests {
    static let base = TextMeasurementRequest(text: "Payment failed. Your card was declined.", font: FontRequest(pointSize: 17), width: 361)

    @Test func equalRequestsHaveEqualFingerprints() {
        var zeroWidth = Self.base
        zeroWidth.width = 0
        var negativeZeroWidth = Self.base
        negativeZeroWidth.width = -0.0
        #expect(zeroWidth == negativeZeroWidth)
        #expect(RequestFingerprint(zeroWidth) == RequestFingerprint(negativeZeroWidth))

        // `==` compares these strings by canonical equivalence (é precomposed or not; the Kelvin
        // sign and K), so their fingerprints must not see the bytes.
        var precomposed = Self.base, decomposed = Self.base
        precomposed.language = "fr-\u{E9}"
        decomposed.language = "fr-e\u{301}"
        #expect(precomposed == decomposed)
        #expect(RequestFingerprint(precomposed) == RequestFingerprint(decomposed))
        var kelvin = Self.base, letter = Self.base
        kelvin.font.family = .named("\u{212A}elvin Sans")
        letter.font.family = .named("Kelvin Sans")
        #expect(kelvin == letter)
        #expect(RequestFingerprint(kelvin) == RequestFingerprint(letter))

        // The text itself is compared byte for byte, so a copy made from other storage agrees.
        var rebuilt = Self.base
        rebuilt.text = String(decoding: Array(Self.base.text.utf8), as: UTF8.self)
        #expect(RequestFingerprint(rebuilt) == RequestFingerprint(Self.base))
    }

    @Test func eachFieldChangesTheFingerprint() {
        var variants: [TextMeasurementRequest] = [Self.base]
        func variant(_ change: (inout TextMeasurementRequest) -> Void) {
            var request = Self.base
            change(&request)
            variants.append(request)
        }
        variant { $0.text = "Payment failed. Your card was declined!" }
        variant { $0.text = "Payment failed. Your card was declined.\0" }
        variant { $0.text = "" }
        // Equal as Strings, different as bytes: the text is compared byte for byte.
        variant { $0.text = "Caf\u{E9}" }
        variant { $0.text = "Cafe\u{301}" }
        variant { $0.font.family = .system(.rounded) }
        variant { $0.font.family = .system(.serif) }
        variant { $0.font.family = .named("Inter") }
        variant { $0.font.family = .file(path: "/fonts/Inter.ttc", faceIndex: 0) }
        variant { $0.font.family = .file(path: "/fonts/Inter.ttc", faceIndex: 1) }
        variant { $0.font.weight = .semibold }
        variant { $0.font.italic = true }
        variant { $0.font.pointSize = 19 }
        variant { $0.font.tracking = 0 }
        variant { $0.font.platform = .android }
        variant { $0.width = nil }
        variant { $0.width = 360 }
        variant { $0.lineLimit = 1 }
        variant { $0.lineLimit = 0 }
        variant { $0.truncationMode = .middle }
        variant { $0.minimumScaleFactor = 0.5 }
        variant { $0.height = 0 }
        variant { $0.language = "de" }
        let fingerprints = Set(variants.map { RequestFingerprint($0).value })
        #expect(Set(variants).count == variants.count)
        #expect(fingerprints.count == variants.count)
    }

    @Test func theDigestTellsLengthsAndTrailingZerosApart() {
        func digest(_ bytes: [UInt8]) -> UInt64 {
            var digest = FingerprintDigest()
            bytes.withUnsafeBytes { digest.add(bytes: $0) }
            return digest.value
        }
        let inputs: [[UInt8]] = [
            [], [0], [0, 0], Array(repeating: 0, count: 8), Array(repeating: 0, count: 9), [1], [1, 0], Array(1...8), Array(1...9),
        ]
        #expect(Set(inputs.map(digest)).count == inputs.count)
        #expect(digest(Array(1...9)) == digest(Array(1...9)))
    }
}
