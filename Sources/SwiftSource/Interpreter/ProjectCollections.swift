extension Interpreter {
    /// The protocols that make a type a collection Swift iterates by index.
    static let collectionProtocols: Set<String> = [
        "Collection", "BidirectionalCollection", "RandomAccessCollection", "MutableCollection", "RangeReplaceableCollection",
    ]

    /// How many elements an instance of a project collection (`struct Moves: BidirectionalCollection`
    /// over an array) holds, when its positions are the offsets `0..<count` an array has: `startIndex`
    /// 0, `endIndex` a known number, and the type's own `index(after:)`, if it writes one, adding one.
    /// Nil for any other collection (its positions are not offsets, so what `indices` or `firstIndex`
    /// give could not be told), for one past the iteration limit, and inside the type's own subscript.
    func collectionCount(of instance: Value.Instance) -> Int? {
        let type = instance.type
        guard type.conformances.contains(where: Self.collectionProtocols.contains), elementSubscript(of: type) != nil,
            property("startIndex", of: .instance(instance), "startIndex").number == 0,
            let end = property("endIndex", of: .instance(instance), "endIndex").count, end >= 0, end <= Self.iterationLimit
        else { return nil }
        let after = { (position: Int) in Arguments(values: [(label: "after", value: .number(Double(position)), syntax: nil)]) }
        if let stepping = index.methods("index", of: type).flatMap({ fittingOverload($0, after(0)) }) {
            for position in 0..<end {
                guard invoke(stepping, after(position), instance: instance).number == Double(position + 1) else { return nil }
            }
        }
        return end
    }

    /// The elements of a project collection whose positions are offsets (`collectionCount(of:)`), each
    /// read by the type's subscript, as Swift's `IndexingIterator` reads them.
    func collectionElements(of instance: Value.Instance) -> [Value]? {
        // A subscript that counts its own collection (`names[position % count]`) is not read again inside.
        let marker = "[" + instance.type.name + "]"
        guard context.timesInlined(marker) == 0, let count = collectionCount(of: instance),
            let subscriptMember = elementSubscript(of: instance.type)
        else { return nil }
        context.inlining.append(marker)
        defer { context.inlining.removeLast() }
        return (0..<count).map { position in
            invoke(subscriptMember, Self.position(position), instance: instance)
        }
    }

    /// `moves.count`, `moves.last` of a project collection: what `Collection` gives, worked out from its
    /// count and as few elements as the property needs.
    func collectionProperty(_ name: String, of instance: Value.Instance) -> Value? {
        guard Self.collectionProperties.contains(name), let count = collectionCount(of: instance) else { return nil }
        switch name {
        case "count": return .number(Double(count))
        case "isEmpty": return .bool(count == 0)
        case "indices": return .array((0..<count).map { .number(Double($0)) })
        default:
            guard count > 0 else { return Value.none }
            return collectionElements(of: instance).flatMap { name == "first" ? $0.first : $0.last }
        }
    }

    /// What `Collection` gives every collection, read from a project collection.
    static let collectionProperties: Set<String> = ["count", "isEmpty", "first", "last", "indices"]

    /// The subscript that reads an element at a position: one unlabelled argument.
    private func elementSubscript(of type: TypeDeclaration) -> FunctionMember? {
        fittingOverload(type.subscripts, Self.position(0))
    }

    private static func position(_ position: Int) -> Arguments {
        Arguments(values: [(label: nil, value: .number(Double(position)), syntax: nil)])
    }
}
