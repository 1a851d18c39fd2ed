import Foundation
import Testing
@testable import Lint

/// How every command walks a project folder: links to folders inside are not entered, links to
/// files are read, and a folder that cannot be listed is named, never skipped in silence.
@Suite struct DirectoryWalkTests {
    private struct Denied: Error {}

    @Test func aFolderThatCannotBeListedIsNamedWithTheReason() throws {
        let tree = try TemporaryTree(files: ["App/Main.swift", "App/Locked/Hidden.swift", "App/Open/Shown.swift"])
        let locked = tree.root + "/App/Locked"
        let walk = DirectoryWalk(lister: { path in
            if path == locked { throw CocoaError(.fileReadNoPermission) }
            return try FileManager.default.contentsOfDirectory(atPath: path)
        })
        let listing = walk.files(root: tree.root, entersFolder: { _, _ in true }, keepsFile: { $0.hasSuffix(".swift") })
        #expect(listing.files == ["App/Main.swift", "App/Open/Shown.swift"])
        #expect(listing.unreadable == [UnreadablePath(path: "App/Locked", reason: "Permission denied")])
        #expect(listing.unreadable[0].description == "App/Locked: could not be read (Permission denied), so it was not checked")
    }

    @Test func theRootItselfUnreadableIsNamedByItsPath() throws {
        let tree = try TemporaryTree(files: ["Main.swift"])
        let walk = DirectoryWalk(lister: { _ in throw CocoaError(.fileReadNoPermission) })
        let listing = walk.files(root: tree.root, entersFolder: { _, _ in true }, keepsFile: { _ in true })
        #expect(listing.files.isEmpty)
        #expect(listing.unreadable == [UnreadablePath(path: tree.root, reason: "Permission denied")])
    }

    @Test func linksToFilesAreReadAndLinksToFoldersAreNotEntered() throws {
        let tree = try TemporaryTree(files: ["App/Main.swift", "Elsewhere/Other.swift"])
        try FileManager.default.createSymbolicLink(
            atPath: tree.root + "/App/Linked.swift", withDestinationPath: tree.root + "/Elsewhere/Other.swift")
        // A link back up would loop forever if it were followed.
        try FileManager.default.createSymbolicLink(atPath: tree.root + "/App/Loop", withDestinationPath: tree.root)
        let listing = DirectoryWalk().files(root: tree.root, relative: "App", entersFolder: { _, _ in true }, keepsFile: { _ in true })
        #expect(listing.files == ["App/Linked.swift", "App/Main.swift"])
        #expect(listing.unreadable.isEmpty)
    }

    @Test func discoveryCarriesTheUnreadableFolders() throws {
        let tree = try TemporaryTree(files: ["Sources/A.swift", "Sources/Private/B.swift"])
        let walk = DirectoryWalk(lister: { path in
            if path.hasSuffix("/Private") { throw CocoaError(.fileReadNoPermission) }
            return try FileManager.default.contentsOfDirectory(atPath: path)
        })
        let found = FileDiscovery.files(root: tree.root, configuration: LintConfiguration(), walk: walk)
        #expect(found.paths == ["Sources/A.swift"])
        #expect(found.unreadable.map(\.path) == ["Sources/Private"])
    }
}

/// Work that may never finish is waited for only so long.
@Suite struct DeadlineTests {
    @Test func aQuickResultIsReturned() {
        #expect(Deadline.run(seconds: 5) { 6 * 7 } == 42)
    }

    @Test func aSlowOneIsAbandonedAtTheLimit() {
        let start = Date()
        let result = Deadline.run(seconds: 0.2) { () -> Int in
            Thread.sleep(forTimeInterval: 3)
            return 1
        }
        #expect(result == nil)
        #expect(Date().timeIntervalSince(start) < 2)
    }
}
