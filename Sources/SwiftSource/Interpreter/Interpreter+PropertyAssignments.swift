internal import SwiftSyntax

/// `model.favorites = [.cupOfChrist, .hymn1151]`, `model.state.title = "Done"`: code (a preview, most
/// often) that sets a property of an instance held in a local before handing it to a view. The local
/// keeps the changed instance, so the view shows what the code set, not the property's default.
extension Interpreter {
    /// The local, the property path below it and the assigned expression of `local.a.b = value`
    /// (or `+=`, `-=`, `*=`, `/=`), or nil for any other expression.
    static func propertyAssignment(_ expression: ExprSyntax) -> (local: String, path: [String], symbol: String, value: ExprSyntax)? {
        guard let parts = assignment(expression) else { return nil }
        var path: [String] = []
        var target = parts.target
        while let member = target.as(MemberAccessExprSyntax.self), let base = member.base {
            path.insert(member.declName.baseName.text, at: 0)
            target = base
        }
        guard !path.isEmpty, let local = target.as(DeclReferenceExprSyntax.self)?.baseName.text, local != "self" else { return nil }
        return (local, path, parts.symbol, parts.value)
    }

    /// Sets the property `path` of the instance in local `local` to `value` evaluated in `scope`;
    /// false, changing nothing, when the local is not an instance of a project type with that
    /// stored property at each step.
    func assignProperty(_ local: String, _ path: [String], _ symbol: String, _ value: ExprSyntax, _ scope: inout Scope, _ file: IndexedFile)
        -> Bool
    {
        guard scope.hasLocal(local), case .instance(let instance)? = scope[local],
            let changed = assigning(path[...], in: instance, symbol: symbol, value: { evaluate(value, scope, file) })
        else { return false }
        scope[local] = .instance(changed)
        return true
    }

    private func assigning(_ path: ArraySlice<String>, in instance: Value.Instance, symbol: String, value: () -> Value) -> Value.Instance? {
        guard let name = path.first, let property = index.storedProperties(of: instance.type).first(where: { $0.name == name }) else {
            return nil
        }
        var changed = instance
        if path.count > 1 {
            guard case .instance(let inner)? = instance.fields[name],
                let innerChanged = assigning(path.dropFirst(), in: inner, symbol: symbol, value: value)
            else { return nil }
            changed.fields[name] = .instance(innerChanged)
            return changed
        }
        var new = value()
        if symbol != "=" {
            new = Operators.apply(String(symbol.dropLast()), instance.fields[name] ?? .unknown(name), new) ?? .unknown(name)
        }
        changed.fields[name] = Self.passed(resolved(new, as: property.type, owner: instance.type), as: name, type: property.type)
        return changed
    }
}
