/// Splits Kotlin, JavaScript/TypeScript (with JSX), Dart or Swift source into tokens, so rules
/// match calls and arguments and never see code inside comments or strings.
///
/// It is a lexer, not a parser: it knows comments (nested where the language nests them), every
/// string form with its interpolations (skipped as part of the string, however deeply nested),
/// JavaScript regular expressions and template literals, and JSX tags and text. It never fails:
/// an unterminated string ends at the end of its line (or of the file, for multi-line forms), an
/// unterminated comment at the end of the file, and a `<` that does not open a well-formed JSX tag
/// is an operator. Each step consumes at least one byte, so it always ends, in linear time.
public struct Tokenizer {
    /// Code tokens, in order.
    public private(set) var tokens: [Token] = []
    /// Comments, in order.
    public private(set) var comments: [Token] = []

    private let bytes: [UInt8]
    private let dialect: CodeDialect
    private var index = 0
    private var nesting = 0

    /// Deeper interpolation or JSX nesting than this is lexed flat, so hostile input cannot exhaust
    /// the stack of a worker thread.
    static let maximumNesting = 64

    /// Tokenizes `bytes` (UTF-8) under `dialect`.
    public init(bytes: [UInt8], dialect: CodeDialect) {
        self.bytes = bytes
        self.dialect = dialect
        lexCode(until: nil)
        // A stray closer at the top level stops `lexCode(until: nil)` never; nothing is left over.
    }

    /// Tokenizes `source` under `dialect`.
    public init(_ source: String, dialect: CodeDialect) {
        self.init(bytes: Array(source.utf8), dialect: dialect)
    }

    // MARK: - Code

    /// Lexes code up to the end, or up to the unmatched `closer` (left unconsumed) when nested.
    private mutating func lexCode(until closer: UInt8?) {
        var depth = 0
        let opener: UInt8? = closer == UInt8(ascii: "}") ? UInt8(ascii: "{") : closer == UInt8(ascii: ")") ? UInt8(ascii: "(") : nil
        while index < bytes.count {
            let byte = bytes[index]
            if Self.isSpace(byte) { index += 1; continue }
            if let closer, byte == closer {
                if depth == 0 { return }
                depth -= 1
            } else if let opener, byte == opener {
                depth += 1
            }
            lexOneCodeToken()
        }
    }

    private mutating func lexOneCodeToken() {
        let byte = bytes[index]
        let next = peek(1)
        if byte == UInt8(ascii: "/") && next == UInt8(ascii: "/") { lexLineComment(); return }
        if byte == UInt8(ascii: "/") && next == UInt8(ascii: "*") { lexBlockComment(); return }
        if startsString() { lexString(); return }
        if Self.isIdentifierStart(byte) || byte == UInt8(ascii: "`") && !dialect.isJavaScript && dialect != .java {
            lexIdentifier(); return
        }
        if Self.isDigit(byte) { lexNumber(); return }
        if byte == UInt8(ascii: "<") && dialect.allowsJSX && jsxMayStart() && lexJSXElement() { return }
        if byte == UInt8(ascii: "/") && dialect.isJavaScript && regexMayStart() && lexRegex() { return }
        lexPunctuation()
    }

    private static let multiCharacterPunctuation: [String] = [
        "...", "===", "!==", "=>", "->", "==", "!=", "<=", ">=", "&&", "||",
        "?.", "??", "!!", "::", "..",
    ]

    private mutating func lexPunctuation() {
        for candidate in Self.multiCharacterPunctuation where matches(candidate) {
            emit(.punctuation, from: index, to: index + candidate.utf8.count)
            return
        }
        // A multi-byte scalar outside identifiers (an emoji operator?) stays one token.
        emit(.punctuation, from: index, to: index + max(1, Self.scalarLength(bytes[index])))
    }

    private mutating func lexIdentifier() {
        let start = index
        if bytes[index] == UInt8(ascii: "`") {
            index += 1
            while index < bytes.count && bytes[index] != UInt8(ascii: "`") && bytes[index] != UInt8(ascii: "\n") { index += 1 }
            if index < bytes.count && bytes[index] == UInt8(ascii: "`") { index += 1 }
            append(Token(kind: .identifier, text: text(start + 1, max(start + 1, index - 1)), start: start, end: index))
            return
        }
        while index < bytes.count && (Self.isIdentifierStart(bytes[index]) || Self.isDigit(bytes[index])) { index += 1 }
        emit(.identifier, from: start, to: index, advance: false)
    }

    private mutating func lexNumber() {
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if Self.isDigit(byte) || Self.isIdentifierStart(byte) && byte < 0x80 {
                // An exponent sign belongs to the number (1e-5), but not to hex (0x1E-5 is a subtraction).
                let isExponent =
                    (byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")) && !text(start, index).lowercased().hasPrefix("0x")
                index += 1
                if isExponent, let sign = peek(0), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-"), let digit = peek(1),
                    Self.isDigit(digit)
                {
                    index += 1
                }
            } else if byte == UInt8(ascii: "."), let following = peek(1), Self.isDigit(following) {
                index += 1
            } else {
                break
            }
        }
        emit(.number, from: start, to: index, advance: false)
    }

    // MARK: - Comments

    private mutating func lexLineComment() {
        let start = index
        while index < bytes.count && bytes[index] != UInt8(ascii: "\n") && bytes[index] != UInt8(ascii: "\r") { index += 1 }
        comments.append(Token(kind: .comment, text: text(start, index), start: start, end: index))
    }

    private mutating func lexBlockComment() {
        let start = index
        index += 2
        var depth = 1
        while index < bytes.count && depth > 0 {
            if matches("*/") {
                depth -= 1
                index += 2
            } else if dialect.nestsBlockComments && matches("/*") {
                depth += 1
                index += 2
            } else {
                index += 1
            }
        }
        comments.append(Token(kind: .comment, text: text(start, index), start: start, end: index))
    }

    // MARK: - Strings

    private func startsString() -> Bool {
        let byte = bytes[index]
        switch dialect {
        case .kotlin, .java: return byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
        case .javaScript: return byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte == UInt8(ascii: "`")
        case .dart:
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { return true }
            // r'…' is a raw string unless the r ends a longer name.
            return byte == UInt8(ascii: "r") && (peek(1) == UInt8(ascii: "'") || peek(1) == UInt8(ascii: "\""))
                && !previousByteIsIdentifier()
        case .swift:
            if byte == UInt8(ascii: "\"") { return true }
            guard byte == UInt8(ascii: "#") else { return false }
            var cursor = index
            while cursor < bytes.count && bytes[cursor] == UInt8(ascii: "#") { cursor += 1 }
            return cursor < bytes.count && bytes[cursor] == UInt8(ascii: "\"")
        }
    }

    private mutating func lexString() {
        let start = index
        var raw = false
        var hashes = 0
        if dialect == .dart && bytes[index] == UInt8(ascii: "r") { raw = true; index += 1 }
        if dialect == .swift {
            while index < bytes.count && bytes[index] == UInt8(ascii: "#") { hashes += 1; index += 1 }
        }
        let quote = bytes[index]
        let tripled = quote != UInt8(ascii: "`") && peek(1) == quote && peek(2) == quote
        let isKotlinRaw = dialect == .kotlin && tripled
        index += tripled ? 3 : 1
        let multiline = tripled || quote == UInt8(ascii: "`")
        let escapes = !raw && !isKotlinRaw
        while index < bytes.count {
            let byte = bytes[index]
            if !multiline && (byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")) { break }
            if byte == quote && (!tripled || peek(1) == quote && peek(2) == quote)
                && closesSwiftDelimiter(after: tripled ? 3 : 1, hashes: hashes)
            {
                index += (tripled ? 3 : 1) + hashes
                // Kotlin and Swift allow extra quotes before a closing """, which belong to the content.
                while tripled && index < bytes.count && bytes[index] == quote { index += 1 }
                break
            }
            if byte == UInt8(ascii: "\\") {
                if dialect == .swift && startsSwiftInterpolation(hashes: hashes) {
                    index += 2 + hashes
                    skipNestedCode(until: UInt8(ascii: ")"))
                    continue
                }
                if escapes && (dialect != .swift || hashes == 0) { index += 2; continue }
            }
            if byte == UInt8(ascii: "$") && peek(1) == UInt8(ascii: "{") && !raw && dialect != .swift && dialect != .java {
                index += 2
                skipNestedCode(until: UInt8(ascii: "}"))
                continue
            }
            index += 1
        }
        index = min(index, bytes.count)
        emit(.string, from: start, to: index, advance: false)
    }

    private func closesSwiftDelimiter(after quoteLength: Int, hashes: Int) -> Bool {
        guard hashes > 0 else { return true }
        for offset in 0..<hashes where peek(quoteLength + offset) != UInt8(ascii: "#") { return false }
        return true
    }

    private func startsSwiftInterpolation(hashes: Int) -> Bool {
        for offset in 0..<hashes where peek(1 + offset) != UInt8(ascii: "#") { return false }
        return peek(1 + hashes) == UInt8(ascii: "(")
    }

    /// Skips an interpolation's code and its closer; its tokens are part of the string.
    private mutating func skipNestedCode(until closer: UInt8) {
        let tokenCount = tokens.count, commentCount = comments.count
        if nesting < Self.maximumNesting {
            nesting += 1
            lexCode(until: closer)
            nesting -= 1
        } else {
            while index < bytes.count && bytes[index] != closer { index += 1 }
        }
        tokens.removeSubrange(tokenCount...)
        comments.removeSubrange(commentCount...)
        if index < bytes.count { index += 1 }
    }

    // MARK: - JavaScript regular expressions

    private static let keywordsBeforeExpression: Set<String> = [
        "return", "typeof", "case", "do", "else", "in", "of", "new", "delete",
        "void", "throw", "yield", "await", "instanceof",
    ]

    /// Whether a `/` here starts a regular expression rather than dividing.
    private func regexMayStart() -> Bool {
        guard let previous = tokens.last else { return true }
        switch previous.kind {
        case .identifier: return Self.keywordsBeforeExpression.contains(previous.text)
        case .number, .string, .jsxText: return false
        case .punctuation: return ![")", "]", "}"].contains(previous.text)
        default: return true
        }
    }

    private mutating func lexRegex() -> Bool {
        let start = index
        var cursor = index + 1
        var inClass = false
        while cursor < bytes.count {
            let byte = bytes[cursor]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { return false }
            if byte == UInt8(ascii: "\\") { cursor += 2; continue }
            if byte == UInt8(ascii: "[") { inClass = true } else if byte == UInt8(ascii: "]") { inClass = false }
            if byte == UInt8(ascii: "/") && !inClass { break }
            cursor += 1
        }
        guard cursor < bytes.count else { return false }
        cursor += 1
        while cursor < bytes.count && Self.isIdentifierStart(bytes[cursor]) { cursor += 1 }
        index = cursor
        emit(.string, from: start, to: index, advance: false)
        return true
    }

    // MARK: - JSX

    private static let tokensBeforeJSX: Set<String> = [
        "(", "[", "{", ",", ";", "=", ":", "?", "!", "&&", "||", "??", "=>", "return",
        "yield", "default", "case", "else", "do",
    ]

    /// Whether a `<` here may open a JSX element: a name or `>` follows, and an expression may start.
    private func jsxMayStart() -> Bool {
        guard let next = peek(1), Self.isIdentifierStart(next) || next == UInt8(ascii: ">") else { return false }
        guard let previous = tokens.last else { return true }
        switch previous.kind {
        case .jsxTagStart, .jsxTagEnd, .jsxText, .jsxClosingTagStart: return true
        case .identifier, .punctuation: return Self.tokensBeforeJSX.contains(previous.text)
        default: return false
        }
    }

    /// Lexes one JSX element with its children, or restores everything and returns false when the
    /// text is not a well-formed tag (a comparison, a TypeScript generic).
    private mutating func lexJSXElement() -> Bool {
        guard nesting < Self.maximumNesting else { return false }
        let savedIndex = index, savedTokens = tokens.count, savedComments = comments.count
        nesting += 1
        defer { nesting -= 1 }
        if lexJSXTag() { return true }
        index = savedIndex
        tokens.removeSubrange(savedTokens...)
        comments.removeSubrange(savedComments...)
        return false
    }

    private mutating func lexJSXTag() -> Bool {
        emit(.jsxTagStart, from: index, to: index + 1)
        skipSpaceAndComments()
        if peek(0) == UInt8(ascii: ">") {
            emit(.jsxTagEnd, from: index, to: index + 1)
            lexJSXChildren()
            return true
        }
        guard lexJSXName() else { return false }
        while index < bytes.count {
            skipSpaceAndComments()
            guard let byte = peek(0) else { return false }
            if byte == UInt8(ascii: "/") && peek(1) == UInt8(ascii: ">") {
                emit(.jsxTagEnd, from: index, to: index + 2)
                return true
            }
            if byte == UInt8(ascii: ">") {
                emit(.jsxTagEnd, from: index, to: index + 1)
                lexJSXChildren()
                return true
            }
            if byte == UInt8(ascii: "{") {
                guard lexJSXExpression() else { return false }
                continue
            }
            guard lexJSXName() else { return false }
            skipSpaceAndComments()
            guard peek(0) == UInt8(ascii: "=") else { continue }
            emit(.punctuation, from: index, to: index + 1)
            skipSpaceAndComments()
            guard let value = peek(0) else { return false }
            if value == UInt8(ascii: "\"") || value == UInt8(ascii: "'") {
                let start = index
                index += 1
                while index < bytes.count && bytes[index] != value { index += 1 }
                guard index < bytes.count else { return false }
                index += 1
                emit(.string, from: start, to: index, advance: false)
            } else if value == UInt8(ascii: "{") {
                guard lexJSXExpression() else { return false }
            } else if value == UInt8(ascii: "<") {
                guard lexJSXElement() else { return false }
            } else {
                return false
            }
        }
        return false
    }

    /// A tag or attribute name: letters, digits, `_`, `$`, `-`, `:` and `.` (`Animated.Text`, `aria-label`).
    private mutating func lexJSXName() -> Bool {
        guard let first = peek(0), Self.isIdentifierStart(first) else { return false }
        let start = index
        while let byte = peek(0),
            Self.isIdentifierStart(byte) || Self.isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ":")
                || byte == UInt8(ascii: ".")
        {
            index += 1
        }
        emit(.identifier, from: start, to: index, advance: false)
        return true
    }

    /// `{ code }` inside JSX, braces emitted as punctuation.
    private mutating func lexJSXExpression() -> Bool {
        emit(.punctuation, from: index, to: index + 1)
        lexCode(until: UInt8(ascii: "}"))
        guard peek(0) == UInt8(ascii: "}") else { return false }
        emit(.punctuation, from: index, to: index + 1)
        return true
    }

    private mutating func lexJSXChildren() {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") && peek(1) == UInt8(ascii: "/") {
                emit(.jsxClosingTagStart, from: index, to: index + 2)
                skipSpace()
                _ = lexJSXName()
                skipSpace()
                if peek(0) == UInt8(ascii: ">") { emit(.jsxTagEnd, from: index, to: index + 1) }
                return
            }
            if byte == UInt8(ascii: "<") {
                if !lexJSXElement() { index += 1 }
                continue
            }
            if byte == UInt8(ascii: "{") {
                if !lexJSXExpression() { return }
                continue
            }
            var start = index
            while index < bytes.count && bytes[index] != UInt8(ascii: "<") && bytes[index] != UInt8(ascii: "{") { index += 1 }
            var end = index
            while start < end && Self.isSpace(bytes[start]) { start += 1 }
            while end > start && Self.isSpace(bytes[end - 1]) { end -= 1 }
            if start < end { tokens.append(Token(kind: .jsxText, text: text(start, end), start: start, end: end)) }
        }
    }

    // MARK: - Helpers

    private mutating func emit(_ kind: TokenKind, from start: Int, to end: Int, advance: Bool = true) {
        let end = min(end, bytes.count)
        append(Token(kind: kind, text: text(start, end), start: start, end: end))
        if advance { index = end }
    }

    private mutating func append(_ token: Token) {
        tokens.append(token)
    }

    private mutating func skipSpace() {
        while index < bytes.count && Self.isSpace(bytes[index]) { index += 1 }
    }

    /// Blanks and comments between the parts of a JSX tag, where JavaScript comments are allowed.
    private mutating func skipSpaceAndComments() {
        while index < bytes.count {
            if Self.isSpace(bytes[index]) {
                index += 1
            } else if matches("//") {
                lexLineComment()
            } else if matches("/*") {
                lexBlockComment()
            } else {
                return
            }
        }
    }

    private func peek(_ offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private func matches(_ literal: String) -> Bool {
        var cursor = index
        for byte in literal.utf8 {
            guard cursor < bytes.count, bytes[cursor] == byte else { return false }
            cursor += 1
        }
        return true
    }

    private func previousByteIsIdentifier() -> Bool {
        index > 0 && (Self.isIdentifierStart(bytes[index - 1]) || Self.isDigit(bytes[index - 1]))
    }

    private func text(_ start: Int, _ end: Int) -> String {
        String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C || byte == 0x0B
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= 0x30 && byte <= 0x39
    }

    /// Letters, `_`, `$` and any non-ASCII byte (names in other scripts).
    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte == 0x24 || byte >= 0x80
    }

    private static func scalarLength(_ lead: UInt8) -> Int {
        lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
    }
}
