import Foundation

/// Which folders are apps: one holding an Xcode project or workspace, a Package.swift or a
/// project.yml (XcodeGen) or Project.swift (Tuist) is one; any other folder with two or more such
/// sub-folders stands for them (a folder of apps); anything else is one app (its project file
/// lies deeper, or it has none).
enum AppFolders {
    static func apps(under paths: [String]) -> [String] {
        paths.flatMap { path -> [String] in
            if isApp(path) { return [path] }
            let children = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
                .map { (path as NSString).appendingPathComponent($0) }
                .filter(isApp)
            return children.count >= 2 ? children : [path]
        }
    }

    static func isApp(_ path: String) -> Bool {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: path) else { return false }
        return entries.contains {
            $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") || $0 == "Package.swift" || $0 == "project.yml"
                || $0 == "Project.swift" || $0.hasPrefix("project-") && $0.hasSuffix(".yml")
        }
    }

    /// The folder's last path component.
    static func name(of path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.lastPathComponent
    }

    /// `git rev-parse HEAD` of the folder, when it is a git work tree and git is on PATH.
    static func commit(of path: String) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", path, "rev-parse", "HEAD"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return process.terminationStatus == 0 && text.count == 40 ? text : nil
    }
}
