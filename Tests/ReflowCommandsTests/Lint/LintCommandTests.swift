import Foundation
import Testing
import ReflowCommands
import ReflowCommandLine

/// `reflow lint` on the example projects: every rule family in every format, exit codes, rule selection.
@Suite struct LintCommandTests {
    /// The id prefixes of the rule families, one per language.
    static let families = ["swiftui-", "uikit-", "ib-", "android-", "compose-", "rn-", "flutter-"]

    /// The rule ids a JSON report lists.
    static func ruleIDs(_ run: ReflowRun) -> Set<String> {
        let findings = run.jsonObject()?["findings"] as? [[String: Any]] ?? []
        return Set(findings.compactMap { $0["id"] as? String })
    }

    /// A clean lint run says so plainly: no "0 screens audited", no "1 files".
    @Test func aCleanRunSaysNoFindings() throws {
        let folder = try LintTemporaryFolder()
        _ = try folder.write(
            "Greeting.swift", "import SwiftUI\n\nstruct Greeting: View {\n    var body: some View { Text(\"Hello\") }\n}\n")
        let run = runReflow("lint", folder.path("Greeting.swift"))
        #expect(run.status == 0)
        #expect(run.output.hasSuffix("  - Linted 1 file: no violations.\n\nNo findings.\n"), "\(run.output)")
        #expect(!run.output.contains("screens audited"))
    }

    /// Colour only on a terminal, and never with NO_COLOR set (https://no-color.org).
    @Test func noColorTurnsColourOff() {
        func run(_ environment: [String: String]) -> String {
            let output = CapturedOutput(), error = CapturedOutput()
            let context = CommandContext(
                standardOutput: output, standardError: error, isStandardOutputTerminal: true, environment: environment)
            _ = ReflowCLI.run(arguments: ["lint", "Examples/Lint/Swift"], context: context, commands: ReflowCommandList.all)
            return output.text
        }
        #expect(run([:]).contains("\u{1B}["))
        #expect(!run(["NO_COLOR": "1"]).contains("\u{1B}["))
        #expect(run(["NO_COLOR": ""]).contains("\u{1B}["))
    }

    @Test func jsonShowsEveryRuleFamily() {
        let run = runReflow("lint", "Examples/Lint", "--format", "json")
        #expect(run.status == 1, "\(run)")
        #expect(run.error == "")
        let ids = Self.ruleIDs(run)
        for family in Self.families {
            #expect(ids.contains { $0.hasPrefix(family) }, "no \(family)* finding in JSON")
        }
    }

    @Test func textShowsEveryRuleFamilyAndASummary() {
        let run = runReflow("lint", "Examples/Lint")
        #expect(run.status == 1)
        for family in Self.families {
            #expect(run.output.contains("[\(family)") || run.output.contains(family), "no \(family)* finding in text")
        }
        #expect(run.output.contains("Linted "))
    }

    @Test func xcodeLinesAreFileLineColumnDiagnostics() {
        let run = runReflow("lint", "Examples/Lint", "--format", "xcode")
        #expect(run.status == 1)
        let diagnostics = run.outputLines.filter { $0.hasPrefix("Examples/Lint/") }
        #expect(!diagnostics.isEmpty)
        for line in diagnostics {
            let fields = line.split(separator: ":", maxSplits: 4)
            #expect(fields.count == 5 && Int(fields[1]) != nil && Int(fields[2]) != nil, "\(line)")
            #expect(line.contains(": error: ") || line.contains(": warning: ") || line.contains(": note: "), "\(line)")
        }
        for family in Self.families {
            #expect(diagnostics.contains { $0.contains("[\(family)") }, "no \(family)* diagnostic in Xcode output")
        }
    }

    @Test func sarifNamesEveryRuleFamily() throws {
        let run = runReflow("lint", "Examples/Lint", "--format", "sarif")
        #expect(run.status == 1)
        let json = try #require(run.jsonObject())
        let runs = try #require(json["runs"] as? [[String: Any]])
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        let ids = Set(results.compactMap { $0["ruleId"] as? String })
        for family in Self.families {
            #expect(ids.contains { $0.hasPrefix(family) }, "no \(family)* result in SARIF")
        }
    }

    @Test func exitZeroFailOnAndRuleSelection() {
        #expect(runReflow("lint", "Examples/Lint", "--exit-zero").status == 0)
        let only = runReflow("lint", "Examples/Lint", "--rule", "flutter-text-scale-factor", "--format", "json", "--fail-on", "note")
        #expect(only.status == 1)
        #expect(Self.ruleIDs(only) == ["flutter-text-scale-factor"])
        let bad = runReflow("lint", "Examples/Lint", "--rule", "no-such-rule")
        #expect(bad.status == 2)
        #expect(bad.error.hasPrefix("reflow: error: invalid value 'no-such-rule' for '--rule'"))
    }

    @Test func listRulesNamesEveryFamily() {
        let run = runReflow("lint", "--list-rules")
        #expect(run.status == 0)
        for family in Self.families {
            #expect(run.outputLines.contains { $0.hasPrefix(family) }, "--list-rules lacks \(family)*")
        }
        #expect(run.output.contains("unused-suppression"))
    }

    @Test func usageErrorsExitTwo() {
        for arguments in [
            ["lint", "--no-such-flag"], ["lint", "Examples/NoSuchFolder"], ["lint", "--format", "yaml"],
            ["lint", "new-rule", "x-y"], ["lint", "--baseline", "/nonexistent/reflow-baseline.json", "Examples/Lint"],
        ] {
            let run = runReflow(arguments)
            #expect(run.status == 2, "\(arguments): \(run)")
            #expect(run.error.hasPrefix("reflow: error: "), "\(arguments)")
            #expect(run.output == "")
        }
    }

    @Test func outputIsDeterministic() {
        #expect(
            runReflow("lint", "Examples/Lint", "--format", "json").output == runReflow("lint", "Examples/Lint", "--format", "json").output)
    }
}
