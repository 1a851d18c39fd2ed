import Findings
import Reporting
import Testing

/// Findings from lint rules (a source location, no screen, device or sizes) print sensibly in every
/// format: no empty "on" or "at" fragments, no empty parentheses, valid JSON and SARIF.
@Suite struct LintFindingReportTests {
    @Test func textMatchesCannedOutput() {
        Canned.assertMatches(TextReporter.report(LintReportFixtures.input, colour: false), file: "LintTextReporter.txt")
        Canned.assertMatches(TextReporter.report(LintReportFixtures.lintOnly, colour: false), file: "LintOnlyTextReporter.txt")
    }

    @Test func xcodeMatchesCannedOutput() {
        Canned.assertMatches(XcodeReporter.report(LintReportFixtures.input), file: "LintXcodeReporter.txt")
    }

    @Test func gitHubMatchesCannedOutput() {
        Canned.assertMatches(GitHubReporter.report(LintReportFixtures.input), file: "LintGitHubReporter.txt")
    }

    @Test func jsonMatchesCannedOutputAndSchema() {
        let json = JSONReporter.report(LintReportFixtures.input)
        Canned.assertMatches(json, file: "LintJSONReporter.json")
        let problems = SchemaValidator.problems(in: json, against: PackagePaths.findingsSchema)
        #expect(problems == nil, "\(problems ?? "")")
    }

    @Test func sarifMatchesCannedOutputAndSchema() {
        let sarif = SARIFReporter.report(LintReportFixtures.input)
        Canned.assertMatches(sarif, file: "LintSARIFReporter.sarif")
        let problems = SchemaValidator.problems(in: sarif, against: PackagePaths.sarifSchema)
        #expect(problems == nil, "\(problems ?? "")")
    }

    @Test func noFormatPrintsEmptyContext() {
        for format in ReportFormat.allCases {
            let output = format.report(LintReportFixtures.lintOnly)
            for fragment in [" on ,", "()", "( )", " on  ", "at  on", "0 screens audited"] {
                #expect(!output.contains(fragment), "\(format) prints '\(fragment)'")
            }
        }
        let xcode = XcodeReporter.report(LintReportFixtures.lintOnly)
        #expect(
            xcode.contains(
                "App/Main.storyboard:9:5: error: This font uses a fixed system font of 12 pt, which does not follow the reader's text size. [ib-fixed-font-size]\n"
            ))
        #expect(LintReportFixtures.lintOnly.screenNames.isEmpty)
        #expect(LintReportFixtures.lintOnly.sourceFiles == ["App/Main.storyboard", "app/Order.tsx"])
    }
}
