import Foundation
import Lint
import SwiftSource
import Testing

/// `reflow check` lints the trees its simulation parsed: the same violations as a fresh parse,
/// and a file whose bytes changed since is parsed again.
@Suite struct ParsedSwiftFilesTests {
    private static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/Lint").path

    @Test func reusedTreesGiveTheSameViolationsAsAFreshParse() throws {
        let fresh = LintRunner(additionalLinters: [SwiftLinter()]).lint(paths: ["Swift"], root: Self.examples)
        let project = SwiftUIProject(paths: [Self.examples + "/Swift"])
        #expect(project.swiftFiles.count == 2)
        let reused = LintRunner(additionalLinters: [SwiftLinter(reusing: ParsedSwiftFiles(project, root: Self.examples))])
            .lint(paths: ["Swift"], root: Self.examples)
        #expect(fresh.violations.count > 10)
        #expect(reused.violations == fresh.violations)
    }

    @Test func aFileChangedSinceItWasParsedIsParsedAgain() {
        let project = SwiftUIProject(sources: [(path: "Badge.swift", text: "let badge = 1\n")])
        let linter = SwiftLinter(reusing: ParsedSwiftFiles(project, root: "/project"))
        let edited = LintFile(
            path: "/project/Badge.swift",
            text: "import SwiftUI\nstruct Badge: View {\n    var body: some View { Text(\"New\").font(.system(size: 12)) }\n}\n")
        // The stale tree has no text at all; the violation can only come from parsing the new bytes.
        #expect(LintRunner(additionalLinters: [linter]).violations(in: edited).map(\.ruleID).contains("swiftui-fixed-font-size"))
    }
}
