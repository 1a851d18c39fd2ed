extension ProjectIndex {
    /// The methods named `name` that `type` has: its own, else those its protocols' extensions give
    /// it (`extension AnyStatus { func filteredEntry(…) }` for a `Status: AnyStatus`).
    func methods(_ name: String, of type: TypeDeclaration) -> [FunctionMember]? {
        firstInConformances(of: type) { $0.methods[name] }
    }

    /// The computed property `name` of `type`, its own or from an extension of one of its protocols.
    func computedProperty(_ name: String, of type: TypeDeclaration) -> Member? {
        firstInConformances(of: type) { $0.computedProperties[name] }
    }

    /// The project class `type` inherits from: a class's superclass comes first in its inheritance clause.
    func superclass(of type: TypeDeclaration) -> TypeDeclaration? {
        guard type.kind == .classType, let name = type.conformances.first, let declared = types[name], declared.kind == .classType,
            declared !== type
        else { return nil }
        return declared
    }

    /// `type`'s stored properties with those it inherits from project superclasses, the superclass's first.
    func storedProperties(of type: TypeDeclaration) -> [StoredProperty] {
        if let aliased = aliasedType(of: type) { return storedProperties(of: aliased) }
        let chain = inheritanceChain(of: type)
        return chain.count == 1 ? type.storedProperties : chain.flatMap(\.storedProperties)
    }

    /// `type`'s stored property `name`, the first of that name in `storedProperties(of:)`, found without
    /// listing them.
    func storedProperty(_ name: String, of type: TypeDeclaration) -> StoredProperty? {
        if let aliased = aliasedType(of: type) { return storedProperty(name, of: aliased) }
        guard superclass(of: type) != nil else { return type.storedProperty(named: name) }
        for declaring in inheritanceChain(of: type) {
            if let property = declaring.storedProperty(named: name) { return property }
        }
        return nil
    }

    /// `type` and the project classes it inherits from, the furthest superclass first.
    private func inheritanceChain(of type: TypeDeclaration) -> [TypeDeclaration] {
        var chain = [type]
        while chain.count < Self.inheritanceDepthLimit, let parent = superclass(of: chain[0]), !chain.contains(where: { $0 === parent }) {
            chain.insert(parent, at: 0)
        }
        return chain
    }

    /// The generic type an alias's extension is of (`Three` for `extension Puzzle`).
    func aliasedType(of type: TypeDeclaration) -> TypeDeclaration? {
        guard let target = type.aliasTarget, let named = GenericTypeName(target), let aliased = types[named.base], aliased !== type else {
            return nil
        }
        return aliased
    }

    /// The subscripts of `type`: its own, and for an alias's extension those of the type it names.
    func subscripts(of type: TypeDeclaration) -> [FunctionMember] {
        type.subscripts + (aliasedType(of: type)?.subscripts ?? [])
    }

    /// The initializers that make a `type`: its own, else, for a subclass that declares none, those
    /// it inherits from its superclass; an alias's extension adds its own to the named type's.
    func initializers(of type: TypeDeclaration) -> [FunctionMember] {
        if let aliased = aliasedType(of: type) { return type.initializers + initializers(of: aliased) }
        var current = type
        for _ in 0..<Self.inheritanceDepthLimit {
            guard current.initializers.isEmpty, let parent = superclass(of: current) else { break }
            current = parent
        }
        return current.initializers
    }

    /// How many superclasses are followed: a cycle (only in code that does not compile) ends here.
    static let inheritanceDepthLimit = 16

    /// `lookup` on `type`, then on the protocols it conforms to and theirs, each once, nearest first.
    private func firstInConformances<T>(of type: TypeDeclaration, _ lookup: (TypeDeclaration) -> T?) -> T? {
        if let own = lookup(type) { return own }
        // Most types conform only to the frameworks' protocols (`View`, `Identifiable`): nothing to search.
        guard type.conformances.contains(where: { types[$0] != nil }) else { return nil }
        var seen: Set<String> = [type.name]
        var queue = type.conformances
        while !queue.isEmpty {
            let name = queue.removeFirst()
            guard seen.insert(name).inserted, let conformance = types[name] else { continue }
            if let found = lookup(conformance) { return found }
            queue += conformance.conformances
        }
        return nil
    }
}
