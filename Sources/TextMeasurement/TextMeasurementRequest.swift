/// Everything that decides how a text lays out: the cache key of text measurement.
public struct TextMeasurementRequest: Hashable, Sendable {
    /// The text; `\n` starts a new line.
    public var text: String
    /// The font.
    public var font: FontRequest
    /// The width offered, or nil to lay the text out on as few lines as its hard breaks allow.
    public var width: Double?
    /// The most lines the text may use (`lineLimit`), or nil for no limit.
    public var lineLimit: Int?
    /// How text beyond the limit is cut.
    public var truncationMode: TruncationMode
    /// How far the font may shrink to fit (`minimumScaleFactor`); 1 means never.
    public var minimumScaleFactor: Double
    /// The height offered, which `minimumScaleFactor` shrinks text to fit; nil for unbounded.
    public var height: Double?
    /// A BCP 47 language for shaping and line breaking (`de`, `ja`), or empty.
    public var language: String

    /// A request with SwiftUI's defaults: no width or line limit, tail truncation, no shrinking.
    public init(
        text: String, font: FontRequest, width: Double? = nil, lineLimit: Int? = nil,
        truncationMode: TruncationMode = .tail, minimumScaleFactor: Double = 1, height: Double? = nil,
        language: String = ""
    ) {
        self.text = text
        self.font = font
        self.width = width
        self.lineLimit = lineLimit
        self.truncationMode = truncationMode
        self.minimumScaleFactor = minimumScaleFactor
        self.height = height
        self.language = language
    }
}

extension TextMeasurementRequest {
    /// Equal when every field is, the text compared byte for byte: two spellings of one character
    /// (precomposed or not) may shape differently, and byte comparison skips the normalization
    /// that `String` equality and hashing do, which dominated the measurement cache's lookups.
    public static func == (lhs: TextMeasurementRequest, rhs: TextMeasurementRequest) -> Bool {
        lhs.font == rhs.font && lhs.width == rhs.width && lhs.lineLimit == rhs.lineLimit && lhs.truncationMode == rhs.truncationMode
            && lhs.minimumScaleFactor == rhs.minimumScaleFactor && lhs.height == rhs.height && lhs.language == rhs.language
            && lhs.text.sameBytes(as: rhs.text)
    }

    /// Hashes the text's UTF-8 bytes and the other fields.
    public func hash(into hasher: inout Hasher) {
        var text = self.text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        hasher.combine(font)
        hasher.combine(width)
        hasher.combine(lineLimit)
        hasher.combine(truncationMode)
        hasher.combine(minimumScaleFactor)
        hasher.combine(height)
        hasher.combine(language)
    }
}

extension String {
    /// Whether the two strings have the same UTF-8 bytes (a memory comparison, no normalization).
    public func sameBytes(as other: String) -> Bool {
        guard utf8.count == other.utf8.count else { return false }
        var left = self, right = other
        return left.withUTF8 { a in
            right.withUTF8 { b in
                // Copies of one string share their bytes; otherwise a word at a time, because a
                // byte-by-byte loop was most of what keying caches by text cost.
                a.baseAddress == b.baseAddress || Self.sameBytes(UnsafeRawBufferPointer(a), UnsafeRawBufferPointer(b))
            }
        }
    }

    /// Whether two buffers of the same length hold the same bytes.
    private static func sameBytes(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset + 8 <= a.count {
            if a.loadUnaligned(fromByteOffset: offset, as: UInt64.self) != b.loadUnaligned(fromByteOffset: offset, as: UInt64.self) {
                return false
            }
            offset += 8
        }
        while offset < a.count {
            if a[offset] != b[offset] { return false }
            offset += 1
        }
        return true
    }
}
