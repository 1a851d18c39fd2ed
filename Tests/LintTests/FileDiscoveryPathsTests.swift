import Lint
import Testing

/// The files under the paths a command line names: found once, relative to the root when under
/// it, absolute when not.
@Suite struct FileDiscoveryPathsTests {
    @Test func pathsUnderTheRootComeFirstRelativeToItThenThoseOutsideByTheirAbsolutePaths() throws {
        let project = try TemporaryTree(files: ["App/B.kt", "App/A.kt", "Lib/C.dart", "Lib/notes.txt"])
        let elsewhere = try TemporaryTree(files: ["Shared/D.kt"])
        let found = FileDiscovery.files(
            paths: [elsewhere.root, "App", "./App/A.kt", "Lib/../Lib", project.root + "/App"],
            root: project.root, configuration: LintConfiguration())
        #expect(found.paths == ["App/A.kt", "App/B.kt", "Lib/C.dart", elsewhere.root + "/Shared/D.kt"])
        #expect(found.notes.isEmpty)
        #expect(found.unreadable.isEmpty)
    }

    @Test func aMissingPathIsNotedAndNoPathsMeansTheIncludePaths() throws {
        let project = try TemporaryTree(files: ["App/A.kt", "Lib/C.dart"])
        let missing = FileDiscovery.files(paths: ["Gone", "Lib"], root: project.root, configuration: LintConfiguration())
        #expect(missing.paths == ["Lib/C.dart"])
        #expect(missing.notes == ["Gone: include path does not exist"])
        let included = FileDiscovery.files(paths: [], root: project.root, configuration: LintConfiguration(includePaths: ["App"]))
        #expect(included.paths == ["App/A.kt"])
    }

    @Test func theRootItselfIsEveryFileUnderIt() throws {
        let project = try TemporaryTree(files: ["App/A.kt", "Lib/C.dart"])
        #expect(
            FileDiscovery.files(paths: ["."], root: project.root, configuration: LintConfiguration()).paths == ["App/A.kt", "Lib/C.dart"])
        #expect(FileDiscovery.absolute("App/../Lib/./C.dart", root: project.root) == project.root + "/Lib/C.dart")
    }
}
