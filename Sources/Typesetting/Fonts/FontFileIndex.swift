import Foundation

/// The font files (`.ttf`, `.otf`, `.ttc`, `.otc`) under some directories, found once and sorted so
/// that every run sees them in the same order.
struct FontFileIndex: Sendable {
    /// Every font file, sorted by path.
    let paths: [String]
    /// Paths by lower-cased file name without extension (`inter-bold`).
    let pathsByBasename: [String: [String]]

    /// Stops a scan of a pathological tree (a symlink loop, a whole disk) from hanging.
    static let maximumEntries = 200_000
    static let maximumDepth = 16

    init(directories: [String], files: [String] = []) {
        var found = Set(files)
        var visited = 0
        for directory in directories {
            Self.scan(directory, depth: 0, visited: &visited, into: &found)
        }
        paths = found.sorted()
        var byBasename: [String: [String]] = [:]
        for path in paths {
            byBasename[Self.basename(of: path), default: []].append(path)
        }
        pathsByBasename = byBasename
    }

    /// Whether a file name looks like a font Reflow can load.
    static func isFontFile(_ path: String) -> Bool {
        let lower = path.lowercased()
        return [".ttf", ".otf", ".ttc", ".otc"].contains { lower.hasSuffix($0) }
    }

    /// The lower-cased file name without directory or extension.
    static func basename(of path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let stem = name.split(separator: ".", omittingEmptySubsequences: false).dropLast().joined(separator: ".")
        return (stem.isEmpty ? name : stem).lowercased()
    }

    /// Paths whose basename starts with `prefix` (lower-cased), sorted. The basenames are the ones
    /// worked out once when the index was made (working them out again per prefix was most of a
    /// first fallback lookup).
    func paths(withBasenamePrefix prefix: String) -> [String] {
        let lower = prefix.lowercased()
        return pathsByBasename.filter { $0.key.hasPrefix(lower) }.flatMap(\.value).sorted()
    }

    private static func scan(_ directory: String, depth: Int, visited: inout Int, into found: inout Set<String>) {
        guard depth <= maximumDepth, visited < maximumEntries,
            let entries = try? FileManager.default.contentsOfDirectory(atPath: directory)
        else { return }
        for entry in entries.sorted() where !entry.hasPrefix(".") {
            visited += 1
            guard visited < maximumEntries else { return }
            let path = directory.hasSuffix("/") ? directory + entry : directory + "/" + entry
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                scan(path, depth: depth + 1, visited: &visited, into: &found)
            } else if isFontFile(path) {
                found.insert(path)
            }
        }
    }
}
