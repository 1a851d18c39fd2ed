import Findings
import Foundation
import Reporting
import Testing

@Suite struct SARIFReporterTests {
    @Test func matchesCannedOutput() {
        Canned.assertMatches(SARIFReporter.report(ReportFixtures.input), file: "SARIFReporter.sarif")
    }

    @Test func validatesAgainstTheSARIFSchema() {
        let problems = SchemaValidator.problems(in: SARIFReporter.report(ReportFixtures.input), against: PackagePaths.sarifSchema)
        #expect(problems == nil, "\(problems ?? "")")
    }

    @Test func rulesDescribeEveryCheckAndResultsPointAtTheirRule() throws {
        let run = try Self.run(SARIFReporter.report(ReportFixtures.input))
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "Reflow")
        #expect(driver["version"] as? String == "0.1.0")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(
            rules.compactMap { $0["id"] as? String } == [
                "clipped-text", "truncated-text", "truncated-without-ellipsis",
                "unreachable-action", "overlap", "tiny-text", "custom-check",
            ])
        let unreachable = try #require(rules.first { $0["id"] as? String == "unreachable-action" })
        #expect(unreachable["name"] as? String == "UnreachableAction")
        #expect(unreachable["helpUri"] as? String == WCAGCriterion.reflow.url)
        let help = try #require(unreachable["help"] as? [String: String])
        #expect(help["markdown"]?.contains("**Fix.** Put the content in a `ScrollView`") == true)
        #expect(help["markdown"]?.contains("[1.4.10 Reflow](https://www.w3.org/WAI/WCAG22/Understanding/reflow.html)") == true)
        #expect(help["text"]?.contains("Fix: Put the content in a `ScrollView`") == true)
        #expect((unreachable["defaultConfiguration"] as? [String: String])?["level"] == "error")

        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 6)
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
        }
    }

    @Test func locationsPhysicalWhenKnownLogicalAlways() throws {
        let results = try #require(try Self.run(SARIFReporter.report(ReportFixtures.input))["results"] as? [[String: Any]])
        for result in results {
            let location = try #require((result["locations"] as? [[String: Any]])?.first)
            #expect(location["logicalLocations"] != nil)
            let uri = ((location["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])?["uri"] as? String
            switch result["ruleId"] as? String {
            case "clipped-text": #expect(uri == "Sources/App/Checkout.swift")
            case "truncated-text": #expect(uri == "Sources/App/Profile%2C%20v2%3A%20Settings.swift")
            case "custom-check": #expect(uri == "file:///tmp/Shared/Helpers.swift")
            default: #expect(uri == nil)
            }
        }
    }

    @Test func fingerprintsAreStableAndDistinct() throws {
        let results = try #require(try Self.run(SARIFReporter.report(ReportFixtures.input))["results"] as? [[String: Any]])
        let fingerprints = results.compactMap { ($0["partialFingerprints"] as? [String: String])?[SARIFReporter.fingerprintKey] }
        #expect(fingerprints.count == results.count)
        #expect(Set(fingerprints).count == fingerprints.count)
        #expect(fingerprints.contains("overlap|Account|Account/List/HStack/Text \"alex@example.com\"|Account/List/HStack/Text \"Email\""))
        // A finding that moves in its file keeps its fingerprint.
        var moved = ReportFixtures.findings
        for index in moved.indices where moved[index].sourceLocation != nil { moved[index].sourceLocation?.line += 10 }
        let movedInput = ReportInput(
            findings: moved, checks: ReportFixtures.checks, toolVersion: "0.1.0", baseDirectory: ReportFixtures.baseDirectory)
        let movedResults = try #require(try Self.run(SARIFReporter.report(movedInput))["results"] as? [[String: Any]])
        #expect(
            Set(movedResults.compactMap { ($0["partialFingerprints"] as? [String: String])?[SARIFReporter.fingerprintKey] })
                == Set(fingerprints))
    }

    @Test func noDatesOrTimes() {
        let text = SARIFReporter.report(ReportFixtures.input)
        #expect(!text.contains("TimeUtc") && !text.contains("Date"))
    }

    static func run(_ text: String) throws -> [String: Any] {
        let log = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        #expect(log["$schema"] as? String == SARIFReporter.schemaURI)
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        return try #require(runs.first)
    }
}
