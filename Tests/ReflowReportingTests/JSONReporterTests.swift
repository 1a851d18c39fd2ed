import Findings
import Foundation
import Reporting
import Testing

@Suite struct JSONReporterTests {
    @Test func matchesCannedOutput() {
        Canned.assertMatches(JSONReporter.report(ReportFixtures.input), file: "JSONReporter.json")
    }

    @Test func validatesAgainstTheDocumentedSchema() {
        let problems = SchemaValidator.problems(in: JSONReporter.report(ReportFixtures.input), against: PackagePaths.findingsSchema)
        #expect(problems == nil, "\(problems ?? "")")
    }

    @Test func everyFindingHasEveryKeyInOrderWithNullsForWhatIsUnknown() throws {
        let document = try Self.parse(JSONReporter.report(ReportFixtures.input))
        #expect(document["schemaVersion"] as? Int == JSONReporter.schemaVersion)
        let findings = try #require(document["findings"] as? [[String: Any]])
        #expect(findings.count == 6)
        let unreachable = try #require(findings.first { $0["id"] as? String == "unreachable-action" })
        #expect(unreachable["file"] is NSNull && unreachable["line"] is NSNull && unreachable["column"] is NSNull)
        #expect(unreachable["sizes"] as? [String] == ["accessibility4", "accessibility5"])
        let clipped = try #require(findings.first { $0["id"] as? String == "clipped-text" })
        #expect(clipped["file"] as? String == "Sources/App/Checkout.swift")
        #expect(clipped["line"] as? Int == 42 && clipped["column"] as? Int == 13)
        let custom = try #require(findings.first { $0["id"] as? String == "custom-check" })
        let ratio = try #require((custom["measurements"] as? [[String: Any]])?.first)
        #expect(ratio["value"] is NSNull)
        // Key order is part of the format (byte-identical output): check it on the text.
        let report = JSONReporter.report(ReportFixtures.input)
        let text = report[try #require(report.range(of: "\"findings\": [")).lowerBound...]
        let keys = [
            "id", "severity", "message", "file", "line", "column", "screen", "device", "layoutDirection", "firstSize", "sizes",
            "element", "relatedElement", "measurements", "wcag", "fix",
        ]
        let positions = keys.map { key in text.range(of: "\n      \"\(key)\": ")?.lowerBound }
        #expect(positions.allSatisfy { $0 != nil })
        #expect(positions.compactMap { $0 }.sorted() == positions.compactMap { $0 })
    }

    @Test func numbersWithoutTrailingZerosAndSizesSmallestFirst() {
        let text = JSONReporter.report(ReportFixtures.input)
        #expect(text.contains("\"value\": 48,"))
        #expect(text.contains("\"value\": 0.3,"))  // 0.1 + 0.2
        #expect(text.contains("\"value\": 0,"))  // -0.0
        #expect(text.contains("\"value\": 15.83,"))
        let values = text.split(separator: "\n").compactMap { line in line.split(separator: "\"value\": ").dropFirst().first }
        #expect(values.count == 14)
        #expect(values.allSatisfy { $0 == "null," || $0.wholeMatch(of: /(0|[1-9][0-9]*)(\.[0-9]*[1-9])?,/) != nil }, "\(values)")
        #expect(
            text.contains("\"sizes\": [\n        \"xSmall\",\n        \"small\",\n        \"medium\",\n        \"accessibility2\"\n      ]")
        )
    }

    @Test func escapesStringsAndKeepsUnicode() {
        let text = JSONReporter.report(ReportFixtures.input)
        #expect(text.contains(#""message": "Label\twith a tab and a bell \u0007 character.""#))
        #expect(text.contains(#"shows 1 of 2 lines;\n4 characters are hidden (\"1.12\")."#))
        #expect(text.contains("\"screen\": \"الملف الشخصي\""))
        #expect(text.contains("Text \\\"€199.00\\\""))
    }

    @Test func screensReadFromSourceCarryTheirStatusAndCoverage() throws {
        let partial = ScreenCoverage(
            location: FileLocation(file: "/app/Sources/Feed.swift", line: 80, column: 1), status: "partial",
            interpreted: 40, opaqueViews: 3, ignoredModifiers: 2, unreadFonts: 1, sourceTexts: 9, standInTexts: 4,
            reasons: ["3 opaque views", "2 ignored modifiers", "1 unread font"])
        let empty = ScreenCoverage(
            location: FileLocation(file: "/app/Sources/Map.swift", line: 12, column: 1), status: "not-simulated",
            interpreted: 1, opaqueViews: 1, ignoredModifiers: 0, unreadFonts: 0, sourceTexts: 0, standInTexts: 0,
            reasons: ["no text to lay out", "1 opaque view"])
        let input = ReportInput(
            findings: [], checks: [], toolVersion: "0.1.0", baseDirectory: "/app", screens: ["Feed", "Map", "Checkout"],
            coverage: ["Feed": partial, "Map": empty])
        let document = try Self.parse(JSONReporter.report(input))
        let summary = try #require(document["summary"] as? [String: Any])
        #expect(summary["screens"] as? Int == 3)
        // Checkout has no coverage: a screen built in code, every view known.
        #expect(summary["simulated"] as? Int == 1 && summary["partial"] as? Int == 1 && summary["notSimulated"] as? Int == 1)
        let screens = try #require(document["screens"] as? [[String: Any]])
        #expect(screens.map { $0["name"] as? String } == ["Feed", "Map", "Checkout"])
        #expect(screens[0]["file"] as? String == "Sources/Feed.swift" && screens[0]["line"] as? Int == 80)
        #expect(screens[0]["status"] as? String == "partial")
        let coverage = try #require(screens[0]["coverage"] as? [String: Any])
        #expect(coverage["opaqueViews"] as? Int == 3 && coverage["sourceTexts"] as? Int == 9 && coverage["standInTexts"] as? Int == 4)
        #expect(coverage["reasons"] as? [String] == ["3 opaque views", "2 ignored modifiers", "1 unread font"])
        #expect(screens[1]["status"] as? String == "not-simulated")
        #expect(screens[2]["file"] is NSNull && screens[2]["coverage"] is NSNull && screens[2]["status"] as? String == "simulated")
    }

    @Test func simulatedFindingsCarryTheirEvidenceLintFindingsNull() throws {
        var simulated = try #require(ReportFixtures.input.findings.first { $0.checkID == "clipped-text" })
        simulated.evidence = Evidence(
            content: .standIn, standIns: ["title"],
            dependencies: [
                Evidence.Dependency(
                    kind: .opaqueView, subject: "MapView", location: FileLocation(file: "/app/Sources/Place.swift", line: 6, column: 13))
            ])
        var lint = simulated
        lint.evidence = nil
        lint.checkID = "swiftui-fixed-height-text"
        let input = ReportInput(findings: [simulated, lint], checks: [], toolVersion: "0.1.0", baseDirectory: "/app")
        let findings = try #require(try Self.parse(JSONReporter.report(input))["findings"] as? [[String: Any]])
        let evidence = try #require(findings.first { $0["id"] as? String == "clipped-text" }?["evidence"] as? [String: Any])
        #expect(evidence["content"] as? String == "stand-in")
        #expect(evidence["standIns"] as? [String] == ["title"])
        #expect(evidence["partialScreen"] as? Bool == false)
        let dependency = try #require((evidence["dependencies"] as? [[String: Any]])?.first)
        #expect(dependency["kind"] as? String == "opaque-view" && dependency["subject"] as? String == "MapView")
        #expect(dependency["file"] as? String == "Sources/Place.swift" && dependency["line"] as? Int == 6)
        #expect(findings.first { $0["id"] as? String == "swiftui-fixed-height-text" }?["evidence"] is NSNull)
    }

    static func parse(_ text: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }
}
