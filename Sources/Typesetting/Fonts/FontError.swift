/// Why a font file could not be used; every case names the file.
public enum FontError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file could not be read (missing, a directory, no permission).
    case unreadable(path: String, reason: String)
    /// The bytes are not a font FreeType and HarfBuzz can use (empty, random, truncated).
    case notAFont(path: String, reason: String)
    /// A collection (TTC) has fewer faces than the index asked for.
    case noSuchFace(path: String, index: Int, faceCount: Int)
    /// No installed or given font has this name.
    case unknownFont(name: String, searched: [String])

    /// One line for error output; it starts with the file so that a list of failures reads like a compiler's.
    public var description: String {
        switch self {
        case let .unreadable(path, reason): "\(path): cannot read font file: \(reason)"
        case let .notAFont(path, reason): "\(path): not a usable font: \(reason)"
        case let .noSuchFace(path, index, count): "\(path): font collection has \(count) face(s); there is no face \(index)"
        case let .unknownFont(name, searched):
            "no font named '\(name)' (searched \(searched.isEmpty ? "no directories" : searched.joined(separator: ", ")))"
        }
    }
}
