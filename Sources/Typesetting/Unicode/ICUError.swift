import CICUShim

/// An ICU call that failed, with ICU's name for the error.
public struct ICUError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What Reflow was doing.
    public let operation: String
    /// ICU's error name (`U_ILLEGAL_ARGUMENT_ERROR`).
    public let name: String

    init(operation: String, code: Int32) {
        self.operation = operation
        name = String(cString: reflow_icu_error_name(code))
    }

    /// One line for error output, naming the operation and ICU's error.
    public var description: String { "ICU failed to \(operation): \(name)" }
}
