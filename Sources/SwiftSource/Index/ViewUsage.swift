internal import SwiftSyntax

extension ProjectIndex {
    /// The names the app's own code refers to: every name used outside previews, test code, the
    /// declaration of the type it names and the clauses of `#if` an iPhone build does not compile (a
    /// Mac Catalyst scene). A project view missing from it is shown only by its previews (a leftover, a
    /// component kept for later, a Mac-only view), so what breaks in it breaks nowhere on an iPhone.
    func namesUsedByTheApp(isTestCode: (String) -> Bool) -> Set<String> {
        var names: Set<String> = []
        for file in files where !isTestCode(file.path) {
            let collector = AppReferenceCollector()
            collector.walk(file.tree)
            names.formUnion(collector.names)
        }
        return names
    }

    /// Whether the files read include the app itself (a type conforming to `App`, or the `@main`
    /// entry of a UIKit app), whose code is what decides which views people see.
    var containsTheApp: Bool { types.values.contains { $0.isApp || $0.isMain } }

    /// Whether the view `name` is the project's own, not visible to other modules, and referred to
    /// only by previews and tests: `used` is `namesUsedByTheApp`.
    func isShownOnlyByPreviews(_ name: String, used: Set<String>) -> Bool {
        guard let type = types[name], type.isView, !type.isApp, !type.isPublic else { return false }
        return !used.contains(name)
    }
}

/// Names referred to outside `#Preview`, `PreviewProvider`, the type declarations of the same name and
/// the `#if` clauses an iPhone build leaves out.
private final class AppReferenceCollector: PreviewSkippingVisitor {
    var names: Set<String> = []
    private var declaring: [String] = []

    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        if let clause = CompilationConditions.iPhoneClause(of: node) { walk(clause) }
        return .skipChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        guard super.visit(node) == .visitChildren else { return .skipChildren }
        declaring.append(node.name.text)
        return .visitChildren
    }

    override func visitPost(_ node: StructDeclSyntax) {
        if declaring.last == node.name.text { declaring.removeLast() }
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        declaring.append(node.extendedType.trimmedText)
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) {
        declaring.removeLast()
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        if declaring.last != name { names.insert(name) }
        return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        if declaring.last != name { names.insert(name) }
        return .visitChildren
    }
}
