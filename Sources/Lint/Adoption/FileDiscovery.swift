import Foundation

/// Finds the files to lint under a root: the configuration's include paths (or the whole root),
/// minus skipped directories and excludes, in a stable order.
public enum FileDiscovery {
    /// What discovery found under a root.
    public struct Found: Sendable {
        /// Paths relative to the root, sorted, of files some language's rules read.
        public var paths: [String]
        /// Include paths that do not exist, one line each.
        public var notes: [String]
        /// Folders that exist but could not be listed.
        public var unreadable: [UnreadablePath]
    }

    /// The files under `root` that some language's rules read, and notes for include paths that
    /// do not exist. An include path that is a symbolic link to a folder is followed; links to
    /// folders inside it are not, so links cannot loop.
    public static func files(root: String, configuration: LintConfiguration, walk: DirectoryWalk = DirectoryWalk()) -> Found {
        let fileManager = FileManager.default
        let excludes = configuration.excludePatterns.map(Glob.init)
        var paths: Set<String> = []
        var notes: [String] = []
        var unreadable: [UnreadablePath] = []
        let starts = configuration.includePaths.isEmpty ? [""] : configuration.includePaths
        for include in starts {
            let relative = Glob(include).pattern
            let absolute = relative.isEmpty ? root : (root as NSString).appendingPathComponent(relative)
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: absolute, isDirectory: &isDirectory) else {
                notes.append("\(relative): include path does not exist")
                continue
            }
            if !isDirectory.boolValue {
                if RuleLanguage.language(forPath: relative) != nil { paths.insert(relative) }
                continue
            }
            let listing = walk.files(
                root: root, relative: relative,
                entersFolder: { name, path in
                    !GeneratedFileDetector.skippedDirectories.contains(name) && !excludes.contains { $0.matches(path) }
                },
                keepsFile: { RuleLanguage.language(forPath: $0) != nil })
            paths.formUnion(listing.files.filter { path in !excludes.contains { $0.matches(path) } })
            unreadable += listing.unreadable
        }
        return Found(paths: paths.sorted(), notes: notes, unreadable: unreadable)
    }
}
