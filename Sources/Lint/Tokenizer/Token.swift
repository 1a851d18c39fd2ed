/// What a token is. Comments are kept apart from the code tokens; strings (with any
/// interpolations inside them) are one token each.
public enum TokenKind: Hashable, Sendable {
    /// A name or keyword (`Text`, `val`, `fontScale`).
    case identifier
    /// A numeric literal with its suffix (`16`, `1.5f`, `0x1F`).
    case number
    /// A string, character, template or regular-expression literal, delimiters included.
    case string
    /// An operator or bracket (`(`, `.`, `=>`, `?.`).
    case punctuation
    /// A line or block comment, delimiters included.
    case comment
    /// Text between JSX tags, trimmed (`Don't panic`).
    case jsxText
    /// The `<` that opens a JSX tag.
    case jsxTagStart
    /// The `</` that opens a JSX closing tag.
    case jsxClosingTagStart
    /// The `>` or `/>` that ends a JSX tag.
    case jsxTagEnd
}

/// One token: its kind, its text and where it lies in the file's UTF-8 bytes.
public struct Token: Hashable, Sendable, CustomStringConvertible {
    /// What it is.
    public var kind: TokenKind
    /// Its text as written.
    public var text: String
    /// The offset of its first byte.
    public var start: Int
    /// The offset just past its last byte.
    public var end: Int

    /// A token of `kind` spelled `text` over bytes `start..<end`.
    public init(kind: TokenKind, text: String, start: Int, end: Int) {
        self.kind = kind
        self.text = text
        self.start = start
        self.end = end
    }

    /// Its text.
    public var description: String { text }

    /// Whether it is the punctuation or identifier `text`.
    public func isText(_ text: String) -> Bool {
        self.text == text && (kind == .punctuation || kind == .identifier)
    }
}
