import Foundation

/// Files written under a fresh folder in the temporary directory, removed with the tree.
final class TemporaryTree {
    /// The folder's absolute path.
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("reflow-tree-\(UUID().uuidString)").path

    /// Each path (relative to the root) with its text.
    init(_ texts: [String: String]) throws {
        for (file, text) in texts {
            let path = (root as NSString).appendingPathComponent(file)
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: false, encoding: .utf8)
        }
    }

    /// Each path with a one-line declaration, for tests about which files are found.
    convenience init(files: [String]) throws {
        try self.init(Dictionary(uniqueKeysWithValues: files.map { ($0, "struct A {}\n") }))
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }
}
