import Synchronization

/// The fonts Reflow can use: an index of font files and a cache of loaded faces.
///
/// Thread-safe: faces are loaded once and shared. Lookups are by file, by file-name prefix (for
/// known families such as Inter and Roboto), or by the names code uses (`Font.custom("Brand-Bold")`).
public final class FontCatalog: Sendable {
    private let index: FontFileIndex
    /// The directories searched, for error messages.
    public let directories: [String]
    private let faces = Mutex<[String: FontFace]>([:])
    private let nameTable = Mutex<[String: [String]]?>(nil)

    /// A catalog over `directories` and individual `files`.
    public init(directories: [String], files: [String] = []) {
        self.directories = directories
        index = FontFileIndex(directories: directories, files: files)
    }

    /// The machine's fonts (see `FontDirectories.system`), indexed once per process.
    public static let system = FontCatalog(directories: FontDirectories.system)

    /// Every font file in the catalog, sorted.
    public var fontFiles: [String] { index.paths }

    /// Face `faceIndex` of the file at `path`, loaded once.
    public func face(path: String, faceIndex: Int = 0) throws(FontError) -> FontFace {
        let key = "\(path)#\(faceIndex)"
        if let cached = faces.withLock({ $0[key] }) { return cached }
        let loaded = try FontFace.load(path: path, index: faceIndex)
        return faces.withLock { cache in
            if let existing = cache[key] { return existing }
            cache[key] = loaded
            return loaded
        }
    }

    /// Every face of every file whose name starts with `prefix` (`Inter-` finds Inter-Bold.otf but
    /// not InterDisplay-Bold.otf); files that fail to load are skipped.
    public func faces(fileNamePrefix prefix: String) -> [FontFace] {
        index.paths(withBasenamePrefix: prefix).flatMap { allFaces(path: $0) }
    }

    /// The first file among `basenames` (without extension, any case) that exists and loads.
    public func firstFace(basenames: [String], faceIndex: Int = 0) -> FontFace? {
        for name in basenames {
            for path in index.pathsByBasename[name.lowercased()] ?? [] {
                if let face = try? face(path: path, faceIndex: faceIndex) { return face }
            }
        }
        return nil
    }

    /// The face code refers to by `name`: a PostScript name (`Inter-Bold`), a full name
    /// (`Inter Bold`) or a family name (`Inter`, giving its regular face).
    public func face(named name: String) throws(FontError) -> FontFace {
        let wanted = Self.normalized(name)
        // File names usually are PostScript names: try that before reading every font's names.
        for path in index.pathsByBasename[name.lowercased()] ?? [] {
            for face in allFaces(path: path) where Self.normalized(face.postScriptName) == wanted { return face }
        }
        let table = nameTable.withLock { table in
            if let table { return table }
            var built: [String: [String]] = [:]
            for path in index.paths {
                for face in allFaces(path: path) {
                    let key = "\(face.path)#\(face.index)"
                    for alias in [face.postScriptName, face.familyName + " " + face.styleName] {
                        built[Self.normalized(alias), default: []].append(key)
                    }
                    if face.weightClass == 400 && !face.isItalic { built[Self.normalized(face.familyName), default: []].append(key) }
                }
            }
            table = built
            return built
        }
        guard let key = table[wanted]?.first, let separator = key.lastIndex(of: "#"),
              let faceIndex = Int(key[key.index(after: separator)...]) else {
            throw .unknownFont(name: name, searched: directories)
        }
        return try face(path: String(key[..<separator]), faceIndex: faceIndex)
    }

    private func allFaces(path: String) -> [FontFace] {
        guard let count = try? FontFace.faceCount(path: path) else { return [] }
        return (0..<count).compactMap { try? face(path: path, faceIndex: $0) }
    }

    /// Names compared without case, spaces, hyphens or underscores.
    static func normalized(_ name: String) -> String {
        String(name.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" })
    }
}
