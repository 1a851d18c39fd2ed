import Foundation
import SwiftSource
import Testing

/// An Xcode project's platform filters say which files an iPhone build compiles: a view of the same name
/// in a folder filtered to the Mac is not the one an iPhone shows.
@Suite struct XcodePlatformFilterTests {
    /// A project with one synchronized folder, `App`, whose `iOS/Row.swift` is built for iOS and `macOS/Row.swift`
    /// for macOS only; `Shared.swift` has no filter and is built everywhere.
    private func project() throws -> String {
        let root = NSTemporaryDirectory() + "reflow-xcode-\(UUID().uuidString)"
        let manager = FileManager.default
        for folder in ["App/iOS", "App/macOS", "App.xcodeproj"] {
            try manager.createDirectory(atPath: "\(root)/\(folder)", withIntermediateDirectories: true)
        }
        let row = { (text: String) in "import SwiftUI\nstruct Row: View { var body: some View { Text(\"\(text)\") } }\n" }
        try row("On the phone").write(toFile: "\(root)/App/iOS/Row.swift", atomically: true, encoding: .utf8)
        try row("On the Mac").write(toFile: "\(root)/App/macOS/Row.swift", atomically: true, encoding: .utf8)
        try "import SwiftUI\nstruct Shared: View { var body: some View { Row() } }\n"
            .write(toFile: "\(root)/App/Shared.swift", atomically: true, encoding: .utf8)
        let pbxproj = """
            // !$*UTF8*$!
            {
                archiveVersion = 1;
                objectVersion = 77;
                objects = {
                    AA01 /* Exceptions for "App" folder in "App" target */ = {
                        isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
                        platformFiltersByRelativePath = {
                            iOS/Row.swift = (ios, );
                            macOS/Row.swift = (macos, );
                        };
                        target = AA03;
                    };
                    AA02 /* App */ = {
                        isa = PBXFileSystemSynchronizedRootGroup;
                        exceptions = (AA01 /* Exceptions for "App" folder in "App" target */, );
                        path = App;
                        sourceTree = "<group>";
                    };
                };
                rootObject = AA04;
            }
            """
        try pbxproj.write(toFile: "\(root)/App.xcodeproj/project.pbxproj", atomically: true, encoding: .utf8)
        return root
    }

    @Test func aFileFilteredToOtherPlatformsIsLeftOutWithANote() throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let files = ProjectFiles(paths: [root])
        #expect(files.swiftFiles.map { ($0 as NSString).lastPathComponent } == ["Shared.swift", "Row.swift"])
        #expect(files.swiftFiles.contains { $0.hasSuffix("/iOS/Row.swift") })
        #expect(
            files.notes == [
                "App.xcodeproj: 1 Swift file is built only for other platforms (its platform filters or targets), so no screen reads it and check does not lint it"
            ])
        let screen = try #require(SwiftUIProject(paths: [root]).screens(profiles: [.asWritten]).first { $0.name == "Shared" })
        #expect(NilCoalescingTests.textNodes(screen.root).map(\.kind) == [.text("On the phone")])
    }

    @Test func aProjectFileThatIsNotAPropertyListLeavesNothingOut() throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try "not a property list {".write(toFile: "\(root)/App.xcodeproj/project.pbxproj", atomically: true, encoding: .utf8)
        #expect(ProjectFiles(paths: [root]).swiftFiles.count == 3)
    }

    /// A classic project with an iPhone app and a tvOS app, each a target with its own sources: `TV/Detail.swift`
    /// is compiled only by the tvOS target, `Shared/Item.swift` by both, `Phone/Detail.swift` by the iPhone app
    /// (which names no SDK of its own: the project's is `iphoneos`).
    @Test func aFileOnlyAnotherPlatformsTargetCompilesIsLeftOut() throws {
        let root = NSTemporaryDirectory() + "reflow-xcode-targets-\(UUID().uuidString)"
        let manager = FileManager.default
        defer { try? manager.removeItem(atPath: root) }
        for folder in ["App/Phone", "App/TV", "App/Shared", "App.xcodeproj"] {
            try manager.createDirectory(atPath: "\(root)/\(folder)", withIntermediateDirectories: true)
        }
        let detail = { (text: String) in "import SwiftUI\nstruct Detail: View { var body: some View { Text(\"\(text)\") } }\n" }
        try detail("On the phone").write(toFile: "\(root)/App/Phone/Detail.swift", atomically: true, encoding: .utf8)
        try detail("On the TV").write(toFile: "\(root)/App/TV/Detail.swift", atomically: true, encoding: .utf8)
        try "struct Item { let name: String }\n".write(toFile: "\(root)/App/Shared/Item.swift", atomically: true, encoding: .utf8)
        let pbxproj = """
            // !$*UTF8*$!
            {
                archiveVersion = 1;
                objectVersion = 52;
                objects = {
                    F001 = {isa = PBXFileReference; path = Detail.swift; sourceTree = "<group>"; };
                    F002 = {isa = PBXFileReference; path = Detail.swift; sourceTree = "<group>"; };
                    F003 = {isa = PBXFileReference; path = Item.swift; sourceTree = "<group>"; };
                    B001 = {isa = PBXBuildFile; fileRef = F001; };
                    B002 = {isa = PBXBuildFile; fileRef = F002; };
                    B003 = {isa = PBXBuildFile; fileRef = F003; };
                    B004 = {isa = PBXBuildFile; fileRef = F003; };
                    G000 = {isa = PBXGroup; children = (G001, ); sourceTree = "<group>"; };
                    G001 = {isa = PBXGroup; children = (G002, G003, G004, ); path = App; sourceTree = "<group>"; };
                    G002 = {isa = PBXGroup; children = (F001, ); path = Phone; sourceTree = "<group>"; };
                    G003 = {isa = PBXGroup; children = (F002, ); path = TV; sourceTree = "<group>"; };
                    G004 = {isa = PBXGroup; children = (F003, ); path = Shared; sourceTree = "<group>"; };
                    S001 = {isa = PBXSourcesBuildPhase; files = (B001, B003, ); };
                    S002 = {isa = PBXSourcesBuildPhase; files = (B002, B004, ); };
                    C001 = {isa = XCBuildConfiguration; buildSettings = { PRODUCT_NAME = App; }; name = Debug; };
                    C002 = {isa = XCBuildConfiguration; buildSettings = { SDKROOT = appletvos; }; name = Debug; };
                    C003 = {isa = XCBuildConfiguration; buildSettings = { SDKROOT = iphoneos; }; name = Debug; };
                    L001 = {isa = XCConfigurationList; buildConfigurations = (C001, ); };
                    L002 = {isa = XCConfigurationList; buildConfigurations = (C002, ); };
                    L003 = {isa = XCConfigurationList; buildConfigurations = (C003, ); };
                    T001 = {isa = PBXNativeTarget; buildConfigurationList = L001; buildPhases = (S001, ); name = App;
                        productType = "com.apple.product-type.application"; };
                    T002 = {isa = PBXNativeTarget; buildConfigurationList = L002; buildPhases = (S002, ); name = AppTV;
                        productType = "com.apple.product-type.application"; };
                    P001 = {isa = PBXProject; buildConfigurationList = L003; mainGroup = G000; targets = (T001, T002, ); };
                };
                rootObject = P001;
            }
            """
        try pbxproj.write(toFile: "\(root)/App.xcodeproj/project.pbxproj", atomically: true, encoding: .utf8)
        let files = ProjectFiles(paths: [root])
        #expect(files.swiftFiles.contains { $0.hasSuffix("/Phone/Detail.swift") })
        #expect(files.swiftFiles.contains { $0.hasSuffix("/Shared/Item.swift") })
        #expect(!files.swiftFiles.contains { $0.hasSuffix("/TV/Detail.swift") })
        #expect(
            files.notes == [
                "App.xcodeproj: 1 Swift file is built only for other platforms (its platform filters or targets), so no screen reads it and check does not lint it"
            ])
    }

    /// Xcode 16 keeps each target's folder in sync with the disk: the watchOS app's folder is no part of the
    /// iPhone app, though its views have the iPhone's names.
    @Test func aSynchronizedFolderOnlyAnotherPlatformsTargetCompilesIsLeftOut() throws {
        let root = NSTemporaryDirectory() + "reflow-xcode-folders-\(UUID().uuidString)"
        let manager = FileManager.default
        defer { try? manager.removeItem(atPath: root) }
        for folder in ["App", "Watch App", "App.xcodeproj"] {
            try manager.createDirectory(atPath: "\(root)/\(folder)", withIntermediateDirectories: true)
        }
        let home = { (text: String) in "import SwiftUI\nstruct Home: View { var body: some View { Text(\"\(text)\") } }\n" }
        try home("On the phone").write(toFile: "\(root)/App/Home.swift", atomically: true, encoding: .utf8)
        try home("On the watch").write(toFile: "\(root)/Watch App/Home.swift", atomically: true, encoding: .utf8)
        let pbxproj = """
            // !$*UTF8*$!
            {
                archiveVersion = 1;
                objectVersion = 77;
                objects = {
                    G001 = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
                    G002 = {isa = PBXFileSystemSynchronizedRootGroup; path = "Watch App"; sourceTree = "<group>"; };
                    C001 = {isa = XCBuildConfiguration; buildSettings = { PRODUCT_NAME = App; }; name = Debug; };
                    C002 = {isa = XCBuildConfiguration; buildSettings = { SDKROOT = watchos; }; name = Debug; };
                    C003 = {isa = XCBuildConfiguration; buildSettings = { SDKROOT = iphoneos; }; name = Debug; };
                    L001 = {isa = XCConfigurationList; buildConfigurations = (C001, ); };
                    L002 = {isa = XCConfigurationList; buildConfigurations = (C002, ); };
                    L003 = {isa = XCConfigurationList; buildConfigurations = (C003, ); };
                    T001 = {isa = PBXNativeTarget; buildConfigurationList = L001; fileSystemSynchronizedGroups = (G001, ); name = App;
                        productType = "com.apple.product-type.application"; };
                    T002 = {isa = PBXNativeTarget; buildConfigurationList = L002; fileSystemSynchronizedGroups = (G002, ); name = Watch;
                        productType = "com.apple.product-type.application"; };
                    P001 = {isa = PBXProject; buildConfigurationList = L003; targets = (T001, T002, ); };
                };
                rootObject = P001;
            }
            """
        try pbxproj.write(toFile: "\(root)/App.xcodeproj/project.pbxproj", atomically: true, encoding: .utf8)
        let files = ProjectFiles(paths: [root])
        #expect(files.swiftFiles.count == 1)
        #expect(files.swiftFiles.first?.hasSuffix("/App/Home.swift") == true)
        let screen = try #require(SwiftUIProject(paths: [root]).screens(profiles: [.asWritten]).first { $0.name == "Home" })
        #expect(NilCoalescingTests.textNodes(screen.root).map(\.kind) == [.text("On the phone")])
    }
}
