/// Reads the string values of a JSON document with the keys of the objects around them, without building the
/// document: translation files run to megabytes, and a lint run needs a few of their strings.
struct JSONStringScanner {
    private let bytes: [UInt8]
    private var position = 0
    /// The ``leaf(_:)`` of every key a wanted string may have, or nil to read every string.
    private let leaves: Set<UInt32>?
    /// Objects nested deeper than this are skipped.
    private static let deepest = 32

    /// Scans `bytes`.
    init(_ bytes: [UInt8], leaves: Set<UInt32>? = nil) {
        self.bytes = bytes
        self.leaves = leaves
    }

    /// A key's length, first and last byte (before any `(` modifier), packed: a cheap first test of whether a string
    /// under it is wanted.
    static func leaf<Bytes: Collection<UInt8>>(_ key: Bytes) -> UInt32 {
        let name = key.prefix { $0 != UInt8(ascii: "(") }
        guard let first = name.first else { return 0 }
        var last = first
        var count: UInt32 = 0
        for byte in name {
            last = byte
            count += 1
        }
        return min(count, 0xFFFF) << 16 | UInt32(first) << 8 | UInt32(last)
    }

    /// One member of an object, its key read: the path extended, its value read or visited.
    private mutating func member(
        _ key: String, path: inout String, depth: Int, wants: (String, Int) -> Bool, visit: (String, Int, String) -> Void
    ) -> Bool {
        let length = path.utf8.count
        let name = key.utf8.firstIndex(of: UInt8(ascii: "(")).map { String(key[..<$0]) } ?? key
        path = length == 0 ? name : path + "." + name
        defer { path = length == 0 ? "" : String(path.utf8.prefix(length))! }
        if position < bytes.count, bytes[position] == UInt8(ascii: "\"") {
            if wants(path, depth + 1) {
                guard let text = string() else { return false }
                visit(path, depth + 1, text)
                return true
            }
            return skipString()
        }
        return value(path: &path, depth: depth + 1, wants: wants, visit: visit)
    }

    /// Calls `visit` with the keys leading to each string value in objects, joined by dots (`page.title`), each key
    /// without a parenthesized modifier (slang's `apps(plural)` is `apps`), the number of keys, and the string;
    /// arrays and other values are passed over. Stops quietly at malformed input.
    static func strings(
        in bytes: [UInt8], leaves: Set<UInt32>? = nil, wanting wants: (_ path: String, _ depth: Int) -> Bool = { _, _ in true },
        visit: (_ path: String, _ depth: Int, _ text: String) -> Void
    ) {
        var scanner = JSONStringScanner(bytes, leaves: leaves)
        var path = ""
        scanner.skipSpace()
        _ = scanner.value(path: &path, depth: 0, wants: wants, visit: visit)
    }

    private mutating func skipSpace() {
        while position < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[position]) { position += 1 }
    }

    /// Reads one value at the position; false on malformed input.
    private mutating func value(
        path: inout String, depth: Int, wants: (String, Int) -> Bool, visit: (String, Int, String) -> Void
    ) -> Bool {
        guard position < bytes.count, depth < Self.deepest else { return false }
        switch bytes[position] {
        case UInt8(ascii: "{"):
            position += 1
            skipSpace()
            if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
                position += 1
                return true
            }
            while position < bytes.count {
                skipSpace()
                let keyStart = position
                guard skipString() else { return false }
                let keyEnd = position
                skipSpace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { return false }
                position += 1
                skipSpace()
                // A string whose key no wanted path ends in is passed over without making its key.
                if let leaves, position < bytes.count, bytes[position] == UInt8(ascii: "\""),
                    !leaves.contains(Self.leaf(bytes[(keyStart + 1)..<(keyEnd - 1)]))
                {
                    guard skipString() else { return false }
                } else {
                    position = keyStart
                    guard let key = string() else { return false }
                    position = keyEnd
                    skipSpace()
                    position += 1
                    skipSpace()
                    guard member(key, path: &path, depth: depth, wants: wants, visit: visit) else { return false }
                }
                skipSpace()
                guard position < bytes.count else { return false }
                if bytes[position] == UInt8(ascii: ",") {
                    position += 1
                } else if bytes[position] == UInt8(ascii: "}") {
                    position += 1
                    return true
                } else {
                    return false
                }
            }
            return false

        case UInt8(ascii: "["):
            // Passed over: brackets counted outside strings.
            var level = 0
            while position < bytes.count {
                let byte = bytes[position]
                if byte == UInt8(ascii: "\"") {
                    guard skipString() else { return false }
                    continue
                }
                if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") { level += 1 }
                if byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") { level -= 1 }
                position += 1
                if level == 0 { return true }
            }
            return false
        case UInt8(ascii: "\""):
            return skipString()
        default:
            // A number, true, false or null.
            while position < bytes.count, ![UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]")].contains(bytes[position]) {
                position += 1
            }
            return true
        }
    }

    /// Passes over a string at the position (its opening quote).
    private mutating func skipString() -> Bool {
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { return false }
        position += 1
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "\""):
                position += 1
                return true
            case UInt8(ascii: "\\"): position += 2
            default: position += 1
            }
        }
        return false
    }

    /// Reads a string at the position (its opening quote), unescaped.
    private mutating func string() -> String? {
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { return nil }
        position += 1
        let start = position
        // Most strings have no escapes: one slice.
        while position < bytes.count, bytes[position] != UInt8(ascii: "\""), bytes[position] != UInt8(ascii: "\\") { position += 1 }
        guard position < bytes.count else { return nil }
        if bytes[position] == UInt8(ascii: "\"") {
            position += 1
            return String(decoding: bytes[start..<(position - 1)], as: UTF8.self)
        }
        var scalars = String(decoding: bytes[start..<position], as: UTF8.self)
        var pending: [UInt8] = []
        func flush() {
            if !pending.isEmpty { scalars += String(decoding: pending, as: UTF8.self) }
            pending.removeAll()
        }
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                position += 1
                flush()
                return scalars
            }
            guard byte == UInt8(ascii: "\\"), position + 1 < bytes.count else {
                pending.append(byte)
                position += 1
                continue
            }
            let escaped = bytes[position + 1]
            position += 2
            switch escaped {
            case UInt8(ascii: "n"): pending.append(0x0A)
            case UInt8(ascii: "t"): pending.append(0x09)
            case UInt8(ascii: "r"): pending.append(0x0D)
            case UInt8(ascii: "b"), UInt8(ascii: "f"): break
            case UInt8(ascii: "u"):
                guard let unit = hex4() else { return nil }
                flush()
                if (0xD800..<0xDC00).contains(unit), position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
                    bytes[position + 1] == UInt8(ascii: "u")
                {
                    position += 2
                    guard let low = hex4() else { return nil }
                    let value = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                    scalars.unicodeScalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
                } else {
                    scalars.unicodeScalars.append(Unicode.Scalar(unit) ?? "\u{FFFD}")
                }
            default: pending.append(escaped)
            }
        }
        return nil
    }

    /// Four hexadecimal digits at the position.
    private mutating func hex4() -> UInt32? {
        guard position + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for byte in bytes[position..<(position + 4)] {
            guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue else { return nil }
            value = value * 16 + UInt32(digit)
        }
        position += 4
        return value
    }
}
