internal import SwiftSyntax

/// How previews are written, for the readers that must tell them from the app's code: the
/// `#Preview` macro and types conforming to `PreviewProvider`.
enum PreviewSyntax {
    /// Whether a macro expansion named `name` is `#Preview`.
    static func isPreviewMacro(_ name: TokenSyntax) -> Bool {
        name.text == "Preview"
    }

    /// Whether an inheritance clause names `PreviewProvider` (or `SwiftUI.PreviewProvider`).
    static func inheritsPreviewProvider(_ clause: InheritanceClauseSyntax?) -> Bool {
        clause?.inheritedTypes.contains { type in
            let name = type.type.trimmedText
            return name == "PreviewProvider" || name.hasSuffix(".PreviewProvider")
        } ?? false
    }
}

/// A visitor that does not enter previews: `#Preview` expansions and `PreviewProvider` types.
class PreviewSkippingVisitor: SyntaxVisitor {
    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        PreviewSyntax.isPreviewMacro(node.macroName) ? .skipChildren : .visitChildren
    }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        PreviewSyntax.isPreviewMacro(node.macroName) ? .skipChildren : .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        PreviewSyntax.inheritsPreviewProvider(node.inheritanceClause) ? .skipChildren : .visitChildren
    }
}
