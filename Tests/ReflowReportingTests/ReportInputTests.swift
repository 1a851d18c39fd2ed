import DynamicType
import Findings
import Reporting
import Testing

@Suite struct ReportInputTests {
    @Test(arguments: [
        ("/work/project/Sources/App/Checkout.swift", "/work/project", "Sources/App/Checkout.swift"),
        ("/work/project/Sources/App/Checkout.swift", "/work/project/", "Sources/App/Checkout.swift"),
        ("/work/project/./Sources//App/../App/Checkout.swift", "/work/project/.", "Sources/App/Checkout.swift"),
        ("/work/project", "/work/project/", "."),
        ("/work/projects/Other.swift", "/work/project", "/work/projects/Other.swift"),  // a sibling, not inside
        ("/tmp/Shared/Helpers.swift", "/work/project", "/tmp/Shared/Helpers.swift"),
        ("/tmp//Shared/./Helpers.swift", "", "/tmp/Shared/Helpers.swift"),
        ("/../a.swift", "/", "a.swift"),
        ("Sources/App/Checkout.swift", "/work/project", "Sources/App/Checkout.swift"),
        ("./Sources/./App/Checkout.swift", "/work/project", "Sources/App/Checkout.swift"),
        ("../Shared/Helpers.swift", "/work/project", "../Shared/Helpers.swift"),
        ("Sources/../../x.swift", "", "../x.swift"),
        ("/work/project/Sources/Profile, v2: الملف.swift", "/work/project", "Sources/Profile, v2: الملف.swift"),
    ])
    func relativePath(path: String, base: String, expected: String) {
        #expect(ReportInput.relativePath(path, to: base) == expected)
    }

    @Test func sortsDefensivelyWhateverTheInputOrder() {
        let forward = ReportInput(
            findings: ReportFixtures.findings, checks: ReportFixtures.checks, toolVersion: "0.1.0",
            baseDirectory: ReportFixtures.baseDirectory)
        let backward = ReportInput(
            findings: ReportFixtures.findings.reversed(), checks: ReportFixtures.checks, toolVersion: "0.1.0",
            baseDirectory: ReportFixtures.baseDirectory)
        #expect(forward.findings == backward.findings)
        // File, line, column first; findings without a location last, by check.
        #expect(
            forward.findings.map(\.checkID) == [
                "custom-check", "clipped-text", "truncated-text", "overlap", "tiny-text", "unreachable-action",
            ])
    }

    @Test func breaksTiesFindingsLeaveOpenByScreen() {
        func finding(on screen: String) -> Finding {
            Finding(
                checkID: "clipped-text", severity: .error, message: "Clipped.", element: ElementReference(path: "Root/Text", label: "Text"),
                context: FindingContext(
                    screen: screen, device: "iPhone 16", layoutDirection: .leftToRight, firstSize: .category(.large),
                    sizes: [.category(.large)]),
                measurements: [], criterion: .resizeText, fix: "Grow.")
        }
        let one = ReportInput(findings: [finding(on: "B"), finding(on: "A")], checks: [], toolVersion: "0")
        let other = ReportInput(findings: [finding(on: "A"), finding(on: "B")], checks: [], toolVersion: "0")
        #expect(one.findings.map { $0.context?.screen } == ["A", "B"])
        #expect(JSONReporter.report(one) == JSONReporter.report(other))
    }

    @Test func rulesFlattenRelatedChecksAndDescribeUnknownIDs() {
        let rules = ReportFixtures.input.rules
        #expect(
            rules.map(\.id) == [
                "clipped-text", "truncated-text", "truncated-without-ellipsis", "unreachable-action", "overlap",
                "tiny-text", "custom-check",
            ])
        let custom = rules[6]
        #expect(custom.defaultSeverity == .note)
        #expect(custom.fix == "A fix from a check that did not describe itself.")
        // The same check given twice is one rule.
        let doubled = ReportInput(findings: [], checks: ReportFixtures.checks + ReportFixtures.checks, toolVersion: "0")
        #expect(doubled.rules.count == 6)
    }

    @Test func screensKeepTheirOrderAndGainThoseOnlyFindingsName() {
        let input = ReportInput(findings: ReportFixtures.findings, checks: [], toolVersion: "0", screens: ["Settings", "Checkout"])
        #expect(input.screenNames == ["Settings", "Checkout", "Account", "Profile", "الملف الشخصي"])
    }

    @Test func notesFromSeveralScreensAppearOnce() {
        let input = ReportInput(findings: [], checks: [], toolVersion: "0", notes: ["a", "b", "a"])
        #expect(input.notes == ["a", "b"])
    }

    @Test func findingsAtLeastASeverityForTheExitStatus() {
        #expect(ReportFixtures.input.findings(atLeast: .error).count == 2)
        #expect(ReportFixtures.input.findings(atLeast: .warning).count == 4)
        #expect(ReportFixtures.input.findings(atLeast: .note).count == 6)
    }

    @Test func everyFormatHasAReporter() {
        #expect(ReportFormat.allCases.map(\.rawValue) == ["text", "xcode", "json", "sarif", "github"])
        #expect(ReportFormat.text.report(ReportFixtures.input, colour: true) == TextReporter.report(ReportFixtures.input, colour: true))
        #expect(ReportFormat.sarif.report(ReportFixtures.input) == SARIFReporter.report(ReportFixtures.input))
    }
}
