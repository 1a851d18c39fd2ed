import ReflowLocking

/// The fonts Reflow can use: an index of font files and a cache of loaded faces.
///
/// Thread-safe: faces are loaded once and shared. Lookups are by file, by file-name prefix (for
/// known families such as Inter and Roboto), or by the names code uses (`Font.custom("Brand-Bold")`).
public final class FontCatalog: Sendable {
    private let index: FontFileIndex
    /// The directories searched, for error messages.
    public let directories: [String]
    private let faces = Locked<[String: FontFace]>([:])
    /// Files that failed to load, so fallback lookups (one per character a font lacks) do not
    /// reread a broken file every time. A file fixed while the process runs stays refused.
    private let failures = Locked<[String: FontError]>([:])
    private let facesByPrefix = Locked<[String: [FontFace]]>([:])
    private let nameTable = Locked<NameTable?>(nil)
    private let nameScans = Locked(0)

    private struct NameTable {
        var byName: [String: [FontFace]] = [:]
        var byFamily: [String: [FontFace]] = [:]
    }

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
        if let failure = failures.withLock({ $0[key] }) { throw failure }
        let loaded: FontFace
        do {
            loaded = try FontFace.load(path: path, index: faceIndex)
        } catch {
            failures.withLock { $0[key] = error }
            throw error
        }
        return faces.withLock { cache in
            if let existing = cache[key] { return existing }
            cache[key] = loaded
            return loaded
        }
    }

    /// Every face of every file whose name starts with `prefix` (`Inter-` finds Inter-Bold.otf but
    /// not InterDisplay-Bold.otf); files that fail to load are skipped.
    public func faces(fileNamePrefix prefix: String) -> [FontFace] {
        let key = prefix.lowercased()
        if let cached = facesByPrefix.withLock({ $0[key] }) { return cached }
        let found = index.paths(withBasenamePrefix: prefix).flatMap { allFaces(path: $0) }
        facesByPrefix.withLock { $0[key] = found }
        return found
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
    /// (`Inter Bold`) or a family name (`Inter`, giving the family's face nearest `weight` and
    /// `italic`, as `Font.custom("Inter", size:).weight(.semibold)` does).
    ///
    /// Names that are not file names make the catalog read every font's names, once per catalog.
    public func face(named name: String, weight: Int = 400, italic: Bool = false) throws(FontError) -> FontFace {
        let wanted = Self.normalized(name)
        // File names usually are PostScript names: try that before reading every font's names.
        for path in index.pathsByBasename[name.lowercased()] ?? [] {
            for face in allFaces(path: path) where Self.normalized(face.postScriptName) == wanted { return face }
        }
        let table = names()
        let named = table.byName[wanted] ?? []
        if let face = named.first(where: { $0.weightAxis == nil }) {
            return face
        }
        // A variable font may take a family's name as its PostScript name ("Inter"); the family's
        // static faces, matched by weight, are what that name means when they are installed.
        if let family = table.byFamily[wanted], let face = WeightMatching.bestFace(among: family, weight: weight, italic: italic) {
            return face
        }
        if let face = named.first {
            return face
        }
        throw .unknownFont(name: name, searched: directories)
    }

    /// How many times every font's names were read: at most once per catalog (tests check this).
    var nameScanCount: Int { nameScans.withLock { $0 } }

    /// Faces by normalized PostScript and full name, and by family, in path order; built on first
    /// use under the lock so that concurrent lookups scan the fonts once between them.
    private func names() -> NameTable {
        nameTable.withLock { table in
            if let table { return table }
            nameScans.withLock { $0 += 1 }
            var built = NameTable()
            for path in index.paths {
                for face in allFaces(path: path) {
                    for alias in Set([Self.normalized(face.postScriptName), Self.normalized(face.familyName + " " + face.styleName)])
                    where !alias.isEmpty {
                        built.byName[alias, default: []].append(face)
                    }
                    built.byFamily[Self.normalized(face.familyName), default: []].append(face)
                }
            }
            // Static faces first: a name shared with a variable font (both called "Inter") means
            // the static instance the designer shipped, whichever file sorts first.
            for (key, faces) in built.byName {
                built.byName[key] = faces.filter { $0.weightAxis == nil } + faces.filter { $0.weightAxis != nil }
            }
            for (key, faces) in built.byFamily {
                built.byFamily[key] = faces.filter { $0.weightAxis == nil } + faces.filter { $0.weightAxis != nil }
            }
            table = built
            return built
        }
    }

    /// Every face of the file at `path` that loads; the first face is loaded before the file's
    /// face count is read, so a broken file is opened once, not once per lookup.
    private func allFaces(path: String) -> [FontFace] {
        guard let first = try? face(path: path, faceIndex: 0) else { return [] }
        let count = (try? FontFace.faceCount(path: path)) ?? 1
        return [first] + (1..<max(count, 1)).compactMap { try? face(path: path, faceIndex: $0) }
    }

    /// Names compared without case, spaces, hyphens or underscores.
    static func normalized(_ name: String) -> String {
        String(name.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" })
    }
}
