import Testing
import TextMeasurement

/// `String.sameBytes(as:)` compares UTF-8 bytes a word at a time; every length and position of a
/// difference must still be seen.
@Suite struct SameBytesTests {
    @Test func aDifferenceAnywhereIsSeen() {
        for length in 0...20 {
            let bytes = (0..<length).map { UInt8(ascii: "a") + UInt8($0 % 26) }
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(text.sameBytes(as: String(decoding: bytes, as: UTF8.self)))
            #expect(text.sameBytes(as: text))
            for position in 0..<length {
                var changed = bytes
                changed[position] = UInt8(ascii: "#")
                #expect(!text.sameBytes(as: String(decoding: changed, as: UTF8.self)), "length \(length), byte \(position)")
            }
            #expect(!text.sameBytes(as: text + "a"))
        }
    }

    @Test func canonicallyEqualSpellingsAreDifferentBytes() {
        let precomposed = "Caf\u{E9} au lait, s'il vous pla\u{EE}t"
        let decomposed = "Cafe\u{301} au lait, s'il vous plai\u{302}t"
        #expect(precomposed == decomposed)
        #expect(!precomposed.sameBytes(as: decomposed))
        #expect(precomposed.sameBytes(as: String(precomposed.unicodeScalars.map(Character.init))))
    }
}
