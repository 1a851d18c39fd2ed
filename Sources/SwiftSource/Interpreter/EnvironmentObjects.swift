internal import SwiftSyntax

/// What a view above puts in the environment for the views below it: an observable object
/// (`.environment(model)`, `.environmentObject(store)`) that `@Environment(Model.self)` and
/// `@EnvironmentObject var store: Store` read by type, or a value for a key path
/// (`.environment(\.theme, .dark)`) that `@Environment(\.theme)` reads. As in SwiftUI, the nearest
/// view that sets one decides, and what the app's scene sets (`WindowGroup { … }.environment(theme)`)
/// reaches every screen.
struct EnvironmentEntry: Sendable {
    /// The key path's last name (`theme`), or nil for an object found by its type.
    let keyPath: String?
    let value: Value
}

extension Interpreter {
    /// The entry a chained call puts in the environment, or nil when it is not an environment modifier.
    func environmentEntry(of link: FunctionCallExprSyntax, _ scope: Scope, _ file: IndexedFile) -> EnvironmentEntry? {
        guard let member = link.calledExpression.as(MemberAccessExprSyntax.self), link.trailingClosure == nil else { return nil }
        let name = member.declName.baseName.text
        guard name == "environment" || name == "environmentObject" else { return nil }
        return environmentEntry(arguments: Array(link.arguments), modifier: name, scope, file)
    }

    private func environmentEntry(
        arguments: [LabeledExprSyntax], modifier name: String, _ scope: Scope, _ file: IndexedFile
    ) -> EnvironmentEntry? {
        if arguments.count == 1, arguments[0].label == nil, !arguments[0].expression.is(KeyPathExprSyntax.self) {
            return EnvironmentEntry(keyPath: nil, value: evaluate(arguments[0].expression, scope, file))
        }
        if name == "environment", arguments.count == 2, let keyPath = arguments[0].expression.as(KeyPathExprSyntax.self),
            let last = keyPath.components.last?.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text
        {
            return EnvironmentEntry(keyPath: last, value: evaluate(arguments[1].expression, scope, file))
        }
        return nil
    }

    /// The object of type `typeName` (or a subclass, or a type conforming to it) the nearest view above
    /// puts in the environment, else the app's scene; nil when none does.
    func environmentObject(ofType typeName: String) -> Value? {
        context.recordEnvironmentRead()
        let name = Self.bareTypeName(typeName)
        let matches = { (entry: EnvironmentEntry) -> Bool in
            guard entry.keyPath == nil, case .instance(let instance) = entry.value else { return false }
            return instance.type.name == name || instance.type.conformances.contains(name)
        }
        if let entry = context.environment.last(where: matches) ?? appEnvironment().last(where: matches) { return entry.value }
        return nil
    }

    /// The value the nearest view above sets for `\.keyPath`, else the app's scene; nil when none does.
    func environmentValue(_ keyPath: String) -> Value? {
        context.recordEnvironmentRead()
        let matches = { (entry: EnvironmentEntry) in entry.keyPath == keyPath }
        return (context.environment.last(where: matches) ?? appEnvironment().last(where: matches))?.value
    }

    /// `Model?`, `Model!` and `Module.Model` name `Model`.
    private static func bareTypeName(_ written: String) -> String {
        var name = written.trimmingSuffix("?").trimmingSuffix("!")
        if name.hasSuffix(".self") { name = String(name.dropLast(5)) }
        return name.split(separator: ".").last.map(String.init) ?? name
    }

    /// What the app's scene puts in the environment (`WindowGroup { … }.environment(theme)`), read from the
    /// `App` type's `body` with the app made as it launches, following the scene's own computed properties
    /// (`var appScene: some Scene`) and the project's view modifiers it calls (`.withDependencies(theme:)`).
    /// Read once per project, by a run of its own: what reading it counts and notes belongs to no screen,
    /// so every screen's run is the same whichever screen asked first.
    private func appEnvironment() -> [EnvironmentEntry] {
        if let known = context.appEnvironment { return known }
        if let shared = index.appEnvironment.withLock({ $0 }) {
            context.appEnvironment = shared
            return shared
        }
        let reader = Interpreter(context: InterpretationContext(index: index, profile: .asWritten))
        let entries = reader.readAppEnvironment()
        index.appEnvironment.withLock { if $0 == nil { $0 = entries } }
        context.appEnvironment = entries
        return entries
    }

    private func readAppEnvironment() -> [EnvironmentEntry] {
        // An object the scene's own code reads from the environment is not there yet.
        context.appEnvironment = []
        guard let app = index.types.values.filter(\.isApp).min(by: { ($0.name, $0.file.path) < ($1.name, $1.file.path) }),
            let body = app.computedProperties["body"], let getter = body.getter
        else { return [] }
        var entries: [EnvironmentEntry] = []
        var followed: Set<String> = []
        collectEnvironment(
            in: Syntax(getter), Scope(instance: instantiate(app, Arguments(values: []))), body.file, app: app, followed: &followed,
            into: &entries)
        return entries
    }

    /// The environment modifiers in scene code, in source order, with the code it reaches followed once each.
    private func collectEnvironment(
        in root: Syntax, _ scope: Scope, _ file: IndexedFile, app: TypeDeclaration, followed: inout Set<String>,
        into entries: inout [EnvironmentEntry]
    ) {
        for node in Self.preorder(root) {
            if let reference = node.as(DeclReferenceExprSyntax.self), let property = app.computedProperties[reference.baseName.text],
                let getter = property.getter, followed.insert("property:" + property.name).inserted
            {
                collectEnvironment(in: Syntax(getter), scope, property.file, app: app, followed: &followed, into: &entries)
                continue
            }
            guard let call = node.as(FunctionCallExprSyntax.self) else { continue }
            let name =
                call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            guard let name else { continue }
            if name == "environment" || name == "environmentObject" {
                if let entry = environmentEntry(arguments: Array(call.arguments), modifier: name, scope, file) { entries.append(entry) }
            } else if let methods = index.viewExtensionMethods[name], followed.insert("method:" + name).inserted {
                let arguments = arguments(of: call, scope, file)
                guard let method = fittingOverload(methods, arguments), let body = method.body else { continue }
                var inner = scope
                bindParameters(method.parameters, arguments, into: &inner, file: method.file)
                collectEnvironment(in: Syntax(body), inner, method.file, app: app, followed: &followed, into: &entries)
            }
        }
    }

    /// Every node under `root`, parents before children, in source order. A loop over a work list:
    /// scene code nests as deep as it is written.
    private static func preorder(_ root: Syntax) -> [Syntax] {
        var nodes: [Syntax] = []
        var pending = [root]
        while let node = pending.popLast() {
            nodes.append(node)
            pending.append(contentsOf: node.children(viewMode: .sourceAccurate).reversed())
        }
        return nodes
    }
}

private extension String {
    func trimmingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}
