internal import SwiftSyntax
internal import Lint

/// Where a Swift file shows one view type inside another (`StatusPollView(poll:)` in a row, a row in
/// a `List`), read from its calls of capitalised names, for the project-wide pass of the lint runner.
/// Uses in previews and tests do not count: they show a component on its own, not where the app puts it.
enum SwiftComponentUses {
    /// Containers that scroll their content.
    static let scrollContainers: Set<String> = ["ScrollView", "List", "Form"]
    /// Modifiers whose closure content is a screen of its own.
    static let presenters: Set<String> = ["sheet", "fullScreenCover", "popover", "navigationDestination", "inspector"]

    /// Every use in the file's calls; none in a test file.
    static func uses(in context: SwiftSyntaxContext) -> [ComponentUse] {
        if EntryPoint.isTestCode(context.file.path, below: []) { return [] }
        return context.index.calls.compactMap { call in
            guard call.memberBase == nil, let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
                let first = reference.baseName.text.first, first.isUppercase,
                !scrollContainers.contains(reference.baseName.text)
            else { return nil }
            return use(of: reference.baseName.text, at: call)
        }
    }

    /// The use of `component` made by `call`, from one walk up its ancestors: the nearest scrolling
    /// container or presenter decides the placement, the nearest type declaration is the container,
    /// and a preview or a test case makes it no use at all.
    private static func use(of component: String, at call: FunctionCallExprSyntax) -> ComponentUse? {
        var placement: ComponentUse.Placement?
        var container: String?
        var child = Syntax(call)
        var current = call.parent
        while let node = current {
            defer { child = node; current = node.parent }
            if let enclosing = node.as(FunctionCallExprSyntax.self), placement == nil, Syntax(enclosing.calledExpression) != child {
                let name = enclosing.calledName ?? ""
                if enclosing.memberBase == nil, scrollContainers.contains(name) {
                    placement = .scrolling
                } else if enclosing.memberBase != nil, presenters.contains(name) {
                    placement = .presented
                } else if name == "NavigationLink", isDestination(call, of: enclosing) {
                    placement = .presented
                }
            } else if let macro = node.as(MacroExpansionExprSyntax.self), PreviewSyntax.isPreviewMacro(macro.macroName) {
                return nil
            } else if let macro = node.as(MacroExpansionDeclSyntax.self), PreviewSyntax.isPreviewMacro(macro.macroName) {
                return nil
            } else if let type = node.as(StructDeclSyntax.self) {
                if PreviewSyntax.inheritsPreviewProvider(type.inheritanceClause) { return nil }
                container = container ?? type.name.text
            } else if container == nil,
                node.is(ClassDeclSyntax.self) || node.is(EnumDeclSyntax.self)
                    || node.is(ActorDeclSyntax.self) || node.is(ExtensionDeclSyntax.self)
            {
                container = containerName(ofDeclaration: node)
            }
        }
        return ComponentUse(component: component, container: container, placement: placement ?? .inline)
    }

    /// The name of the type (or extended type) whose declaration holds `node`.
    static func containerName(of node: some SyntaxProtocol) -> String? {
        node.enclosingTypeDeclaration.flatMap(containerName(ofDeclaration:))
    }

    private static func containerName(ofDeclaration declaration: Syntax) -> String? {
        if let type = declaration.as(StructDeclSyntax.self) { return type.name.text }
        if let type = declaration.as(ClassDeclSyntax.self) { return type.name.text }
        if let type = declaration.as(EnumDeclSyntax.self) { return type.name.text }
        if let type = declaration.as(ActorDeclSyntax.self) { return type.name.text }
        return declaration.as(ExtensionDeclSyntax.self)?.extendedType.trimmedText
    }

    /// Whether `node` is in a `NavigationLink`'s destination: its `destination:` argument, or its first
    /// trailing closure when a `label:` closure follows.
    private static func isDestination(_ node: FunctionCallExprSyntax, of link: FunctionCallExprSyntax) -> Bool {
        let start = node.positionAfterSkippingLeadingTrivia
        if let destination = link.argument("destination") {
            return destination.range.contains(start)
        }
        if let closure = link.trailingClosure, !link.additionalTrailingClosures.isEmpty {
            return closure.range.contains(start)
        }
        return false
    }
}
