import Foundation

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

    mutating func append(_ value: Double) { seconds.append(value) }

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

/// Numbers as the report prints them.
enum Format {
    static func seconds(_ value: Double) -> String { String(format: "%.3f", value) }
    static func milliseconds(_ value: Double) -> String { String(format: "%.2f ms", value * 1000) }
    static func ratio(_ value: Double) -> String { String(format: "%.2fx", value) }
    static func percent(_ part: Double, of whole: Double) -> String { whole > 0 ? String(format: "%.0f %%", part / whole * 100) : "-" }

    /// A whole number with thousands separators (1,234,567), the same in every locale.
    static func count(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var grouped = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return (value < 0 ? "-" : "") + grouped
    }

    static func padded(_ text: String, _ width: Int, right: Bool = false) -> String {
        guard text.count < width else { return text }
        let padding = String(repeating: " ", count: width - text.count)
        return right ? padding + text : text + padding
    }
}

/// Writes a line to standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
