import Audit
import Findings
import Foundation
import ReflowExamples
import Reporting
import Testing
import Typesetting

/// The seed checkout, really audited (HarfBuzz measuring real fonts), through every reporter:
/// SARIF valid against the official SARIF 2.1.0 schema, JSON valid against the documented
/// schema, and every format byte-identical across two independent runs.
@Suite struct RealAuditReportTests {
    /// Audits the broken checkout with a fresh measurer (cold caches) and makes its report input.
    static func auditedInput() throws -> ReportInput {
        let report = try AuditRunner(measurer: HarfBuzzTextMeasurer()).audit(CheckoutExample.before(), screenName: "checkout-before")
        return ReportInput(
            findings: report.findings, checks: AuditChecks.all.map { $0.description }, toolVersion: "0.1.0",
            baseDirectory: PackagePaths.root.path, screens: [report.screenName], notes: report.notes)
    }

    @Test func everyReporterOnTheRealAudit() throws {
        let first = try Self.auditedInput()
        let second = try Self.auditedInput()
        #expect(!first.findings.isEmpty)
        #expect(first.findings.contains { $0.checkID == "unreachable-action" && $0.severity == .error })

        for format in ReportFormat.allCases {
            let once = format.report(first, colour: false), twice = format.report(second, colour: false)
            #expect(
                once == twice, "\(format) output differs between two runs: \(Canned.firstDifference(Data(once.utf8), Data(twice.utf8)))")
            #expect(!once.isEmpty)
        }

        let sarif = SARIFReporter.report(first)
        let sarifProblems = SchemaValidator.problems(in: sarif, against: PackagePaths.sarifSchema)
        #expect(sarifProblems == nil, "\(sarifProblems ?? "")")
        let json = JSONReporter.report(first)
        let jsonProblems = SchemaValidator.problems(in: json, against: PackagePaths.findingsSchema)
        #expect(jsonProblems == nil, "\(jsonProblems ?? "")")

        // Every check the audit has is a rule; every result names one; one result per finding.
        let log = try #require(JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        let ruleIDs = rules.compactMap { $0["id"] as? String }
        #expect(ruleIDs == AuditChecks.all.flatMap { $0.description.allIDs })
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == first.findings.count)
        #expect(results.allSatisfy { ruleIDs.contains($0["ruleId"] as? String ?? "") })

        // Checkout findings have no source location: Xcode lines start with the severity.
        let xcode = XcodeReporter.report(first).split(separator: "\n")
        #expect(xcode.count == first.findings.count)
        #expect(xcode.contains { $0.hasPrefix("error: Button \"Pay €228.89\"") && $0.hasSuffix("[unreachable-action]") })
        #expect(TextReporter.report(first, colour: false).hasPrefix("checkout-before on iPhone 16: \(first.findings.count) findings"))
    }
}
