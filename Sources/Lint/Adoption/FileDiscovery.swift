import Foundation

/// Finds the files to lint under a root: the configuration's include paths (or the whole root),
/// minus skipped directories and excludes, in a stable order.
public enum FileDiscovery {
    /// The files under `root` that some language's rules read, as paths relative to `root`, sorted,
    /// and notes for include paths that do not exist. Symbolic links to directories are not
    /// followed, so links cannot loop.
    public static func files(root: String, configuration: LintConfiguration) -> (paths: [String], notes: [String]) {
        let fileManager = FileManager.default
        let excludes = configuration.excludePatterns.map(Glob.init)
        var paths: Set<String> = []
        var notes: [String] = []
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
            walk(root: root, relative: relative, excludes: excludes, into: &paths)
        }
        return (paths.sorted(), notes)
    }

    private static func walk(root: String, relative: String, excludes: [Glob], into paths: inout Set<String>) {
        let fileManager = FileManager.default
        let absolute = relative.isEmpty ? root : (root as NSString).appendingPathComponent(relative)
        guard let entries = try? fileManager.contentsOfDirectory(atPath: absolute) else { return }
        for name in entries.sorted() {
            let path = relative.isEmpty ? name : relative + "/" + name
            if excludes.contains(where: { $0.matches(path) }) { continue }
            let full = (absolute as NSString).appendingPathComponent(name)
            guard let type = (try? fileManager.attributesOfItem(atPath: full))?[.type] as? FileAttributeType else { continue }
            if type == .typeDirectory {
                if GeneratedFileDetector.skippedDirectories.contains(name) { continue }
                walk(root: root, relative: path, excludes: excludes, into: &paths)
            } else if type == .typeRegular, RuleLanguage.language(forPath: name) != nil {
                paths.insert(path)
            }
        }
    }
}
