/// SplitMix64 (Steele, Lea and Flood): a small deterministic generator, so every run and every
/// machine builds the same corpus or project. Its draws do not depend on the standard library.
public struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    /// A generator starting from `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (bound > 0), by Lemire's multiply-shift without rejection: the
    /// tiny bias does not matter here.
    public mutating func below(_ bound: Int) -> Int {
        precondition(bound > 0, "bound must be positive")
        return Int(next().multipliedFullWidth(by: UInt64(bound)).high)
    }

    /// A number in `range`.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.count)
    }

    /// One element of a non-empty array.
    public mutating func pick<T>(_ items: [T]) -> T {
        items[below(items.count)]
    }

    /// True with probability `percent` / 100.
    public mutating func chance(_ percent: Int) -> Bool {
        below(100) < percent
    }
}
