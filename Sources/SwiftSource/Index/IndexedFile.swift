internal import SwiftSyntax
internal import LayoutEngine

/// A parsed file with its location converter, built once so that every node the interpreter
/// makes can say where it is written.
final class IndexedFile: @unchecked Sendable {
    let path: String
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter

    init(_ file: SwiftSourceFile) {
        path = file.path
        tree = file.tree
        converter = SourceLocationConverter(fileName: file.path, tree: file.tree)
    }

    /// Where `node` starts, past its leading trivia (comments, indentation).
    func location(of node: some SyntaxProtocol) -> LayoutEngine.SourceLocation {
        let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return LayoutEngine.SourceLocation(file: path, line: location.line, column: location.column)
    }
}
