import Foundation
import Testing

/// The module's shape: no Foundation, one reporter per file, every public declaration documented.
@Suite struct ReportingModuleTests {
    static func sources() throws -> [(name: String, text: String)] {
        let enumerator = FileManager.default.enumerator(at: PackagePaths.reportingSources, includingPropertiesForKeys: nil)
        let files = (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
        return try files.map { ($0.lastPathComponent, try String(contentsOf: $0, encoding: .utf8)) }
    }

    /// Findings and the typed sizes they carry, nothing else: no Foundation, no layout.
    @Test func importsFindingsAndDynamicTypeOnly() throws {
        for source in try Self.sources() {
            let imports = source.text.split(separator: "\n").filter { $0.hasPrefix("import ") }
            #expect(imports.allSatisfy { $0 == "import Findings" || $0 == "import DynamicType" }, "\(source.name): \(imports)")
        }
    }

    @Test func oneReporterPerFileNamedAfterIt() throws {
        let reporters = try Self.sources().filter { $0.name.hasSuffix("Reporter.swift") }
        #expect(
            reporters.map(\.name) == [
                "GitHubReporter.swift", "JSONReporter.swift", "SARIFReporter.swift", "TextReporter.swift",
                "XcodeReporter.swift",
            ])
        for reporter in reporters {
            let declared = reporter.text.split(separator: "\n").filter { $0.hasPrefix("public enum ") && $0.contains("Reporter") }
            #expect(declared == ["public enum \(reporter.name.dropLast(".swift".count)) {"], "\(reporter.name)")
        }
    }

    @Test func everyPublicDeclarationHasADocComment() throws {
        for source in try Self.sources() {
            let lines = source.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            for (index, line) in lines.enumerated() where line.trimmingCharacters(in: .whitespaces).hasPrefix("public ") {
                var previous = index - 1
                while previous >= 0, lines[previous].trimmingCharacters(in: .whitespaces).hasPrefix("@") { previous -= 1 }
                let above = previous >= 0 ? lines[previous].trimmingCharacters(in: .whitespaces) : ""
                #expect(above.hasPrefix("///"), "\(source.name):\(index + 1) has no doc comment: \(line)")
            }
        }
    }
}
