internal import Foundation
internal import SwiftSyntax
internal import SwiftParser
internal import Lint

/// One Swift source file, read and parsed exactly once with the toolchain's SwiftParser.
///
/// The syntax tree stays inside this module (the toolchain's modules are `internal` imports), so code that uses
/// `SwiftSource` needs no compiler flags; everything else is plain values. Malformed Swift never throws: it parses
/// into a tree with missing/unexpected nodes plus ``diagnostics``. Only unreadable, huge, binary or non-UTF-8
/// files throw a ``SwiftSourceError`` that names the file.
public struct SwiftSourceFile: Sendable {
    /// Files larger than this are rejected (``SwiftSourceError/tooLarge(path:byteCount:limit:)``) without being read.
    public static let maximumByteCount = 4 * 1024 * 1024

    /// The path the file was read from (or the name given with the source), used in every diagnostic.
    public let path: String
    /// Size of the source in UTF-8 bytes.
    public let byteCount: Int
    /// Number of lines (a final line without a newline counts).
    public let lineCount: Int
    /// The parser's errors (``SyntaxErrorCollector``), in source order; empty for well-formed Swift.
    public let diagnostics: [SwiftSourceDiagnostic]

    /// The parsed tree, boxed so that this struct's layout does not depend on SwiftSyntax.
    let syntax: SyntaxTree

    /// The syntax tree (module-internal: later stages of `SwiftSource` walk it).
    var tree: SourceFileSyntax { syntax.tree }

    /// Reads and parses the file at `path`; a file over `maximumByteCount` is refused unread.
    public init(contentsOf path: String, maximumByteCount: Int = Self.maximumByteCount) throws(SwiftSourceError) {
        let bytes = try Self.readBytes(path: path, limit: maximumByteCount)
        try self.init(bytes: bytes, path: path, maximumByteCount: maximumByteCount)
    }

    /// Parses `bytes` as the contents of a file named `path` (checked like a file: binary or invalid UTF-8 throw).
    public init(bytes: [UInt8], path: String, maximumByteCount: Int = Self.maximumByteCount) throws(SwiftSourceError) {
        guard bytes.count <= maximumByteCount else {
            throw .tooLarge(path: path, byteCount: bytes.count, limit: maximumByteCount)
        }
        if let nul = bytes.firstIndex(of: 0) {
            throw .binary(path: path, byteOffset: nul)
        }
        if let bad = Self.firstInvalidUTF8Offset(bytes) {
            throw .invalidUTF8(path: path, byteOffset: bad, line: Self.line(ofByteOffset: bad, in: bytes))
        }
        if let (offset, depth) = Self.firstExcessiveBracketNesting(bytes) {
            throw .tooDeeplyNested(
                path: path, line: Self.line(ofByteOffset: offset, in: bytes), depth: depth, limit: Self.maximumBracketNesting)
        }
        guard
            let tree = Deadline.run(
                seconds: Deadline.parseSeconds,
                { CrashReport.working(on: path) { ParsedTree(bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }) } })
        else {
            throw .tooSlowToParse(path: path, seconds: Deadline.parseSeconds)
        }
        if let offset = SyntaxDepth.firstOffsetTooDeep(in: tree.tree, byteCount: bytes.count) {
            throw .nestsTooDeep(path: path, line: Self.line(ofByteOffset: offset, in: bytes), limit: SyntaxDepth.limit)
        }
        self.init(validUTF8: bytes, path: path, tree: tree.tree)
    }

    /// How deep square brackets may nest: the toolchain's parser takes exponential time on nested
    /// `[` (2.6 s at 20 levels, over 30 s at 24, a crash from about 100), so deeper files are
    /// refused before parsing rather than hanging. Real code rarely nests arrays 5 deep.
    public static let maximumBracketNesting = 16

    /// Where square brackets first nest deeper than `maximumBracketNesting`, and how deep. A
    /// byte scan: brackets in strings and comments count too, which only errs on the safe side.
    static func firstExcessiveBracketNesting(_ bytes: [UInt8]) -> (offset: Int, depth: Int)? {
        var depth = 0
        for (offset, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: "[") {
                depth += 1
                if depth > maximumBracketNesting { return (offset, depth) }
            } else if byte == UInt8(ascii: "]") {
                depth = max(depth - 1, 0)
            }
        }
        return nil
    }

    /// Parses `source` as the contents of a file named `path` (a `String` is always valid UTF-8).
    public init(source: String, path: String) {
        self.init(validUTF8: Array(source.utf8), path: path)
    }

    private init(validUTF8 bytes: [UInt8], path: String, tree: SourceFileSyntax? = nil) {
        let tree = tree ?? bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        self.path = path
        self.byteCount = bytes.count
        self.lineCount = Self.lineCount(bytes)
        self.syntax = SyntaxTree(tree)
        self.diagnostics = SyntaxErrorCollector.diagnostics(in: tree, path: path, converter: converter)
    }

    /// Whether the parser reported any error (the tree then contains missing or unexpected nodes).
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The source text reproduced from the tree; equal to the input byte for byte (the tree is lossless).
    public var sourceText: String { tree.description }

    /// The nominal type declarations (struct, class, enum, actor, protocol, extension) at any depth, in source order.
    public var typeDeclarations: [SwiftTypeDeclaration] {
        let collector = TypeDeclarationCollector(converter: SourceLocationConverter(fileName: path, tree: tree))
        collector.walk(tree)
        return collector.declarations
    }

    // MARK: - Reading and checking bytes

    /// The file's bytes, read through a symbolic link; the reasons are the operating system's own
    /// ("Permission denied"), so a user can tell a missing file from a protected one.
    private static func readBytes(path: String, limit maximumByteCount: Int) throws(SwiftSourceError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { throw .unreadable(path: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(path: path, reason: String(cString: strerror(errno))) }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw .unreadable(path: path, reason: "is a directory")
        default: throw .unreadable(path: path, reason: "not a regular file")
        }
        if Int(status.st_size) > maximumByteCount {
            throw .tooLarge(path: path, byteCount: Int(status.st_size), limit: maximumByteCount)
        }
        // Read at most one byte past the limit, so a file that grew after the size check is still rejected.
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while bytes.count <= maximumByteCount {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(path: path, reason: String(cString: strerror(errno)))
            }
            if count == 0 { break }
            bytes += chunk[..<count]
        }
        return bytes
    }

    /// Byte offset of the first byte that does not start a well-formed UTF-8 scalar, or nil when all are valid.
    static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    private static func line(ofByteOffset offset: Int, in bytes: [UInt8]) -> Int {
        1 + bytes[..<offset].reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    }

    private static func lineCount(_ bytes: [UInt8]) -> Int {
        let newlines = bytes.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        return newlines + (bytes.last.map { $0 == UInt8(ascii: "\n") ? 0 : 1 } ?? 0)
    }
}

/// A parsed tree handed across threads; syntax trees are immutable, so this is safe.
private struct ParsedTree: @unchecked Sendable {
    let tree: SourceFileSyntax
    init(_ tree: SourceFileSyntax) { self.tree = tree }
}

/// Holds the parsed tree by reference, so `SwiftSourceFile` can be copied freely and its layout stays
/// independent of the toolchain's modules.
final class SyntaxTree: Sendable {
    let tree: SourceFileSyntax
    init(_ tree: SourceFileSyntax) { self.tree = tree }
}
