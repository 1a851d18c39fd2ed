import Foundation

/// Files in a directory of this process's own, for readers that only take a path (fonts, string
/// catalogs). One directory per process, so that parallel fuzzing jobs never share a file; it is
/// removed when the process exits normally, and lives under the temporary directory otherwise.
public enum ScratchFile {
    /// `/tmp/reflow-fuzz-<pid>` (or under `$TMPDIR`).
    public static let directory: String = {
        let base = ProcessInfo.processInfo.environment["TMPDIR"] ?? "/tmp"
        let path = "\(base)/reflow-fuzz-\(getpid())"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(atPath: ScratchFile.directory) }
        return path
    }()

    /// Writes `bytes` to `name` (a relative path, folders created) in the scratch directory and
    /// returns its path.
    public static func write(_ bytes: [UInt8], as name: String) -> String {
        let path = "\(directory)/\(name)"
        let folder = (path as NSString).deletingLastPathComponent
        if !FileManager.default.fileExists(atPath: folder) {
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else {
            fatalError("fuzz harness: cannot write the scratch file \(path)")
        }
        return path
    }
}
