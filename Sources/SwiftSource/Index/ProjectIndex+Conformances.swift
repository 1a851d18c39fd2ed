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

    /// `lookup` on `type`, then on the protocols it conforms to and theirs, each once, nearest first.
    private func firstInConformances<T>(of type: TypeDeclaration, _ lookup: (TypeDeclaration) -> T?) -> T? {
        if let own = lookup(type) { return own }
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
