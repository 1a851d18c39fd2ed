internal import Foundation

/// What an Xcode project says about the platforms its files are built for: a folder the project keeps
/// in sync with the disk (Xcode 16's `PBXFileSystemSynchronizedRootGroup`) may give a file platform
/// filters (`platformFiltersByRelativePath`), and a file filtered to other platforms (`(macos, )`) is
/// not compiled into the iPhone app, whatever its name and whatever types it declares.
struct XcodePlatformFilters {
    /// The project file read (`….xcodeproj/project.pbxproj`).
    let projectFile: String
    /// The project's objects by identifier, as the property list holds them.
    private let objects: [String: Any]
    /// The folder holding the `.xcodeproj`, which the project's paths start from.
    private let projectFolder: String
    /// The platforms the project's own configurations build for: a target that names none builds for these.
    private let projectPlatforms: String

    /// Reads `projectFile` once; nil when it cannot be read as a property list.
    init?(projectFile: String) {
        guard let data = FileManager.default.contents(atPath: projectFile),
            let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any],
            let objects = plist["objects"] as? [String: Any]
        else { return nil }
        self.projectFile = projectFile
        self.objects = objects
        projectFolder = ((projectFile as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
        let project = objects.values.first { ($0 as? [String: Any])?["isa"] as? String == "PBXProject" } as? [String: Any]
        projectPlatforms = project.map { Self.platforms(of: $0, in: objects) } ?? ""
    }

    /// The files under the project that its filters leave out of an iPhone build, as absolute paths.
    var filesNotBuiltForIPhone: Set<String> {
        var leftOut: Set<String> = []
        for case let group as [String: Any] in objects.values where group["isa"] as? String == "PBXFileSystemSynchronizedRootGroup" {
            guard let folder = group["path"] as? String, let exceptions = group["exceptions"] as? [String] else { continue }
            for id in exceptions {
                guard let exception = objects[id] as? [String: Any],
                    let filters = exception["platformFiltersByRelativePath"] as? [String: Any]
                else { continue }
                for case let (relative, platforms as [String]) in filters where !platforms.contains(Self.iPhonePlatform) {
                    leftOut.insert(
                        ((projectFolder as NSString).appendingPathComponent(folder) as NSString).appendingPathComponent(relative))
                }
            }
        }
        return leftOut.union(filesOnlyOtherTargetsBuild)
    }

    /// The source files that only targets for other platforms compile (a tvOS or watchOS app's views beside
    /// the iPhone app's): each target is a module of its own, and its files are no part of the iPhone app.
    private var filesOnlyOtherTargetsBuild: Set<String> {
        var phone: Set<String> = [], other: Set<String> = []
        let parents = groupParents
        for case let target as [String: Any] in objects.values where target["isa"] as? String == "PBXNativeTarget" {
            let forPhone = buildsForIPhone(target)
            for phase in (target["buildPhases"] as? [String]) ?? [] {
                guard let sources = objects[phase] as? [String: Any], sources["isa"] as? String == "PBXSourcesBuildPhase" else { continue }
                for file in (sources["files"] as? [String]) ?? [] {
                    guard let reference = (objects[file] as? [String: Any])?["fileRef"] as? String,
                        let path = path(of: reference, parents: parents)
                    else { continue }
                    if forPhone { phone.insert(path) } else { other.insert(path) }
                }
            }
        }
        return other.subtracting(phone)
    }

    /// The folders kept in sync with the disk (Xcode 16) that only targets for other platforms compile (a
    /// watchOS app's folder beside the iPhone app's), as absolute paths.
    var foldersNotBuiltForIPhone: [String] {
        var phone: Set<String> = [], other: Set<String> = []
        for case let target as [String: Any] in objects.values where target["isa"] as? String == "PBXNativeTarget" {
            let forPhone = buildsForIPhone(target)
            for id in (target["fileSystemSynchronizedGroups"] as? [String]) ?? [] {
                guard let folder = (objects[id] as? [String: Any])?["path"] as? String else { continue }
                let path = ((projectFolder as NSString).appendingPathComponent(folder) as NSString).standardizingPath
                if forPhone { phone.insert(path) } else { other.insert(path) }
            }
        }
        return other.subtracting(phone).sorted()
    }

    /// Whether a target builds for the iPhone: its configurations, or else the project's, name `iphoneos`. A
    /// target that names no platform anywhere is taken to, so nothing is left out for it.
    private func buildsForIPhone(_ target: [String: Any]) -> Bool {
        var platforms = Self.platforms(of: target, in: objects)
        if platforms.isEmpty { platforms = projectPlatforms }
        return platforms.isEmpty || platforms.contains("iphoneos")
    }

    /// The platforms a target's or the project's configurations build for (`SDKROOT`, `SUPPORTED_PLATFORMS`), joined.
    private static func platforms(of owner: [String: Any], in objects: [String: Any]) -> String {
        guard let list = owner["buildConfigurationList"] as? String,
            let ids = (objects[list] as? [String: Any])?["buildConfigurations"] as? [String]
        else { return "" }
        return ids.flatMap { id -> [String] in
            guard let settings = (objects[id] as? [String: Any])?["buildSettings"] as? [String: Any] else { return [] }
            return [settings["SDKROOT"], settings["SUPPORTED_PLATFORMS"]].compactMap { $0.map { "\($0)" } }
        }.joined(separator: " ")
    }

    /// Each group member's group, by identifier.
    private var groupParents: [String: String] {
        var parents: [String: String] = [:]
        for case let (id, group as [String: Any]) in objects {
            for child in (group["children"] as? [String]) ?? [] { parents[child] = id }
        }
        return parents
    }

    /// Where a file reference points, through the groups it is in; nil for one outside the project's folders.
    private func path(of reference: String, parents: [String: String]) -> String? {
        var components: [String] = []
        var current = reference
        var visited: Set<String> = []
        // A malformed project may nest a group in itself: each group is walked through once.
        while visited.insert(current).inserted, let object = objects[current] as? [String: Any] {
            if let path = object["path"] as? String { components.insert(path, at: 0) }
            let tree = object["sourceTree"] as? String ?? "<group>"
            if tree == "SOURCE_ROOT" { break }
            if tree == "<absolute>" { return (components.joined(separator: "/") as NSString).standardizingPath }
            guard tree == "<group>" else { return nil }
            guard let parent = parents[current] else { break }
            current = parent
        }
        return ((projectFolder as NSString).appendingPathComponent(components.joined(separator: "/")) as NSString).standardizingPath
    }

    /// The platform filter an iPhone build compiles (it also covers the iPad; Mac Catalyst has its own).
    static let iPhonePlatform = "ios"

    /// Whether every iOS app the project builds targets the iPad alone (`TARGETED_DEVICE_FAMILY = 2` in each of
    /// its configurations); nil when the project builds no iOS app.
    var buildsOnlyForIPad: Bool? {
        var families: [String] = []
        for case let target as [String: Any] in objects.values
        where target["isa"] as? String == "PBXNativeTarget" && target["productType"] as? String == Self.applicationProductType {
            guard let list = target["buildConfigurationList"] as? String, let configurations = objects[list] as? [String: Any],
                let ids = configurations["buildConfigurations"] as? [String]
            else { continue }
            for id in ids {
                guard let settings = (objects[id] as? [String: Any])?["buildSettings"] as? [String: Any] else { continue }
                let platforms = "\(settings["SUPPORTED_PLATFORMS"] ?? "") \(settings["SDKROOT"] ?? "")"
                guard platforms.contains("iphoneos") else { continue }
                families.append(settings["TARGETED_DEVICE_FAMILY"].map { "\($0)" } ?? "1,2")
            }
        }
        guard !families.isEmpty else { return nil }
        return families.allSatisfy { $0.trimmingCharacters(in: .whitespaces) == "2" }
    }

    /// The product type of an app (not an extension, a framework or tests).
    static let applicationProductType = "com.apple.product-type.application"
}
