import Checking
import Foundation
import ReflowCommands
import Testing

/// The version `reflow --version` prints is the release CHANGELOG.md describes last.
@Suite struct ReleaseTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The versions of the changelog's `## [x.y.z] - date` headings, newest first.
    static func changelogVersions() throws -> [String] {
        let text = try String(contentsOf: packageRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        return text.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("## ["), let close = line.firstIndex(of: "]") else { return nil }
            return String(line[line.index(line.startIndex, offsetBy: 4)..<close])
        }
    }

    @Test func theNewestChangelogVersionIsTheOneReflowPrints() throws {
        let versions = try Self.changelogVersions()
        #expect(versions.first == ReflowVersion.current, "\(versions)")
        #expect(runReflow("--version").output == "\(ReflowVersion.current)\n")
    }

    @Test func theVersionIsSemantic() {
        let parts = ReflowVersion.current.split(separator: ".")
        #expect(parts.count == 3 && parts.allSatisfy { Int($0) != nil }, "\(ReflowVersion.current)")
    }
}
