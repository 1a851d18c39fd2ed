import Foundation

/// Paths in the package, found from this file's location so tests run from any directory.
enum PackagePaths {
    /// `Tests/ReflowReportingTests/`.
    static let tests = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // ReflowReportingTests

    /// The package root.
    static let root =
        tests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// The canned reporter outputs.
    static let canned = tests.appendingPathComponent("Canned")

    /// The official SARIF 2.1.0 schema (OASIS, errata 01), copied from oasis-tcs/sarif-spec.
    static let sarifSchema = tests.appendingPathComponent("Schemas/sarif-schema-2.1.0.json")

    /// The schema of `--format json`.
    static let findingsSchema = root.appendingPathComponent("Documentation/findings.schema.json")

    /// `Sources/Reporting/`.
    static let reportingSources = root.appendingPathComponent("Sources/Reporting")
}
