/// A place in a file: 1-based line and 1-based column counted in UTF-8 bytes, as compilers and
/// SwiftSyntax count them.
public struct SourcePosition: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// The column in UTF-8 bytes, from 1.
    public var column: Int

    /// The position at `line`:`column`.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// Orders by line, then column.
    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }
}
