internal import SwiftSyntax

/// One preview of several written in one body (`let filled = …; let empty = …; return Group {
/// filled; empty }`): the locals only the other previews use are not made. Each preview is its own
/// screen, and making every preview's model for each one cost as much as the previews themselves
/// (Hymns-iOS's chord sheets parse three hymns with regular expressions for each of its three).
enum PreviewBindings {
    /// The locals declared at the top of a preview's statements, split by whether the view shown needs them.
    struct Plan: Sendable, Equatable {
        /// Locals the view shown does not read.
        var unneeded: Set<String> = []
        /// Locals it reads, directly, through another local, or through a statement setting one up.
        var kept: Set<String> = []
    }

    /// Which locals `let`/`var` declare at the top of `statements` that the view shown (the `only`-th
    /// view expression, and in it the `groupMember`-th view of a `Group`) does not read. Nothing is
    /// left out when all the views are shown.
    static func plan(for statements: CodeBlockItemListSyntax, only: Int?, groupMember: Int?) -> Plan {
        guard only != nil || groupMember != nil, let shown = shownExpression(statements, only: only, groupMember: groupMember) else {
            return Plan()
        }
        var needed = names(in: Syntax(shown))
        var declared: Set<String> = []
        for item in statements.reversed() {
            if let variable = item.item.as(DeclSyntax.self)?.as(VariableDeclSyntax.self) {
                let bound = boundNames(variable)
                declared.formUnion(bound)
                if !bound.isDisjoint(with: needed) { needed.formUnion(names(in: Syntax(variable))) }
            } else if ProjectIndex.viewExpression(of: item) == nil {
                // `model.load()`, `model.items = rows`: set-up that reads a needed local needs what it reads too.
                let read = names(in: Syntax(item))
                if !read.isDisjoint(with: needed) { needed.formUnion(read) }
            }
        }
        return Plan(unneeded: declared.subtracting(needed), kept: declared.intersection(needed))
    }

    /// Whether a top-level statement only makes or sets up locals the view shown does not read.
    static func skips(_ item: CodeBlockItemSyntax, _ plan: Plan) -> Bool {
        guard !plan.unneeded.isEmpty else { return false }
        if let variable = item.item.as(DeclSyntax.self)?.as(VariableDeclSyntax.self) {
            let bound = boundNames(variable)
            return !bound.isEmpty && bound.isSubset(of: plan.unneeded)
        }
        guard ProjectIndex.viewExpression(of: item) == nil, item.item.is(DeclSyntax.self) == false else { return false }
        let read = names(in: Syntax(item))
        return !read.isDisjoint(with: plan.unneeded) && read.isDisjoint(with: plan.kept)
    }

    /// The view expression the preview shows.
    private static func shownExpression(_ statements: CodeBlockItemListSyntax, only: Int?, groupMember: Int?) -> ExprSyntax? {
        let views = ProjectIndex.viewExpressions(in: statements)
        guard let chosen = only.map({ $0 < views.count ? views[$0] : nil }) ?? (views.count == 1 ? views.first : nil) else { return nil }
        guard let groupMember else { return chosen }
        // `Group { a.previewDisplayName("A"); b }` (modifiers after it allowed): its member's view.
        var expression = chosen
        while let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let base = member.base
        {
            expression = base
        }
        guard let group = expression.as(FunctionCallExprSyntax.self), group.calledExpression.trimmedText == "Group",
            let closure = group.trailingClosure
        else { return nil }
        let members = ProjectIndex.viewExpressions(in: closure.statements)
        return groupMember < members.count ? members[groupMember] : nil
    }

    private static func boundNames(_ variable: VariableDeclSyntax) -> Set<String> {
        Set(variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text })
    }

    private static func names(in node: Syntax) -> Set<String> {
        let finder = ReferenceFinder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.names
    }

    private final class ReferenceFinder: SyntaxVisitor {
        var names: Set<String> = []
        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            names.insert(node.baseName.text)
            return .visitChildren
        }
    }
}
