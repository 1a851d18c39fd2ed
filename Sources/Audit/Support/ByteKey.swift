import TextMeasurement

/// A string compared and hashed by its UTF-8 bytes. Paths and identities are built the same way
/// every time, so byte equality is the right equality, and it skips the Unicode normalization
/// that `String` hashing does for every non-ASCII path (a German label, a price in euros).
struct ByteKey: Hashable {
    let string: String

    init(_ string: String) {
        self.string = string
    }

    static func == (lhs: ByteKey, rhs: ByteKey) -> Bool {
        lhs.string.sameBytes(as: rhs.string)
    }

    func hash(into hasher: inout Hasher) {
        var copy = string
        copy.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
