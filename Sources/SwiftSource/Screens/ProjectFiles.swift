internal import Foundation
public import Lint

/// The files of a project under some paths: Swift sources, string catalogs and fonts, with build
/// output, dependencies and hidden folders left out. Sorted, so runs are deterministic.
public struct ProjectFiles: Sendable {
    /// The Swift sources.
    public var swiftFiles: [String] = []
    /// The string catalogs (`.xcstrings`, `.strings` and `.stringsdict` tables).
    public var catalogFiles: [String] = []
    /// The font files (`.ttf`, `.otf`).
    public var fontFiles: [String] = []
    /// The `Contents.json` of each image asset (`….xcassets/<name>.imageset/Contents.json`).
    public var imageAssetFiles: [String] = []
    /// SwiftGen configurations (`swiftgen.yml`), which name the accessors generated for the strings.
    public var swiftGenConfigFiles: [String] = []
    /// Xcode projects (`….xcodeproj/project.pbxproj`), which say which files each platform builds.
    public var xcodeProjectFiles: [String] = []
    /// Whether the project's Xcode projects build their iOS apps for the iPad alone: then an iPad is what
    /// the screens are shown on.
    public var buildsOnlyForIPad = false
    /// The Swift files left out because an Xcode project builds them only for other platforms, sorted.
    public var builtOnlyForOtherPlatforms: [String] = []
    /// Paths that do not exist, one line each.
    public var notes: [String] = []
    /// Folders that exist but could not be listed: the project was read only in part.
    public var unreadable: [UnreadablePath] = []

    /// Folders never read: build products, dependency checkouts, version control.
    static let skippedFolders: Set<String> = [
        ".build", "build", "DerivedData", "Pods", "Carthage", "node_modules", ".git", ".swiftpm",
        "SourcePackages", "checkouts",
    ]

    /// Whether a file is a Swift package manifest (`Package.swift`, `Package@swift-5.9.swift`).
    static func isPackageManifest(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        return name == "Package.swift" || name.hasPrefix("Package@swift-") && name.hasSuffix(".swift")
    }

    /// The files under `paths` (files or directories). A path that is a symbolic link to a folder
    /// is followed; links to folders inside it are not, so links cannot loop.
    public init(paths: [String], walk: DirectoryWalk = DirectoryWalk()) {
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
            let listing = walk.files(
                root: path, entersFolder: { name, _ in !Self.skippedFolders.contains(name) && !name.hasPrefix(".") },
                keepsFile: { !$0.hasPrefix(".") })
            // A package manifest says how to build, and is no part of the app: its target names are not content.
            for relative in listing.files where !Self.isPackageManifest(relative) {
                add((path as NSString).appendingPathComponent(relative))
            }
            unreadable += listing.unreadable.map { unreadable in
                unreadable.path.hasPrefix("/") || unreadable.path == path
                    ? unreadable
                    : UnreadablePath(path: (path as NSString).appendingPathComponent(unreadable.path), reason: unreadable.reason)
            }
        }
        // Each Xcode project read once, for the files it builds elsewhere and the devices it builds for.
        let projects = xcodeProjectFiles.sorted().compactMap(XcodePlatformFilters.init(projectFile:))
        leaveOutFilesOtherPlatformsBuild(projects)
        let families = projects.compactMap(\.buildsOnlyForIPad)
        buildsOnlyForIPad = !families.isEmpty && families.allSatisfy { $0 }
        swiftFiles.sort()
        catalogFiles.sort()
        fontFiles.sort()
        imageAssetFiles.sort()
        swiftGenConfigFiles.sort()
    }

    /// Drops the Swift files an Xcode project builds only for other platforms (a Mac target's views of the
    /// same names as the iPhone's), with a note per project: they are no part of what an iPhone shows.
    private mutating func leaveOutFilesOtherPlatformsBuild(_ projects: [XcodePlatformFilters]) {
        for filters in projects {
            let project = filters.projectFile
            let leftOut = filters.filesNotBuiltForIPhone
            let folders = filters.foldersNotBuiltForIPhone
            let before = swiftFiles.count
            swiftFiles.removeAll { file in
                let path = (file as NSString).standardizingPath
                guard leftOut.contains(path) || leftOut.contains(file) || folders.contains(where: { path.hasPrefix($0 + "/") }) else {
                    return false
                }
                builtOnlyForOtherPlatforms.append(file)
                return true
            }
            builtOnlyForOtherPlatforms.sort()
            let removed = before - swiftFiles.count
            guard removed > 0 else { continue }
            let name = ((project as NSString).deletingLastPathComponent as NSString).lastPathComponent
            notes.append(
                "\(name): \(removed) Swift file\(removed == 1 ? " is" : "s are") built only for other platforms (its platform filters or targets), so no screen reads \(removed == 1 ? "it" : "them") and check does not lint \(removed == 1 ? "it" : "them")"
            )
        }
    }

    private mutating func add(_ path: String) {
        switch (path as NSString).pathExtension.lowercased() {
        case "swift": swiftFiles.append(path)
        case "xcstrings": catalogFiles.append(path)
        case "strings", "stringsdict": catalogFiles.append(path)
        case "ttf", "otf": fontFiles.append(path)
        case "yml",
            "yaml" where (path as NSString).lastPathComponent.lowercased().hasPrefix("swiftgen"):
            swiftGenConfigFiles.append(path)
        case "pbxproj" where (path as NSString).deletingLastPathComponent.hasSuffix(".xcodeproj"):
            xcodeProjectFiles.append(path)
        case "json"
        where (path as NSString).lastPathComponent == "Contents.json"
            && ((path as NSString).deletingLastPathComponent as NSString).pathExtension == "imageset":
            imageAssetFiles.append(path)
        default: break
        }
    }
}
