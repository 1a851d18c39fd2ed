/// A fast, non-cryptographic 64-bit digest of words and bytes (each word folded in with a full-width
/// multiply whose halves are xored), for cache keys taken on every lookup. It needs to spread well,
/// not to resist attack: the dictionary behind the cache hashes it again with its own seeded hasher.
struct FingerprintDigest {
    private static let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
    private static let seed: UInt64 = 0xA076_1D64_78BD_642F

    private(set) var value: UInt64 = seed

    /// Folds one word in.
    mutating func add(_ word: UInt64) {
        let product = (value ^ word).multipliedFullWidth(by: Self.multiplier)
        value = product.high ^ product.low
    }

    /// Folds the count in, then the bytes eight at a time, so that trailing zero bytes are told apart.
    mutating func add(bytes: UnsafeRawBufferPointer) {
        add(UInt64(truncatingIfNeeded: bytes.count))
        var offset = 0
        while offset + 8 <= bytes.count {
            add(bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while offset < bytes.count {
            tail |= UInt64(bytes[offset]) << shift
            shift += 8
            offset += 1
        }
        if shift > 0 { add(tail) }
    }
}
