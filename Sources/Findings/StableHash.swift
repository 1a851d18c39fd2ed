/// FNV-1a over bytes, 128 or 64 bits: the same on every run, machine and platform, unlike
/// `Hasher`, which is seeded per process. For names and cache keys, not for security.
public struct StableHash: Sendable, Hashable {
    @usableFromInline var high: UInt64 = 0x6c62_272e_07bb_0142
    @usableFromInline var low: UInt64 = 0x62b8_2175_6295_c58d

    /// The hash of nothing (FNV-1a 128's offset basis).
    public init() {}

    /// Feeds `bytes` in order. Inlinable so that callers in other modules get a loop
    /// specialised for their sequence instead of a generic call per byte.
    @inlinable
    public mutating func combine(_ bytes: some Sequence<UInt8>) {
        for byte in bytes { combine(byte: byte) }
    }

    /// Feeds one byte.
    @inlinable
    public mutating func combine(byte: UInt8) {
        low ^= UInt64(byte)
        // Times the 128-bit FNV prime, 2^88 + 0x13B, modulo 2^128.
        let (carry, product) = low.multipliedFullWidth(by: 0x13B)
        high = high &* 0x13B &+ carry &+ (low << 24)
        low = product
    }

    /// Feeds a string's UTF-8 bytes and then a unit separator, so that `"ab", "c"` and
    /// `"a", "bc"` differ.
    @inlinable
    public mutating func combine(_ string: String) {
        combine(string.utf8)
        combine(byte: 0x1F)
    }

    /// The 128 bits as 32 lowercase hex digits.
    public var hex: String {
        Self.hex(high) + Self.hex(low)
    }

    /// FNV-1a, 64 bits, of `string`'s UTF-8 bytes.
    public static func fnv1a64(_ string: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in string.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// `value` as 16 lowercase hex digits.
    public static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
