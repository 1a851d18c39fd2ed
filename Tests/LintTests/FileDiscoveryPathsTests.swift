import Foundation
import Lint
import Testing

/// The files under the paths a command line names: found once, relative to the root when under
/// it, absolute when not.
@Suite struct FileDiscoveryPathsTests {
    private final class Folder {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("reflow-paths-\(UUID().uuidString)").path
        init(files: [String]) throws {
            for file in files {
                let full = (path as NSString).appendingPathComponent(file)
                try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try "fun a() {}\n".write(toFile: full, atomically: false, encoding: .utf8)
            }
        }
        deinit { try? FileManager.default.removeItem(atPath: path) }
    }

    @Test func pathsUnderTheRootComeFirstRelativeToItThenThoseOutsideByTheirAbsolutePaths() throws {
        let project = try Folder(files: ["App/B.kt", "App/A.kt", "Lib/C.dart", "Lib/notes.txt"])
        let elsewhere = try Folder(files: ["Shared/D.kt"])
        let found = FileDiscovery.files(paths: [elsewhere.path, "App", "./App/A.kt", "Lib/../Lib", project.path + "/App"],
                                        root: project.path, configuration: LintConfiguration())
        #expect(found.paths == ["App/A.kt", "App/B.kt", "Lib/C.dart", elsewhere.path + "/Shared/D.kt"])
        #expect(found.notes.isEmpty)
        #expect(found.unreadable.isEmpty)
    }

    @Test func aMissingPathIsNotedAndNoPathsMeansTheIncludePaths() throws {
        let project = try Folder(files: ["App/A.kt", "Lib/C.dart"])
        let missing = FileDiscovery.files(paths: ["Gone", "Lib"], root: project.path, configuration: LintConfiguration())
        #expect(missing.paths == ["Lib/C.dart"])
        #expect(missing.notes == ["Gone: include path does not exist"])
        let included = FileDiscovery.files(paths: [], root: project.path, configuration: LintConfiguration(includePaths: ["App"]))
        #expect(included.paths == ["App/A.kt"])
    }

    @Test func theRootItselfIsEveryFileUnderIt() throws {
        let project = try Folder(files: ["App/A.kt", "Lib/C.dart"])
        #expect(FileDiscovery.files(paths: ["."], root: project.path, configuration: LintConfiguration()).paths == ["App/A.kt", "Lib/C.dart"])
        #expect(FileDiscovery.absolute("App/../Lib/./C.dart", root: project.path) == project.path + "/Lib/C.dart")
    }
}
