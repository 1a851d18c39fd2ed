/// A place in a source file (1-based line and column), where a view was written.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The file's path.
    public var file: String
    /// The line, from 1.
    public var line: Int
    /// The column, from 1.
    public var column: Int

    /// A location in `file`.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// "file:line:column", as compilers print locations.
    public var description: String { "\(file):\(line):\(column)" }
}
