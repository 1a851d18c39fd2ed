extension Interpreter {
    /// The protocols that make a type a collection Swift iterates by index.
    static let collectionProtocols: Set<String> = [
        "Collection", "BidirectionalCollection", "RandomAccessCollection", "MutableCollection", "RangeReplaceableCollection",
    ]

    /// The elements of an instance of a project collection (`struct Moves: BidirectionalCollection`
    /// over an array), read as Swift's `IndexingIterator` reads them: from `startIndex`, through
    /// `index(after:)`, to `endIndex`, each by the type's `subscript(position:)`. Nil when the type
    /// is not such a collection, its indexes are not known numbers, or it holds more than the
    /// iteration limit.
    func collectionElements(of instance: Value.Instance) -> [Value]? {
        let type = instance.type
        guard type.conformances.contains(where: Self.collectionProtocols.contains), !type.subscripts.isEmpty,
            let start = property("startIndex", of: .instance(instance), "startIndex").number,
            let end = property("endIndex", of: .instance(instance), "endIndex").number, start <= end,
            end - start <= Double(Self.iterationLimit)
        else { return nil }
        // A subscript that counts its own collection (`names[position % count]`) is not read again inside.
        let marker = "[" + type.name + "]"
        guard context.timesInlined(marker) == 0 else { return nil }
        context.inlining.append(marker)
        defer { context.inlining.removeLast() }
        // `Collection` gives a type whose indexes are `Int`s no `index(after:)`; one it writes is asked.
        let stepping = index.methods("index", of: type)
        var elements: [Value] = []
        var position = start
        while position < end {
            let at = Arguments(values: [(label: nil, value: .number(position), syntax: nil)])
            elements.append(invoke(overload(type.subscripts, at), at, instance: instance))
            guard let stepping else {
                position += 1
                continue
            }
            let after = Arguments(values: [(label: "after", value: .number(position), syntax: nil)])
            guard let next = invoke(overload(stepping, after), after, instance: instance).number, next > position else { return nil }
            position = next
        }
        return elements
    }
}
