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

    /// Every use in the file's calls.
    static func uses(in context: SwiftSyntaxContext) -> [ComponentUse] {
        context.index.calls.compactMap { call in
            guard call.memberBase == nil, let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
                  let first = reference.baseName.text.first, first.isUppercase,
                  !scrollContainers.contains(reference.baseName.text) else { return nil }
            switch CodeContext.of(call, path: context.file.path) {
            case .preview?, .test?: return nil
            default: break
            }
            return ComponentUse(component: reference.baseName.text, container: containerName(of: call), placement: placement(of: call))
        }
    }

    /// The name of the type (or extended type) whose declaration holds `node`.
    static func containerName(of node: some SyntaxProtocol) -> String? {
        guard let declaration = node.enclosingTypeDeclaration else { return nil }
        if let type = declaration.as(StructDeclSyntax.self) { return type.name.text }
        if let type = declaration.as(ClassDeclSyntax.self) { return type.name.text }
        if let type = declaration.as(EnumDeclSyntax.self) { return type.name.text }
        if let type = declaration.as(ActorDeclSyntax.self) { return type.name.text }
        return declaration.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription
    }

    /// Whether the nearest enclosing call that decides it scrolls `call`, presents it, or neither.
    static func placement(of call: FunctionCallExprSyntax) -> ComponentUse.Placement {
        var child = Syntax(call)
        for enclosing in call.enclosingCalls {
            defer { child = Syntax(enclosing) }
            let name = enclosing.calledName ?? ""
            if enclosing.memberBase == nil, scrollContainers.contains(name) { return .scrolling }
            if enclosing.memberBase != nil, presenters.contains(name) { return .presented }
            if name == "NavigationLink", isDestination(call, of: enclosing) { return .presented }
        }
        return .inline
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
