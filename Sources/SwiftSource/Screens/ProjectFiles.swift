internal import Foundation

/// The files of a project under some paths: Swift sources, string catalogs and fonts, with build
/// output, dependencies and hidden folders left out. Sorted, so runs are deterministic.
public struct ProjectFiles: Sendable {
    /// The Swift sources.
    public var swiftFiles: [String] = []
    /// The string catalogs (`.xcstrings`, `.lproj/*.strings`).
    public var catalogFiles: [String] = []
    /// The font files (`.ttf`, `.otf`).
    public var fontFiles: [String] = []
    /// Paths that do not exist, one line each.
    public var notes: [String] = []

    /// Folders never read: build products, dependency checkouts, version control.
    static let skippedFolders: Set<String> = [".build", "build", "DerivedData", "Pods", "Carthage", "node_modules", ".git", ".swiftpm",
                                              "SourcePackages", "checkouts"]

    /// The files under `paths` (files or directories).
    public init(paths: [String]) {
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                notes.append("\(path): no such file or directory")
                continue
            }
            if !isDirectory.boolValue {
                add(path)
                continue
            }
            guard let enumerator = manager.enumerator(atPath: path) else { continue }
            while let relative = enumerator.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                if Self.skippedFolders.contains(name) || name.hasPrefix(".") {
                    enumerator.skipDescendants()
                    continue
                }
                add((path as NSString).appendingPathComponent(relative))
            }
        }
        swiftFiles.sort()
        catalogFiles.sort()
        fontFiles.sort()
    }

    private mutating func add(_ path: String) {
        switch (path as NSString).pathExtension.lowercased() {
        case "swift": swiftFiles.append(path)
        case "xcstrings": catalogFiles.append(path)
        case "strings" where path.contains(".lproj/"): catalogFiles.append(path)
        case "ttf", "otf": fontFiles.append(path)
        default: break
        }
    }
}
