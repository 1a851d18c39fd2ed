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

    /// Reads `projectFile` once; nil when it cannot be read as a property list.
    init?(projectFile: String) {
        guard let data = FileManager.default.contents(atPath: projectFile),
            let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any],
            let objects = plist["objects"] as? [String: Any]
        else { return nil }
        self.projectFile = projectFile
        self.objects = objects
    }

    /// The files under the project that its filters leave out of an iPhone build, as absolute paths.
    var filesNotBuiltForIPhone: Set<String> {
        // The folder holding the `.xcodeproj`, which synchronized folders' paths start from.
        let projectFolder = ((projectFile as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
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
        return leftOut
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
