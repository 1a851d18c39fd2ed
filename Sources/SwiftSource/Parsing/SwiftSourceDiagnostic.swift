/// A parser diagnostic at a position in a file.
public struct SwiftSourceDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How serious a parser diagnostic is.
    public enum Severity: String, Sendable, Hashable {
        case error, warning, note, remark
    }

    public let path: String
    /// 1-based line.
    public let line: Int
    /// 1-based column, in UTF-8 bytes (as the Swift compiler counts).
    public let column: Int
    public let severity: Severity
    public let message: String

    public init(path: String, line: Int, column: Int, severity: Severity, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
    }

    /// `path:line:column: severity: message`, as compilers print it.
    public var description: String { "\(path):\(line):\(column): \(severity.rawValue): \(message)" }
}
