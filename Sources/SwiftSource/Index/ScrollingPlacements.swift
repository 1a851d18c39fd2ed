internal import SwiftSyntax
internal import Findings
internal import LayoutEngine

extension ProjectIndex {
    /// Where the app's own code (not a preview) places each project view inside a container that
    /// scrolls vertically (`List`, `Form`, a vertical `ScrollView`, `LazyVStack`): the first such
    /// call, by view type name. A row previewed alone is as tall as its content in the app, not cut
    /// at the bottom of a preview's screen.
    func verticalScrollingPlacements() -> [String: FileLocation] {
        var placements: [String: FileLocation] = [:]
        for file in files {
            let finder = ScrollingPlacementFinder(isProjectView: { [types] name in types[name]?.isView == true })
            finder.walk(file.tree)
            for (name, node) in finder.found where placements[name] == nil {
                placements[name] = file.location(of: node)
            }
        }
        return placements
    }
}

extension ProjectIndex {
    /// Whether a preview shows `view` on its own: the view it shows (`shown`) is a call of `view`, perhaps
    /// inside containers that add no layout of their own to it (a navigation stack for its bar, a
    /// group of copies per colour scheme), or a stack of nothing but copies of `view` (a gallery of
    /// rows, `VStack { ForEach(items) { Row(item: $0) } }`), which the app shows scrolling.
    static func previewShowsOnItsOwn(_ shown: ExprSyntax?, view: String) -> Bool {
        guard let first = shown else { return false }
        var stacked = false
        return shows(first, onlyCopiesOf: view, depth: 0, stacked: &stacked) && !stacked
    }

    /// Whether a preview is a gallery of `view`: a stack of its copies and nothing else
    /// (`VStack { ForEach(states) { Row(state: $0) } }`), one copy per state to look at.
    static func previewIsGallery(_ shown: ExprSyntax?, view: String) -> Bool {
        guard let first = shown else { return false }
        var stacked = false
        return shows(first, onlyCopiesOf: view, depth: 0, stacked: &stacked) && stacked
    }

    /// Whether `expression` is a call of `view` (through modifiers and wrappers that add no layout),
    /// or a stack or `ForEach` whose statements all are; `stacked` says whether copies were stacked.
    private static func shows(_ expression: ExprSyntax, onlyCopiesOf view: String, depth: Int, stacked: inout Bool) -> Bool {
        guard depth < 8 else { return false }
        var current = expression
        while true {
            if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                current = base  // a modifier: `.environment(…)`, `.padding()` on what is shown
                continue
            }
            guard let call = current.as(FunctionCallExprSyntax.self) else { return false }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                current = base
                continue
            }
            guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
            if name == view { return true }
            guard let closure = call.trailingClosure else { return false }
            let expressions = closure.statements.compactMap { item -> ExprSyntax? in
                if case .expr(let value) = item.item { return value }
                return nil
            }
            switch name {
            case "NavigationView", "NavigationStack", "Group":
                // A group of several views is several canvases (copies per colour scheme), not a stack: the first stands for them.
                guard let inner = expressions.first else { return false }
                current = inner
            case "VStack", "LazyVStack", "ForEach":
                // One copy in a stack is a container the preview builds on purpose (a card); copies
                // repeated by hand or by `ForEach` are a gallery.
                guard name == "ForEach" || expressions.count > 1 || expressions.first.map(Self.isForEach) == true else { return false }
                stacked = true
                return !expressions.isEmpty && expressions.allSatisfy { shows($0, onlyCopiesOf: view, depth: depth + 1, stacked: &stacked) }
            default:
                return false
            }
        }
    }
}

extension ProjectIndex {
    /// Whether `expression` is a `ForEach(…) { … }`, modifiers aside.
    fileprivate static func isForEach(_ expression: ExprSyntax) -> Bool {
        var current = expression
        while let call = current.as(FunctionCallExprSyntax.self) {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                current = base
                continue
            }
            return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "ForEach"
        }
        return false
    }
}

/// Calls of project views whose enclosing calls include a vertically scrolling container, outside previews.
private final class ScrollingPlacementFinder: PreviewSkippingVisitor {
    let isProjectView: (String) -> Bool
    var found: [(String, FunctionCallExprSyntax)] = []

    static let scrollingContainers: Set<String> = ["List", "Form", "LazyVStack", "ScrollView"]
    /// Calls whose closures present a screen of their own (a pushed destination, a sheet): what
    /// they show is not a row of the container around them.
    static let presenters: Set<String> = ["NavigationLink", "navigationDestination", "sheet", "fullScreenCover", "popover"]

    init(isProjectView: @escaping (String) -> Bool) {
        self.isProjectView = isProjectView
        super.init()
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, isProjectView(name),
            Self.scrollsVertically(around: node)
        {
            found.append((name, node))
        }
        return .visitChildren
    }

    /// `NavigationLink` for `NavigationLink(…)`, `sheet` for `.sheet(…)`.
    static func calledName(_ call: FunctionCallExprSyntax) -> String? {
        call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    /// Whether a call enclosing `node` is a container that scrolls vertically.
    static func scrollsVertically(around node: FunctionCallExprSyntax) -> Bool {
        var current = node.parent
        while let parent = current {
            if parent.is(DeclSyntax.self) && !parent.is(VariableDeclSyntax.self) { return false }
            if let call = parent.as(FunctionCallExprSyntax.self), presenters.contains(Self.calledName(call) ?? "") { return false }
            if let call = parent.as(FunctionCallExprSyntax.self),
                let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, scrollingContainers.contains(name)
            {
                // `ScrollView(.horizontal)` gives its content width, not height.
                let axes = call.arguments.first { $0.label == nil }?.expression.trimmedText ?? ".vertical"
                if name != "ScrollView" || axes.contains("vertical") || !axes.contains("horizontal") { return true }
            }
            current = parent.parent
        }
        return false
    }
}
