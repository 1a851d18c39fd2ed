/// A place in a source file: 1-based line and column.
///
/// The one location type: where a view is written (LayoutEngine's node traits) is where its
/// findings point, with no conversion between them. Named apart from `Testing.SourceLocation`.
public struct FileLocation: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    /// The file's path, relative to the project root when reports print it.
    public var file: String
    /// The line, counting from 1.
    public var line: Int
    /// The column, counting from 1.
    public var column: Int

    /// A location in `file` at `line`:`column`.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// Orders by file, then line, then column.
    public static func < (lhs: FileLocation, rhs: FileLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }

    /// `file:line:column`, the form editors and compilers use.
    public var description: String { "\(file):\(line):\(column)" }
}
