// Shared by the benchmark executables: timing, medians, number formats.
import Foundation

/// Times closures with the monotonic `ContinuousClock` and summarizes repeated samples.
public enum Timing {
    /// The monotonic clock every phase is timed with.
    public static let clock = ContinuousClock()

    /// Runs `body` once and returns its result and the elapsed seconds.
    public static func measure<T>(_ body: () throws -> T) rethrows -> (T, Double) {
        let start = clock.now
        let result = try body()
        return (result, seconds(clock.now - start))
    }

    /// A duration in seconds.
    public static func seconds(_ duration: Duration) -> Double {
        let (whole, fraction) = duration.components
        return Double(whole) + Double(fraction) * 1e-18
    }
}

/// The samples of one phase.
public struct Samples: Sendable {
    /// Every sample, in the order taken.
    public var seconds: [Double] = []

    /// No samples yet.
    public init() {}

    /// Adds a sample.
    public mutating func append(_ value: Double) { seconds.append(value) }

    /// Whether no sample was taken.
    public var isEmpty: Bool { seconds.isEmpty }

    /// The median (mean of the middle two for an even count).
    public var median: Double {
        let sorted = seconds.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// The fastest sample.
    public var minimum: Double { seconds.min() ?? .nan }
    /// The slowest sample.
    public var maximum: Double { seconds.max() ?? .nan }
}

/// Numbers as the report prints them.
public enum Format {
    /// Seconds with three decimals.
    public static func seconds(_ value: Double) -> String { String(format: "%.3f", value) }
    /// Milliseconds with two decimals.
    public static func milliseconds(_ value: Double) -> String { String(format: "%.2f ms", value * 1000) }
    /// A ratio (`1.21x`).
    public static func ratio(_ value: Double) -> String { String(format: "%.2fx", value) }
    /// A share of a whole in percent.
    public static func percent(_ part: Double, of whole: Double) -> String {
        whole > 0 ? String(format: "%.0f %%", part / whole * 100) : "-"
    }

    /// A whole number with thousands separators (1,234,567), the same in every locale.
    public static func count(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var grouped = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return (value < 0 ? "-" : "") + grouped
    }

    /// `text` padded to `width` columns.
    public static func padded(_ text: String, _ width: Int, right: Bool = false) -> String {
        guard text.count < width else { return text }
        let padding = String(repeating: " ", count: width - text.count)
        return right ? padding + text : text + padding
    }
}

/// Writes a line to standard error.
public func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
