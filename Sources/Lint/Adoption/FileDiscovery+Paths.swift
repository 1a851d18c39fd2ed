import Foundation

extension FileDiscovery {
    /// The files under each of `paths` (files or folders, relative to `root` or absolute), or under
    /// the configuration's include paths when there are none: those under the root relative to it,
    /// then those outside it by their absolute paths, each part sorted, none twice. Notes and
    /// unreadable folders follow the order of `paths`.
    public static func files(
        paths: [String], root: String, configuration: LintConfiguration,
        walk: DirectoryWalk = DirectoryWalk()
    ) -> Found {
        if paths.isEmpty { return files(root: root, configuration: configuration, walk: walk) }
        var inside: [String] = []
        var outside: [String] = []
        var notes: [String] = []
        var unreadable: [UnreadablePath] = []
        for path in paths {
            let shown = reported(absolute(path, root: root), root: root)
            var configuration = configuration
            if shown.hasPrefix("/") {
                // Outside the root: found from `/` and named by absolute paths.
                configuration.includePaths = [String(shown.dropFirst())]
                let found = files(root: "/", configuration: configuration, walk: walk)
                outside += found.paths.map { "/" + $0 }
                notes += found.notes
                unreadable += found.unreadable.map {
                    UnreadablePath(path: $0.path.hasPrefix("/") ? $0.path : "/" + $0.path, reason: $0.reason)
                }
            } else {
                configuration.includePaths = [shown]
                let found = files(root: root, configuration: configuration, walk: walk)
                inside += found.paths
                notes += found.notes
                unreadable += found.unreadable
            }
        }
        return Found(paths: Set(inside).sorted() + Set(outside).sorted(), notes: notes, unreadable: unreadable)
    }

    /// `path` made absolute against `root`, with `.` and `..` resolved, to compare paths given differently.
    public static func absolute(_ path: String, root: String) -> String {
        ((path.hasPrefix("/") ? path : (root as NSString).appendingPathComponent(path)) as NSString).standardizingPath
    }

    /// An absolute path relative to `root` when it is under it (empty for the root itself).
    private static func reported(_ absolute: String, root: String) -> String {
        let base = root.hasSuffix("/") ? root : root + "/"
        if absolute == root || absolute + "/" == base { return "" }
        return absolute.hasPrefix(base) ? String(absolute.dropFirst(base.count)) : absolute
    }
}
