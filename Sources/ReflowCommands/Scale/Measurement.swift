import DynamicType
import ReflowCommandLine

/// A size as people type it on the command line: `17`, `17pt`, `14sp`, `24dp`.
public struct Measurement: Equatable, Sendable, CustomStringConvertible {
    /// Units Reflow understands.
    public enum Unit: String, CaseIterable, Sendable {
        /// Apple points.
        case pt
        /// Android scale-independent pixels.
        case sp
        /// Android density-independent pixels.
        case dp
    }

    /// The number.
    public var value: Double
    /// The unit, or nil when none was typed.
    public var unit: Unit?

    public init(value: Double, unit: Unit?) {
        self.value = value
        self.unit = unit
    }

    /// Reads `17`, `17.5pt`, `14sp`, `24dp`; rejects anything else with the reason.
    public init(parsing text: String) throws(MeasurementError) {
        let lower = text.lowercased()
        let unit = Unit.allCases.first { lower.hasSuffix($0.rawValue) }
        let number = unit.map { String(lower.dropLast($0.rawValue.count)) } ?? lower
        guard let value = ArgumentParsers.decimal(number) else {
            throw MeasurementError(text: text)
        }
        guard value >= 0.01, value <= 10_000 else {
            throw MeasurementError(text: text, reason: "must be between 0.01 and 10000")
        }
        self.init(value: value, unit: unit)
    }

    public var description: String {
        formatNumber(value) + (unit.map { " \($0.rawValue)" } ?? "")
    }
}

/// A size that could not be read.
public struct MeasurementError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was typed.
    public let text: String
    /// Why it was rejected.
    public let reason: String

    init(text: String, reason: String = "expected a number with an optional unit: 17, 17pt, 14sp, 24dp") {
        self.text = text
        self.reason = reason
    }

    public var description: String { "invalid size '\(text)': \(reason)" }
}
