import ReflowCommandLine
import Reporting

/// Prints a number the way people write it: no trailing zeros, no "-0", at most
/// `maximumFractionDigits` decimals (rounded half away from zero); the same routine the reports
/// use, so every number Reflow prints is written alike.
public func formatNumber(_ value: Double, maximumFractionDigits: Int = 4) -> String {
    ReportNumber.format(value, maximumFractionDigits: maximumFractionDigits)
        ?? (value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf"))
}
