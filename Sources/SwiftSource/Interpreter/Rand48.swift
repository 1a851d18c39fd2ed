/// The C library's `drand48` family as POSIX defines it: a 48-bit linear congruential generator,
/// `x' = (0x5DEECE66D · x + 0xB) mod 2^48`, which `srand48` seeds with the seed's low 32 bits above
/// 0x330E. Apple's C library and glibc compute the same numbers, so sample data an app draws from a
/// seeded generator comes out on Linux as it does on a phone.
struct Rand48: Equatable {
    private(set) var state: UInt64

    /// The state `srand48(seed)` sets.
    init(seed: Int) {
        state = (UInt64(truncatingIfNeeded: seed) & 0xFFFF_FFFF) << 16 | 0x330E
    }

    private mutating func advance() {
        state = (Self.multiplier &* state &+ Self.increment) & Self.mask
    }

    /// `drand48()`: the next state as a fraction of 2^48, in [0, 1).
    mutating func nextFraction() -> Double {
        advance()
        return Double(state) / Double(Self.mask + 1)
    }

    /// `lrand48()`: the next state's top 31 bits, in [0, 2^31).
    mutating func nextNonNegative() -> Int {
        advance()
        return Int(state >> 17)
    }

    /// `mrand48()`: the next state's top 32 bits, as a signed 32-bit number.
    mutating func nextSigned() -> Int {
        advance()
        return Int(Int32(truncatingIfNeeded: state >> 16))
    }

    private static let multiplier: UInt64 = 0x5_DEEC_E66D
    private static let increment: UInt64 = 0xB
    private static let mask: UInt64 = 1 << 48 - 1
}
