import Findings
import Reporting
import Testing

@Suite struct XcodeReporterTests {
    @Test func matchesCannedOutput() {
        Canned.assertMatches(XcodeReporter.report(ReportFixtures.input), file: "XcodeReporter.txt")
    }

    @Test func oneDiagnosticLinePerFindingInTheCompilerForm() throws {
        let lines = XcodeReporter.report(ReportFixtures.input).split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == ReportFixtures.findings.count)
        let located = try Regex(#"^.+:[0-9]+:[0-9]+: (error|warning|note): .+ \[[a-z-]+\]$"#)
        let unlocated = try Regex(#"^(error|warning|note): .+ \[[a-z-]+\]$"#)
        for (line, finding) in zip(lines, ReportFixtures.input.findings) {
            let text = String(line)
            if finding.sourceLocation != nil {
                #expect(text.wholeMatch(of: located) != nil, "\(text)")
            } else {
                #expect(text.wholeMatch(of: unlocated) != nil, "\(text)")
            }
        }
    }

    @Test func relativePathsLineAndColumn() {
        let output = XcodeReporter.report(ReportFixtures.input)
        #expect(output.contains("\nSources/App/Checkout.swift:42:13: error: Text \"€199.00\" needs 48 pt"))
        #expect(output.contains("(Checkout on iPhone 16, from accessibility3) [clipped-text]\n"))
        // Outside the base directory a path stays absolute.
        #expect(output.hasPrefix("/tmp/Shared/Helpers.swift:3:1: note: "))
        // The message's line break becomes a space.
        #expect(output.contains("shows 1 of 2 lines; 4 characters are hidden"))
    }
}
