internal import SwiftSyntax

/// The scope a destination view is made in, as far as the source says without running the app.
///
/// `.navigationDestination(for: Route.self) { route in switch route { case .status(let id):
/// StatusView(id: id) } }` makes its view from values the app has only while it runs: the route
/// pushed, the case's payload, the row tapped, the presenting view's state. Those names are data
/// the app gets at run time (their texts are samples marked so), not code Reflow failed to read;
/// a `let` written on the way there (`let title = "Edit"`) is still evaluated.
extension Interpreter {
    func destinationScope(for destination: DestinationView) -> Scope {
        let file = destination.file
        let path = DestinationPath(destination.expression)
        var scope = Scope()
        if let typeName = path.enclosingTypeName, let type = index.type(named: typeName, in: file.path) {
            if path.isStatic {
                scope = Scope.statics(of: type)
            } else {
                // The presenting value's stored properties with their defaults; one with no default is
                // set while the app runs (`@State var selected: Item?` chosen by a tap).
                scope = Scope(instance: instantiate(type, Arguments(values: [])))
            }
        }
        for step in path.steps {
            switch step {
            case .bound(let names):
                for name in names where name != "_" { scope[name] = .unknown(name, .runtimeData) }
            case .declaration(let declaration):
                bind(declaration, in: &scope, file)
            }
        }
        return scope
    }
}

/// What the code around a destination binds on the way from its type's member to the expression,
/// outermost first.
private struct DestinationPath {
    enum Step {
        /// Names given values only while the app runs: parameters, patterns, loop variables.
        case bound([String])
        /// A `let` or `var` written before the destination in an enclosing block.
        case declaration(DeclSyntax)
    }

    private(set) var steps: [Step] = []
    /// The type whose member makes the destination (`Outer.Inner` for a nested type), if any.
    private(set) var enclosingTypeName: String?
    /// Whether that member is static (a `static func destination(for:)`).
    private(set) var isStatic = false

    init(_ expression: ExprSyntax) {
        var reversed: [Step] = []
        var typeNames: [String] = []
        var child = Syntax(expression)
        var node = expression.parent
        var inMember = true
        while let current = node {
            if inMember { Self.collect(current, child: child, into: &reversed, isStatic: &isStatic) }
            if let name = Self.typeName(current) {
                typeNames.append(name)
                inMember = false
            }
            child = current
            node = current.parent
        }
        steps = reversed.reversed()
        enclosingTypeName = typeNames.isEmpty ? nil : typeNames.reversed().joined(separator: ".")
    }

    private static func typeName(_ node: Syntax) -> String? {
        if let declaration = node.as(StructDeclSyntax.self) { return declaration.name.text }
        if let declaration = node.as(ClassDeclSyntax.self) { return declaration.name.text }
        if let declaration = node.as(EnumDeclSyntax.self) { return declaration.name.text }
        if let declaration = node.as(ActorDeclSyntax.self) { return declaration.name.text }
        if let declaration = node.as(ExtensionDeclSyntax.self) { return declaration.extendedType.trimmedText }
        return nil
    }

    /// The names `node` binds for `child` (inner steps are added first; the list is reversed at the end).
    private static func collect(_ node: Syntax, child: Syntax, into steps: inout [Step], isStatic: inout Bool) {
        if let closure = node.as(ClosureExprSyntax.self) {
            steps.append(.bound(BoundNames.parameters(of: closure)))
        } else if let switchCase = node.as(SwitchCaseSyntax.self), child.id != Syntax(switchCase.label).id {
            steps.append(.bound(BoundNames.names(in: Syntax(switchCase.label), enteringClosures: false)))
        } else if let loop = node.as(ForStmtSyntax.self), child.id == Syntax(loop.body).id {
            steps.append(.bound(BoundNames.names(in: Syntax(loop.pattern), enteringClosures: false)))
        } else if let branch = node.as(IfExprSyntax.self), child.id == Syntax(branch.body).id {
            steps.append(.bound(BoundNames.names(in: Syntax(branch.conditions), enteringClosures: false)))
        } else if let block = node.as(CodeBlockItemListSyntax.self) {
            // Earlier statements of the block: a `guard let` binds for the rest, a `let` is evaluated.
            var earlier: [Step] = []
            for item in block {
                if item.id == child.id { break }
                if let guardStatement = item.item.as(GuardStmtSyntax.self) {
                    earlier.append(.bound(BoundNames.names(in: Syntax(guardStatement.conditions), enteringClosures: false)))
                } else if let declaration = item.item.as(DeclSyntax.self), declaration.is(VariableDeclSyntax.self) {
                    earlier.append(.declaration(declaration))
                }
            }
            steps.append(contentsOf: earlier.reversed())
        } else if let function = node.as(FunctionDeclSyntax.self) {
            steps.append(.bound(function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }))
            isStatic = function.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
        } else if let initializer = node.as(InitializerDeclSyntax.self) {
            steps.append(.bound(initializer.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }))
        } else if let variable = node.as(VariableDeclSyntax.self) {
            isStatic = variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
        }
    }
}
