internal import SwiftSyntax
internal import SwiftOperators
internal import Findings
internal import LayoutEngine

/// A parsed file with its location converter, built once so that every node the interpreter
/// makes can say where it is written.
final class IndexedFile: @unchecked Sendable {
    let path: String
    let tree: SourceFileSyntax
    /// The tree as parsed, before folding: what the lint rules read.
    let unfolded: SourceFileSyntax
    let converter: SourceLocationConverter

    init(_ file: SwiftSourceFile) {
        path = file.path
        unfolded = file.tree
        // Operators folded once for the whole file (`a ? b : c`, `x + y` as trees): folding one
        // expression at a time would give nodes detached from the file, with wrong positions.
        let folded = OperatorTable.standardOperators.foldAll(file.tree) { _ in }.as(SourceFileSyntax.self)
        tree = folded ?? file.tree
        converter = SourceLocationConverter(fileName: file.path, tree: tree)
    }

    /// Where `node` starts, past its leading trivia (comments, indentation).
    func location(of node: some SyntaxProtocol) -> FileLocation {
        let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return FileLocation(file: path, line: location.line, column: location.column)
    }
}
