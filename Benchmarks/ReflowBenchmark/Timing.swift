/// Times closures with the monotonic `ContinuousClock` and summarizes repeated samples.
enum Timing {
    static let clock = ContinuousClock()

    /// Runs `body` once and returns its result and the elapsed seconds.
    static func measure<T>(_ body: () throws -> T) rethrows -> (T, Double) {
        let start = clock.now
        let result = try body()
        return (result, seconds(clock.now - start))
    }

    static func seconds(_ duration: Duration) -> Double {
        let (whole, fraction) = duration.components
        return Double(whole) + Double(fraction) * 1e-18
    }
}

/// The samples of one phase.
struct Samples {
    var seconds: [Double] = []

    var isEmpty: Bool { seconds.isEmpty }

    /// The median (mean of the middle two for an even count).
    var median: Double {
        let sorted = seconds.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    var minimum: Double { seconds.min() ?? .nan }
    var maximum: Double { seconds.max() ?? .nan }
}
