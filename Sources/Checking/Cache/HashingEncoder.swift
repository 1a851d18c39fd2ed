import Findings

/// An `Encoder` that feeds every key and value straight into a `StableHash` instead of building
/// a document: a cache key of a screen's tree costs one walk and no allocation per value.
///
/// Keys, values and the shape (where containers open and close) all enter the hash, so trees that
/// differ anywhere hash apart. Values are hashed in the order `encode(to:)` writes them, which is
/// the same on every run of one build (the build is part of every key).
final class HashingEncoder: Encoder {
    var hash = StableHash()
    let codingPath: [any CodingKey] = []
    let userInfo: [CodingUserInfoKey: Any] = [:]

    /// The hash of `value`, continuing from `start`.
    static func hash(_ value: some Encodable, from start: StableHash = StableHash()) throws -> StableHash {
        let encoder = HashingEncoder()
        encoder.hash = start
        try value.encode(to: encoder)
        return encoder.hash
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        mark(0x01)
        return KeyedEncodingContainer(Keyed<Key>(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        mark(0x02)
        return Unkeyed(encoder: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        Single(encoder: self)
    }

    /// A structural byte: where a container starts, a nil, the kind of a value.
    func mark(_ byte: UInt8) {
        hash.combine(byte: byte)
    }

    func add(_ string: String) {
        mark(0x10)
        hash.combine(string)
    }

    func add(bits: UInt64, kind: UInt8) {
        mark(kind)
        var remaining = bits
        for _ in 0..<8 {
            hash.combine(byte: UInt8(truncatingIfNeeded: remaining))
            remaining >>= 8
        }
    }

    func add(_ value: some Encodable) throws {
        if let string = value as? String { return add(string) }
        if let double = value as? Double { return add(bits: double.bitPattern, kind: 0x11) }
        if let float = value as? Float { return add(bits: UInt64(float.bitPattern), kind: 0x11) }
        if let bool = value as? Bool { return add(bits: bool ? 1 : 0, kind: 0x13) }
        if let int = value as? Int { return add(bits: UInt64(bitPattern: Int64(int)), kind: 0x12) }
        if let integer = value as? any BinaryInteger { return add(bits: UInt64(truncatingIfNeeded: integer), kind: 0x12) }
        // Anything else opens and closes around its own encoding, so nesting shows in the hash.
        mark(0x14)
        try value.encode(to: self)
        mark(0x15)
    }

    private struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let encoder: HashingEncoder
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil(forKey key: Key) throws {
            encoder.add(key.stringValue)
            encoder.mark(0x00)
        }

        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            encoder.add(key.stringValue)
            try encoder.add(value)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
            -> KeyedEncodingContainer<NestedKey>
        {
            encoder.add(key.stringValue)
            return encoder.container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            encoder.add(key.stringValue)
            return encoder.unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder { encoder }
        mutating func superEncoder(forKey key: Key) -> any Encoder {
            encoder.add(key.stringValue)
            return encoder
        }
    }

    private struct Unkeyed: UnkeyedEncodingContainer {
        let encoder: HashingEncoder
        var codingPath: [any CodingKey] { [] }
        var count = 0

        mutating func encodeNil() throws {
            count += 1
            encoder.mark(0x00)
        }

        mutating func encode<T: Encodable>(_ value: T) throws {
            count += 1
            try encoder.add(value)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            count += 1
            return encoder.container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            count += 1
            return encoder.unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder { encoder }
    }

    private struct Single: SingleValueEncodingContainer {
        let encoder: HashingEncoder
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil() throws { encoder.mark(0x00) }
        mutating func encode<T: Encodable>(_ value: T) throws { try encoder.add(value) }
    }
}
