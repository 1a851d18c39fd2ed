internal import SwiftSyntax

/// A preview: `#Preview("Name") { … }` or one view of a `PreviewProvider`'s `previews`.
struct PreviewDeclaration: @unchecked Sendable {
    /// The preview's name, or the previewed type's name when it has none.
    let name: String
    let file: IndexedFile
    /// The preview's statements (a view builder).
    let statements: CodeBlockItemListSyntax
    /// Where the preview is declared.
    let position: Syntax
}
