import Foundation

/// Paths in the package, found from this file's own path.
enum PackageFiles {
    static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let root = tests.deletingLastPathComponent().deletingLastPathComponent()
    static let rulesDirectory = root.appendingPathComponent("Sources/Lint/Rules")
    static let fixtures = tests.appendingPathComponent("Fixtures")
    static let examples = root.appendingPathComponent("Examples/Lint")
}
