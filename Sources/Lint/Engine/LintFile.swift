import ReflowLocking

/// One file to lint: its path, its text, and the analyses rules share (tokens, XML tree), each
/// computed once on first use however many rules read the file.
public struct LintFile: Sendable {
    /// The path as reported (relative to the project root when discovered).
    public let path: String
    /// The text, valid UTF-8.
    public let text: String
    /// The text's UTF-8 bytes.
    public let bytes: [UInt8]
    /// The byte offset at which each line starts; `lineStarts[0] == 0`.
    public let lineStarts: [Int]
    private let cache: AnalysisCache

    /// A file at `path` with `text`.
    public init(path: String, text: String) {
        self.path = path
        self.text = text
        self.bytes = Array(text.utf8)
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        self.lineStarts = starts
        self.cache = AnalysisCache()
    }

    /// The line and column of byte `offset` (clamped to the file).
    public func position(ofByte offset: Int) -> SourcePosition {
        let offset = max(0, min(offset, bytes.count))
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return SourcePosition(line: low + 1, column: offset - lineStarts[low] + 1)
    }

    /// Where `token` starts.
    public func position(of token: Token) -> SourcePosition {
        position(ofByte: token.start)
    }

    /// The text of `line` (from 1) without its line break; empty outside the file.
    public func lineText(_ line: Int) -> String {
        guard line >= 1 && line <= lineStarts.count else { return "" }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] : bytes.count
        while end > start && (bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r")) { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The tokens of a code file under its dialect (by extension; Kotlin when unknown).
    public var codeIndex: CodeIndex {
        cache.codeIndex.withLock { cached in
            if let cached { return cached }
            let index = CodeIndex(bytes: bytes, dialect: CodeDialect.forPath(path) ?? .kotlin)
            cached = index
            return index
        }
    }

    /// The JSX elements of a React Native file, built once from `codeIndex` for every rule.
    public var jsxTree: JSXTree {
        cache.jsxTree.withLock { cached in
            if let cached { return cached }
            let tree = JSXTree(codeIndex)
            cached = tree
            return tree
        }
    }

    /// The styles of a React Native file, read once from `codeIndex` for every rule that follows them.
    var reactNativeStyles: ReactNativeStyles {
        cache.reactNativeStyles.withLock { cached in
            if let cached { return cached }
            let styles = ReactNativeStyles(codeIndex)
            cached = styles
            return styles
        }
    }

    /// Where each name a React Native file imports comes from (``ReactNativeComponents/imports(in:)``), read once.
    var reactNativeImports: [String: String] {
        cache.reactNativeImports.withLock { cached in
            if let cached { return cached }
            let imports = ReactNativeComponents.imports(in: codeIndex)
            cached = imports
            return imports
        }
    }

    /// The XML tree of a storyboard, xib or Android resource.
    public var xmlDocument: XMLDocumentModel {
        cache.xmlDocument.withLock { cached in
            if let cached { return cached }
            let document = XMLDocumentModel(file: self)
            cached = document
            return document
        }
    }

    /// Analyses computed on first use; a class so copies of a file share them.
    private final class AnalysisCache: Sendable {
        let codeIndex = Locked<CodeIndex?>(nil)
        let xmlDocument = Locked<XMLDocumentModel?>(nil)
        let jsxTree = Locked<JSXTree?>(nil)
        let reactNativeStyles = Locked<ReactNativeStyles?>(nil)
        let reactNativeImports = Locked<[String: String]?>(nil)
    }
}

extension LintFile {
    /// Whether the file's bytes contain `needle` (ASCII letters compared without case when
    /// `ignoringCase`): a quick test that spares a tokenizer or string search most files.
    public func containsBytes(_ needle: String, ignoringCase: Bool = false, within limit: Int? = nil) -> Bool {
        let pattern = Array(needle.utf8).map { ignoringCase ? Self.lowered($0) : $0 }
        guard let first = pattern.first else { return true }
        let end = min(limit ?? bytes.count, bytes.count)
        guard end >= pattern.count else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            while index <= end - pattern.count {
                let byte = ignoringCase ? Self.lowered(buffer[index]) : buffer[index]
                if byte == first {
                    var matched = true
                    for offset in 1..<pattern.count {
                        let candidate = ignoringCase ? Self.lowered(buffer[index + offset]) : buffer[index + offset]
                        if candidate != pattern[offset] { matched = false; break }
                    }
                    if matched { return true }
                }
                index += 1
            }
            return false
        }
    }

    private static func lowered(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
    }
}
