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
            files.notes == ["App.xcodeproj: 1 Swift file is built only for other platforms (its platform filters), so no screen reads it"])
        let screen = try #require(SwiftUIProject(paths: [root]).screens(profiles: [.asWritten]).first { $0.name == "Shared" })
        #expect(NilCoalescingTests.textNodes(screen.root).map(\.kind) == [.text("On the phone")])
    }

    @Test func aProjectFileThatIsNotAPropertyListLeavesNothingOut() throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try "not a property list {".write(toFile: "\(root)/App.xcodeproj/project.pbxproj", atomically: true, encoding: .utf8)
        #expect(ProjectFiles(paths: [root]).swiftFiles.count == 3)
    }
}
