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
    /// The parser did not finish within the time limit (it is quadratic on some malformed input).
    case tooSlowToParse(path: String, seconds: Double)
    /// The syntax tree nests deeper than Reflow can walk (from `line`): a chain of calls or `!` that long.
    case nestsTooDeep(path: String, line: Int, limit: Int)

    public var path: String {
        switch self {
        case .unreadable(let path, _), .tooLarge(let path, _, _), .binary(let path, _), .invalidUTF8(let path, _, _),
            .tooDeeplyNested(let path, _, _, _), .tooSlowToParse(let path, _), .nestsTooDeep(let path, _, _):
            return path
        }
    }

    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            return "\(path): cannot read Swift source: \(reason)"
        case .tooLarge(let path, let byteCount, let limit):
            return "\(path): skipped: \(byteCount) bytes is more than the \(limit)-byte limit for a Swift source file (maxFileSize)"
        case .binary(let path, let byteOffset):
            return "\(path): not Swift source: binary file (NUL byte at offset \(byteOffset))"
        case .invalidUTF8(let path, let byteOffset, let line):
            return "\(path):\(line): not Swift source: invalid UTF-8 at byte offset \(byteOffset)"
        case .tooDeeplyNested(let path, let line, let depth, let limit):
            return
                "\(path):\(line): skipped: square brackets nest more than \(limit) deep (\(depth) here), which the Swift parser cannot read in reasonable time"
        case .tooSlowToParse(let path, _):
            return "\(path): skipped: \(reason)"
        case .nestsTooDeep(let path, let line, let limit):
            return "\(path):\(line): skipped: \(Self.nestsTooDeepReason(limit: limit))"
        }
    }

    /// Why a file that nests too deep is skipped, without where.
    static func nestsTooDeepReason(limit: Int) -> String {
        "the code nests more than \(limit) levels deep (a chain of calls or `!` that long), deeper than Reflow can walk"
    }

    /// Why, without the path, for notes that name the file themselves.
    var reason: String {
        switch self {
        case .tooSlowToParse(_, let seconds):
            return
                "the Swift parser did not finish within \(seconds == seconds.rounded() ? "\(Int(seconds))" : "\(seconds)") s (it is slow on some malformed code); fix the syntax errors near the top of the file"
        default:
            return description
        }
    }
}
