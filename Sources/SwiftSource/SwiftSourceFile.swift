internal import Foundation
internal import SwiftSyntax
internal import SwiftParser
internal import SwiftParserDiagnostics
internal import SwiftDiagnostics

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
    /// The parser's diagnostics (SwiftParserDiagnostics), in source order; empty for well-formed Swift.
    public let diagnostics: [SwiftSourceDiagnostic]

    /// The parsed tree, boxed so that this struct's layout does not depend on SwiftSyntax.
    let syntax: SyntaxTree

    /// The syntax tree (module-internal: later stages of `SwiftSource` walk it).
    var tree: SourceFileSyntax { syntax.tree }

    /// Reads and parses the file at `path`.
    public init(contentsOf path: String) throws(SwiftSourceError) {
        let bytes = try Self.readBytes(path: path)
        try self.init(bytes: bytes, path: path)
    }

    /// Parses `bytes` as the contents of a file named `path` (checked like a file: binary or invalid UTF-8 throw).
    public init(bytes: [UInt8], path: String) throws(SwiftSourceError) {
        guard bytes.count <= Self.maximumByteCount else {
            throw .tooLarge(path: path, byteCount: bytes.count, limit: Self.maximumByteCount)
        }
        if let nul = bytes.firstIndex(of: 0) {
            throw .binary(path: path, byteOffset: nul)
        }
        if let bad = Self.firstInvalidUTF8Offset(bytes) {
            throw .invalidUTF8(path: path, byteOffset: bad, line: Self.line(ofByteOffset: bad, in: bytes))
        }
        if let (offset, depth) = Self.firstExcessiveBracketNesting(bytes) {
            throw .tooDeeplyNested(path: path, line: Self.line(ofByteOffset: offset, in: bytes), depth: depth, limit: Self.maximumBracketNesting)
        }
        self.init(validUTF8: bytes, path: path)
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

    private init(validUTF8 bytes: [UInt8], path: String) {
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        self.path = path
        self.byteCount = bytes.count
        self.lineCount = Self.lineCount(bytes)
        self.syntax = SyntaxTree(tree)
        self.diagnostics = ParseDiagnosticsGenerator.diagnostics(for: tree).map { diagnostic in
            let location = diagnostic.location(converter: converter)
            return SwiftSourceDiagnostic(path: path, line: location.line, column: location.column,
                                         severity: SwiftSourceDiagnostic.Severity(diagnostic.diagMessage.severity),
                                         message: diagnostic.message)
        }
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

    private static func readBytes(path: String) throws(SwiftSourceError) -> [UInt8] {
        let attributes: [FileAttributeKey: Any]
        do {
            attributes = try FileManager.default.attributesOfItem(atPath: path)
        } catch {
            throw .unreadable(path: path, reason: "no such file or not accessible")
        }
        if let type = attributes[.type] as? FileAttributeType, type != .typeRegular {
            throw .unreadable(path: path, reason: type == .typeDirectory ? "is a directory" : "not a regular file")
        }
        if let size = (attributes[.size] as? NSNumber)?.intValue, size > maximumByteCount {
            throw .tooLarge(path: path, byteCount: size, limit: maximumByteCount)
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw .unreadable(path: path, reason: "cannot be opened for reading")
        }
        defer { try? handle.close() }
        // Read at most one byte past the limit, so a file that grew after the size check is still rejected.
        let data: Data?
        do {
            data = try handle.read(upToCount: maximumByteCount + 1)
        } catch {
            throw .unreadable(path: path, reason: "read failed")
        }
        return data.map { [UInt8]($0) } ?? []
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

/// Holds the parsed tree by reference, so `SwiftSourceFile` can be copied freely and its layout stays
/// independent of the toolchain's modules.
final class SyntaxTree: Sendable {
    let tree: SourceFileSyntax
    init(_ tree: SourceFileSyntax) { self.tree = tree }
}

/// A parser diagnostic at a position in a file.
public struct SwiftSourceDiagnostic: Sendable, Hashable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable {
        case error, warning, note, remark
    }

    public let path: String
    /// 1-based line.
    public let line: Int
    /// 1-based column, in UTF-8 bytes (as the Swift compiler counts).
    public let column: Int
    public let severity: Severity
    public let message: String

    public init(path: String, line: Int, column: Int, severity: Severity, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
    }

    /// `path:line:column: severity: message`, as compilers print it.
    public var description: String { "\(path):\(line):\(column): \(severity.rawValue): \(message)" }
}

extension SwiftSourceDiagnostic.Severity {
    init(_ severity: DiagnosticSeverity) {
        switch severity {
        case .error: self = .error
        case .warning: self = .warning
        case .note: self = .note
        case .remark: self = .remark
        @unknown default: self = .error
        }
    }
}

/// Why a file was not parsed. Every case names the file.
public enum SwiftSourceError: Error, Sendable, Hashable, CustomStringConvertible {
    case unreadable(path: String, reason: String)
    case tooLarge(path: String, byteCount: Int, limit: Int)
    /// The file contains a NUL byte (at `byteOffset`): not Swift source.
    case binary(path: String, byteOffset: Int)
    /// The first byte that is not well-formed UTF-8, with its 1-based line.
    case invalidUTF8(path: String, byteOffset: Int, line: Int)
    /// Square brackets nest deeper than the parser can take in reasonable time.
    case tooDeeplyNested(path: String, line: Int, depth: Int, limit: Int)

    public var path: String {
        switch self {
        case .unreadable(let path, _), .tooLarge(let path, _, _), .binary(let path, _), .invalidUTF8(let path, _, _),
             .tooDeeplyNested(let path, _, _, _):
            return path
        }
    }

    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            return "\(path): cannot read Swift source: \(reason)"
        case .tooLarge(let path, let byteCount, let limit):
            return "\(path): skipped: \(byteCount) bytes is more than the \(limit / (1024 * 1024)) MB limit for a Swift source file"
        case .binary(let path, let byteOffset):
            return "\(path): not Swift source: binary file (NUL byte at offset \(byteOffset))"
        case .invalidUTF8(let path, let byteOffset, let line):
            return "\(path):\(line): not Swift source: invalid UTF-8 at byte offset \(byteOffset)"
        case .tooDeeplyNested(let path, let line, let depth, let limit):
            return "\(path):\(line): skipped: square brackets nest more than \(limit) deep (\(depth) here), which the Swift parser cannot read in reasonable time"
        }
    }
}

/// A type declaration found in a file.
public struct SwiftTypeDeclaration: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case `struct`, `class`, `enum`, `actor`, `protocol`, `extension`
    }

    public let kind: Kind
    /// The declared name, or the extended type for an extension (as written, e.g. `Text` or `View`).
    public let name: String
    /// The inheritance clause as written (`View`, `Identifiable`, …).
    public let inheritedTypes: [String]
    /// Position of the declaration's keyword.
    public let line: Int
    public let column: Int

    public init(kind: Kind, name: String, inheritedTypes: [String], line: Int, column: Int) {
        self.kind = kind
        self.name = name
        self.inheritedTypes = inheritedTypes
        self.line = line
        self.column = column
    }
}

private final class TypeDeclarationCollector: SyntaxVisitor {
    let converter: SourceLocationConverter
    var declarations: [SwiftTypeDeclaration] = []

    init(converter: SourceLocationConverter) {
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    private func add(_ kind: SwiftTypeDeclaration.Kind, name: String, inheritance: InheritanceClauseSyntax?,
                     keyword: TokenSyntax) {
        let location = keyword.startLocation(converter: converter)
        let inherited = inheritance?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        declarations.append(SwiftTypeDeclaration(kind: kind, name: name, inheritedTypes: inherited,
                                                 line: location.line, column: location.column))
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        add(.struct, name: node.name.text, inheritance: node.inheritanceClause, keyword: node.structKeyword)
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        add(.class, name: node.name.text, inheritance: node.inheritanceClause, keyword: node.classKeyword)
        return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        add(.enum, name: node.name.text, inheritance: node.inheritanceClause, keyword: node.enumKeyword)
        return .visitChildren
    }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        add(.actor, name: node.name.text, inheritance: node.inheritanceClause, keyword: node.actorKeyword)
        return .visitChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        add(.protocol, name: node.name.text, inheritance: node.inheritanceClause, keyword: node.protocolKeyword)
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        add(.extension, name: node.extendedType.trimmedDescription, inheritance: node.inheritanceClause,
            keyword: node.extensionKeyword)
        return .visitChildren
    }
}

// MARK: - Parsing many files, on threads with a large stack

extension SwiftSourceFile {
    /// Stack size of the threads that ``parse(paths:concurrency:)`` parses on. SwiftParser and tree walks recurse per
    /// nesting level (measured: about 10-20 KB of stack per level, and the parser allows 256 levels), so the 512 KB
    /// of a secondary or Swift-concurrency thread on macOS overflows at a few dozen levels. Only touched pages are used.
    public static let parsingStackSize = 64 * 1024 * 1024

    /// Reads and parses every file once, on `concurrency` threads (default: one per active core) with
    /// ``parsingStackSize`` of stack each; results in the order of `paths`.
    public static func parse(paths: [String], concurrency: Int? = nil) -> [Result<SwiftSourceFile, SwiftSourceError>] {
        guard !paths.isEmpty else { return [] }
        let work = ParseWork(paths: paths)
        let threads = max(1, min(concurrency ?? ProcessInfo.processInfo.activeProcessorCount, paths.count))
        let finished = DispatchSemaphore(value: 0)
        for _ in 0..<threads {
            let thread = Thread {
                while let index = work.nextIndex() {
                    let result: Result<SwiftSourceFile, SwiftSourceError>
                    do throws(SwiftSourceError) {
                        result = .success(try SwiftSourceFile(contentsOf: paths[index]))
                    } catch {
                        result = .failure(error)
                    }
                    work.store(result, at: index)
                }
                finished.signal()
            }
            thread.stackSize = parsingStackSize
            thread.start()
        }
        for _ in 0..<threads { finished.wait() }
        return work.results()
    }
}

/// The shared queue of file indexes and the results, behind a lock.
private final class ParseWork: @unchecked Sendable {
    private let lock = NSLock()
    private let count: Int
    private var next = 0
    private var slots: [Result<SwiftSourceFile, SwiftSourceError>?]

    init(paths: [String]) {
        count = paths.count
        slots = Array(repeating: nil, count: paths.count)
    }

    func nextIndex() -> Int? {
        lock.withLock {
            guard next < count else { return nil }
            defer { next += 1 }
            return next
        }
    }

    func store(_ result: Result<SwiftSourceFile, SwiftSourceError>, at index: Int) {
        lock.withLock { slots[index] = result }
    }

    func results() -> [Result<SwiftSourceFile, SwiftSourceError>] {
        lock.withLock { slots.map { $0! } }
    }
}
