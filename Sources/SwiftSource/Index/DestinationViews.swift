internal import SwiftSyntax

/// A view the app pushes or presents, with the code that makes it there: the root view of a
/// navigation destination (`.navigationDestination(for:) { route in switch route { … } }`,
/// `NavigationLink(destination:)`), of a sheet or full-screen cover, or of a UIKit hosting
/// controller. Such a view is a whole screen of the app even when it needs arguments and no
/// preview makes it.
struct DestinationView: @unchecked Sendable {
    /// The view type's name as written (`StatusDetailView`).
    let name: String
    /// The expression that makes it (`StatusDetailView(statusId: id)`), modifiers included.
    let expression: ExprSyntax
    let file: IndexedFile
}

extension ProjectIndex {
    /// Every destination view written in the app's own code (not previews, not test code), in
    /// file order, the first place each view is made.
    func destinationViews(isTestCode: (String) -> Bool) -> [DestinationView] {
        var seen: Set<String> = []
        var found: [DestinationView] = []
        for file in files where !isTestCode(file.path) {
            let finder = DestinationFinder()
            finder.walk(file.tree)
            for expression in finder.roots {
                // The project view it shows, looking inside SwiftUI's containers (`NavigationStack { Settings() }`).
                let views = FirstCallFinder { self.type(named: $0, in: file.path)?.isView == true }
                views.walk(expression)
                guard let name = views.found, seen.insert(name).inserted else { continue }
                found.append(DestinationView(name: name, expression: expression, file: file))
            }
        }
        return found
    }
}

/// Finds the roots of destinations and presentations in one file.
private final class DestinationFinder: PreviewSkippingVisitor {
    private(set) var roots: [ExprSyntax] = []

    /// A popover is left out: it is the iPad and Mac presentation, sized for them (on an iPhone it
    /// becomes a sheet, but apps open one from a pointer's hover or a toolbar on a large screen).
    static let presentingModifiers: Set<String> = ["navigationDestination", "sheet", "fullScreenCover"]

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        // `.sheet { … }` on a view, or `sheet { … }` on `self` in a `View` extension.
        let called =
            node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        switch called {
        case "NavigationLink":
            if let destination = node.arguments.first(where: { $0.label?.text == "destination" })?.expression {
                collect(destination)
            } else if let closure = Self.linkDestination(node) {
                collect(closure.statements)
            }
        case "UIHostingController", "init":
            // `UIHostingController(rootView:)`, and a subclass's `super.init(rootView:)`.
            if let root = node.arguments.first(where: { $0.label?.text == "rootView" })?.expression { collect(root) }
        case let name? where Self.presentingModifiers.contains(name):
            let labeled = node.arguments.first { ["destination", "content"].contains($0.label?.text) }?.expression
            if let closure = labeled?.as(ClosureExprSyntax.self) ?? node.trailingClosure { collect(closure.statements) }
        default:
            break
        }
        return .visitChildren
    }

    /// `NavigationLink { Editor() } label: { … }` and `NavigationLink("Edit") { Editor() }`: the closure
    /// that builds the destination (a `value:` link has none).
    private static func linkDestination(_ call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        guard let trailing = call.trailingClosure, !call.arguments.contains(where: { $0.label?.text == "value" }) else { return nil }
        if call.additionalTrailingClosures.contains(where: { $0.label.text == "label" }) { return trailing }
        let titled = call.arguments.contains { $0.label == nil && !$0.expression.is(ClosureExprSyntax.self) }
        return titled ? trailing : nil
    }

    /// The views a builder's statements show: each statement's view, and through `if` and `switch`
    /// each branch's (a router shows one view per route).
    private func collect(_ statements: CodeBlockItemListSyntax) {
        for item in statements {
            switch item.item {
            case .expr(let expression): collect(expression)
            case .stmt(let statement):
                if let expression = statement.as(ExpressionStmtSyntax.self)?.expression ?? statement.as(ReturnStmtSyntax.self)?.expression {
                    collect(expression)
                }
            default: break
            }
        }
    }

    private func collect(_ expression: ExprSyntax) {
        if let closure = expression.as(ClosureExprSyntax.self) {
            collect(closure.statements)
        } else if let branch = expression.as(IfExprSyntax.self) {
            collect(branch.body.statements)
            switch branch.elseBody {
            case .ifExpr(let nested)?: collect(ExprSyntax(nested))
            case .codeBlock(let block)?: collect(block.statements)
            default: break
            }
        } else if let choice = expression.as(SwitchExprSyntax.self) {
            for switchCase in choice.cases { if let switchCase = switchCase.as(SwitchCaseSyntax.self) { collect(switchCase.statements) } }
        } else {
            roots.append(expression)
        }
    }
}
