/// Generic types as Swift reads them: `Three<Three<Cube>>` is `Three` with `Element` standing for
/// `Three<Cube>`, so `.init(.mock, .mock, .mock)` passed as one makes a `Three` whose parameters of
/// type `Element` take `Three<Cube>`'s `.init` and `.mock`. A type alias that names a generic type
/// with its arguments (`typealias Puzzle = Three<Three<Three<Cube>>>`) means exactly that type.
extension Interpreter {
    /// The project type a written type names, with what its generic parameters stand for; nil for
    /// standard and unknown types.
    func genericType(_ written: String, owner: TypeDeclaration?) -> (type: TypeDeclaration, arguments: [String: String])? {
        var name = Self.withoutOptionalMarks(written)
        if name.hasPrefix("Optional<"), name.hasSuffix(">") { name = name.dropFirst(9).dropLast() }
        // A type written without arguments that is no alias is read as it always was.
        if !name.includes("<"), index.typeAliases[String(name)] == nil {
            return declaredType(String(name), owner: owner).map { ($0, typeArguments(of: $0)) }
        }
        guard let named = GenericTypeName(index.resolvingAliases(String(name))), let type = declaredType(named.base, owner: owner) else {
            return nil
        }
        guard !named.arguments.isEmpty else { return (type, typeArguments(of: type)) }
        return (type, Self.bindings(type.genericParameters, named.arguments))
    }

    /// What the generic parameters stand for in the values an alias's extension makes (`Element` →
    /// `Three<Three<Cube>>` in `extension Puzzle`); empty for any other type.
    func typeArguments(of type: TypeDeclaration) -> [String: String] {
        guard type.aliasTarget != nil, let target = type.aliasTarget, let named = GenericTypeName(target),
            let aliased = index.aliasedType(of: type)
        else {
            return [:]
        }
        return Self.bindings(aliased.genericParameters, named.arguments)
    }

    /// What the generic parameters stand for in code running in `scope`: its instance's, or those of the
    /// alias whose static code it is.
    func typeArguments(in scope: Scope) -> [String: String] {
        if let instance = scope.instance {
            return instance.typeArguments.isEmpty ? typeArguments(of: instance.type) : instance.typeArguments
        }
        return scope.staticType.map(typeArguments(of:)) ?? [:]
    }

    /// Parameters paired with arguments in order; a count that does not match binds none.
    private static func bindings(_ parameters: [String], _ arguments: [String]) -> [String: String] {
        guard parameters.count == arguments.count else { return [:] }
        return Dictionary(zip(parameters, arguments), uniquingKeysWith: { first, _ in first })
    }

    /// Whether a written type is swift-tagged's `Tagged<…>`, itself or through an alias the code around
    /// `owner` can see (`Move.PlayerIndex`, written `PlayerIndex` in `Move`'s code).
    func namesTagged(_ written: String, owner: TypeDeclaration?) -> Bool {
        var name = Self.withoutOptionalMarks(written)
        if name.hasPrefix("Optional<"), name.hasSuffix(">") { name = name.dropFirst(9).dropLast() }
        for _ in 0..<ProjectIndex.aliasDepthLimit {
            if name.hasPrefix("Tagged<") { return true }
            guard let target = alias(named: name, around: owner) else { return false }
            name = Substring(target)
        }
        return false
    }

    /// The type an alias names, looked up as Swift finds the name from `owner`'s code: nested in it or the
    /// types around it, nearest first, then at the top level.
    private func alias(named name: Substring, around owner: TypeDeclaration?) -> String? {
        guard !index.typeAliases.isEmpty else { return nil }
        var outer = Substring(owner?.name ?? "")
        while !outer.isEmpty {
            if let target = index.typeAliases["\(outer).\(name)"] { return target }
            outer = outer.lastIndex(of: ".").map { outer[..<$0] } ?? ""
        }
        return index.typeAliases[String(name)]
    }
}
