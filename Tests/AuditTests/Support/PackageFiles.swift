import Foundation

/// Paths in the package, found from this file's location so tests run from any directory.
enum PackageFiles {
    /// The package root.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // AuditTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// `Sources/Audit/Checks/`.
    static let checksDirectory = root.appendingPathComponent("Sources/Audit/Checks")

    /// `Documentation/Checks.md`.
    static let checkReference = root.appendingPathComponent("Documentation/Checks.md")
}
