internal import SwiftSyntax

/// A preview: `#Preview("Name") { … }` or one view of a `PreviewProvider`'s `previews`.
struct PreviewDeclaration: @unchecked Sendable {
    /// The preview's own name (`#Preview("Checkout")`), or the provider's type name; nil when unnamed.
    let title: String?
    let file: IndexedFile
    /// The preview's statements (a view builder).
    let statements: CodeBlockItemListSyntax
    /// Where the preview is declared.
    let position: Syntax
    /// Which of the statements' views this preview is (a provider lists several), or nil for all.
    var only: Int? = nil
    /// Which view of the `Group` the statements return after setting up state, or nil for all.
    var groupOnly: Int? = nil
    /// The `PreviewProvider` whose `previews` these statements are: its static members are in scope
    /// (`static var previews: some View { empty; filled }` names them).
    var provider: TypeDeclaration? = nil
    /// `#Preview(as: .systemSmall) { Widget() } timeline: { Entry(…) }`: the widget family it is shown
    /// as, and the timeline whose first entry the widget's content is shown with.
    var widget: (family: String, timeline: CodeBlockItemListSyntax)? = nil
}
