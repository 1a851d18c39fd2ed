import Audit
import Foundation
import Testing

/// `Documentation/Checks.md` is generated from the checks' descriptions and must be current.
///
/// `REFLOW_RECORD_DOCS=1 swift test --filter CheckReferenceTests` rewrites it and records an
/// issue, so a recording run never passes silently; under CI it never records.
@Suite struct CheckReferenceTests {
    @Test func documentationIsCurrent() throws {
        let generated = CheckReference.markdown()
        let url = PackageFiles.checkReference
        let environment = ProcessInfo.processInfo.environment
        if environment["REFLOW_RECORD_DOCS"] == "1" && environment["CI"] == nil {
            try Data(generated.utf8).write(to: url)
            Issue.record("Rewrote \(url.path); review the diff and run again without REFLOW_RECORD_DOCS=1.")
            return
        }
        guard let current = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("Missing \(url.path). Generate it with `REFLOW_RECORD_DOCS=1 swift test --filter CheckReferenceTests`.")
            return
        }
        guard current != generated else { return }
        Issue.record(
            """
            Documentation/Checks.md is stale (\(firstDifference(current, generated))). Regenerate it with \
            `REFLOW_RECORD_DOCS=1 swift test --filter CheckReferenceTests` and review the diff.
            """)
    }

    /// "line 3: file has '…', checks say '…'" for the first line that differs.
    private func firstDifference(_ file: String, _ generated: String) -> String {
        let fileLines = file.components(separatedBy: "\n"), generatedLines = generated.components(separatedBy: "\n")
        for index in 0..<max(fileLines.count, generatedLines.count) {
            let have = index < fileLines.count ? fileLines[index] : "<end of file>"
            let want = index < generatedLines.count ? generatedLines[index] : "<end>"
            if have != want { return "line \(index + 1): file has '\(have)', checks say '\(want)'" }
        }
        return "same lines, different bytes"
    }

    @Test func everyIDHasASectionWithItsCriterionAndExamples() {
        let markdown = CheckReference.markdown()
        for check in AuditChecks.all {
            for id in check.description.allIDs {
                #expect(markdown.contains("\n## \(id)\n"), "no section for \(id)")
                #expect(markdown.contains("[`\(id)`](#\(id))"), "no index entry for \(id)")
            }
        }
        #expect(markdown.contains("[1.4.4 Resize Text](https://www.w3.org/WAI/WCAG22/Understanding/resize-text.html)"))
        #expect(markdown.contains("[1.4.10 Reflow](https://www.w3.org/WAI/WCAG22/Understanding/reflow.html)"))
        #expect(markdown.contains("```swift\nVStack {\n    Text(\"Email\").frame(height: 44)"))
    }
}
