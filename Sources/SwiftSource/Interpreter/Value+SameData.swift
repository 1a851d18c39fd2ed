internal import LayoutEngine
internal import DynamicType

extension Value {
    /// Whether `self` and `other` are certainly the same data: equal texts, numbers and flags, the
    /// same cases and instances of the same project types with the same fields. Anything the answer
    /// is not certain for (closures, views, fonts, layout values) is not the same, so a caller that
    /// reuses work for the same data only ever reuses it when the code would do the same again.
    /// Whether two values are the same dictionary key, as Swift's `==` finds them: texts by their characters,
    /// and a case written `.placed` where the key's type gives its enum the same as that case made by code.
    func isSameKey(as other: Value) -> Bool {
        switch (self, other) {
        case let (.text(a), .text(b)): a.string == b.string
        case let (.member(written, arguments), .enumCase(made)), let (.enumCase(made), .member(written, arguments)):
            written == made.name && Self.sameKeys(arguments, made.payload)
        case let (.enumCase(a), .enumCase(b)): a.type === b.type && a.name == b.name && Self.sameKeys(a.payload, b.payload)
        case let (.member(a, x), .member(b, y)): a == b && Self.sameKeys(x, y)
        case let (.tuple(a, _), .tuple(b, _)), let (.array(a), .array(b)): Self.sameKeys(a, b)
        default: isSameData(as: other)
        }
    }

    private static func sameKeys(_ a: [Value], _ b: [Value]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.isSameKey(as: $1) }
    }

    func isSameData(as other: Value) -> Bool {
        switch (self, other) {
        case let (.text(a), .text(b)): a == b
        case let (.number(a), .number(b)), let (.date(a), .date(b)), let (.duration(a), .duration(b)): a == b
        case let (.bool(a), .bool(b)): a == b
        case let (.color(a), .color(b)): a == b
        case let (.array(a), .array(b)), let (.tuple(a, _), .tuple(b, _)): Self.sameData(a, b)
        case let (.dictionary(a), .dictionary(b)):
            a.count == b.count
                && (a.isSameCopy(as: b) || zip(a, b).allSatisfy { $0.key.isSameData(as: $1.key) && $0.value.isSameData(as: $1.value) })
        case let (.enumCase(a), .enumCase(b)): a.type === b.type && a.name == b.name && Self.sameData(a.payload, b.payload)
        case let (.instance(a), .instance(b)):
            a.type === b.type && a.fields.count == b.fields.count
                && (a.fields.isSameCopy(as: b.fields)
                    || a.fields.allSatisfy { name, value in b.fields[name].map(value.isSameData(as:)) ?? false })
        case let (.member(a, arguments: x), .member(b, arguments: y)): a == b && Self.sameData(x, y)
        case let (.implicitInit(x), .implicitInit(y)):
            x.map(\.label) == y.map(\.label) && Self.sameData(x.map(\.value), y.map(\.value))
        case let (.keyPath(a), .keyPath(b)): a == b
        // Why a value is unknown shows in the stand-ins it makes, so it is part of the data.
        case let (.unknown(a, x), .unknown(b, y)): a == b && x == y
        case let (.category(a), .category(b)): a == b
        case let (.formatter(a), .formatter(b)): a == b
        // `.accessibilityMedium` in a list of `ContentSizeCategory` values is the size AX1.
        case let (.category(size), .member(name, arguments)), let (.member(name, arguments), .category(size)):
            arguments.isEmpty && (try? ContentSizeCategory(parsing: name)) == size
        case let (.range(a, x), .range(b, y)): a == b && x == y
        case let (.categoryRange(a, x), .categoryRange(b, y)): a == b && x == y
        case (.none, .none), (.dynamicTypeSize, .dynamicTypeSize): true
        default: false
        }
    }

    private static func sameData(_ a: [Value], _ b: [Value]) -> Bool {
        a.count == b.count && (a.isSameCopy(as: b) || zip(a, b).allSatisfy { $0.isSameData(as: $1) })
    }
}

extension Dictionary {
    /// Whether `other` is this very copy: one storage, so every entry is the same without comparing them.
    /// A dictionary is one reference to its storage; copies that share it have the same bits.
    func isSameCopy(as other: [Key: Value]) -> Bool {
        count == other.count
            && withUnsafeBytes(of: self) { a in withUnsafeBytes(of: other) { b in a.elementsEqual(b) } }
    }

    /// The address of its storage, which copies share; nil where a dictionary is not one word.
    var storageIdentity: Int? {
        guard MemoryLayout<Self>.size == MemoryLayout<Int>.size else { return nil }
        return withUnsafeBytes(of: self) { $0.load(as: Int.self) }
    }
}

extension Array {
    /// Whether `other`, of the same length, is this very copy (a model passed on unchanged): then every
    /// element is the same without walking them, however deep they go.
    func isSameCopy(as other: [Element]) -> Bool {
        count == other.count && withUnsafeBufferPointer { a in other.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress } }
    }
}
