import Foundation
import Testing

/// `reflow lint`'s adoption features end to end: configuration files, baselines, suppressions and skipped files.
@Suite struct LintAdoptionCommandTests {
    @Test func baselineRoundTripHidesKnownViolations() throws {
        let folder = try LintTemporaryFolder()
        let baseline = folder.path("baseline.json")
        let write = runReflow("lint", "Examples/Lint", "--write-baseline", baseline)
        #expect(write.status == 0, "\(write)")
        #expect(write.output.hasPrefix("Wrote "))
        let data = try #require(FileManager.default.contents(atPath: baseline))
        let entries = try #require((try JSONSerialization.jsonObject(with: data) as? [String: Any])?["entries"] as? [[String: Any]])
        #expect(!entries.isEmpty)
        #expect(entries.allSatisfy { ($0["path"] as? String)?.hasPrefix("Examples/Lint/") == true })

        let applied = runReflow("lint", "Examples/Lint", "--baseline", baseline, "--format", "json")
        #expect(applied.status == 0, "\(applied)")
        #expect((applied.jsonObject()?["findings"] as? [[String: Any]])?.isEmpty == true)
        let text = runReflow("lint", "Examples/Lint", "--baseline", baseline)
        #expect(text.output.contains("no violations (\(entries.count) in the baseline not shown)"), "\(text.output)")
    }

    @Test func baselineSurvivesMovedLinesAndReportsNewOnes() throws {
        let folder = try LintTemporaryFolder()
        try folder.write("app/lib/order.dart", "final s = MediaQuery.of(context).textScaleFactor;\n")
        let baseline = folder.path("baseline.json")
        #expect(runReflow("lint", folder.path("app"), "--write-baseline", baseline).status == 0)
        try folder.write(
            "app/lib/order.dart",
            "\n\nfinal s = MediaQuery.of(context).textScaleFactor;\nfinal t = MediaQuery.textScaleFactorOf(context);\n")
        let run = runReflow("lint", folder.path("app"), "--baseline", baseline, "--format", "xcode", "--fail-on", "warning")
        #expect(run.status == 1)
        let lines = run.outputLines.filter { $0.contains("[flutter-text-scale-factor]") }
        #expect(lines.count == 1, "\(run.output)")
        #expect(lines.first?.hasPrefix(folder.path("app/lib/order.dart") + ":4:") == true, "\(run.output)")
    }

    @Test func badConfigurationIsOneLineNamingTheFile() throws {
        let folder = try LintTemporaryFolder()
        let config = try folder.write("reflow.json", #"{ "exlude": ["Pods"] }"#)
        let run = runReflow("lint", "--config", config, "Examples/Lint")
        #expect(run.status == 2)
        #expect(run.output == "")
        #expect(run.error.hasPrefix("reflow: error: \(config): unknown key \"exlude\""), "\(run.error)")
        #expect(run.error.split(separator: "\n").count == 1)
        let unknownRule = try folder.write("rules.json", #"{ "disabledRules": ["ib-nope"] }"#)
        #expect(
            runReflow("lint", "--config", unknownRule, "Examples/Lint").error.contains(
                "\(unknownRule): \"disabledRules\" names unknown rule \"ib-nope\""))
        let notJSON = try folder.write("broken.json", "{")
        let broken = runReflow("lint", "--config", notJSON)
        #expect(broken.status == 2)
        #expect(broken.error.hasPrefix("reflow: error: \(notJSON): not valid JSON"))
        #expect(runReflow("lint", "--config", folder.path("missing.json")).status == 2)
    }

    @Test func configurationSetsSeveritiesAndDisablesRules() throws {
        let folder = try LintTemporaryFolder()
        let config = try folder.write(
            "reflow.json",
            """
            { "disabledRules": ["rn-single-line-text"], "severities": { "flutter-text-scale-factor": "error" } }
            """)
        let run = runReflow("lint", "--config", config, "Examples/Lint", "--format", "json")
        let findings = run.jsonObject()?["findings"] as? [[String: Any]] ?? []
        #expect(!findings.contains { $0["id"] as? String == "rn-single-line-text" })
        let scale = findings.filter { $0["id"] as? String == "flutter-text-scale-factor" }
        #expect(!scale.isEmpty && scale.allSatisfy { $0["severity"] as? String == "error" })
    }

    @Test func unmatchedSuppressionsAreReported() throws {
        let folder = try LintTemporaryFolder()
        try folder.write(
            "lib/screen.dart",
            """
            // reflow:disable-next-line flutter-single-line-text -- the title is one word
            final title = Text('Order');
            // reflow:disable-next-line flutter-text-scale-factor
            final scale = MediaQuery.of(context).textScaleFactor;
            """)
        let run = runReflow("lint", folder.path("lib"), "--format", "xcode")
        #expect(
            run.outputLines.contains { $0.hasPrefix(folder.path("lib/screen.dart") + ":1:") && $0.contains("[unused-suppression]") },
            "\(run.output)")
        #expect(run.outputLines.contains { $0.contains(":3:") && $0.contains("[suppression-without-reason]") }, "\(run.output)")
        #expect(!run.output.contains("[flutter-text-scale-factor]"))
    }

    @Test func generatedHugeAndBinaryFilesAreSkippedWithNotes() throws {
        let folder = try LintTemporaryFolder()
        try folder.write("src/Generated.swift", "// Generated by SwiftGen — DO NOT EDIT\nlet size: CGFloat = 17\n")
        try folder.write("src/huge.dart", String(repeating: "final a = MediaQuery.of(context).textScaleFactor;\n", count: 25_000))
        try folder.write("src/binary.tsx", Data([0x3C, 0x54, 0x00, 0xFF, 0x00]))
        let run = runReflow("lint", folder.path("src"))
        #expect(run.status == 0, "\(run)")
        #expect(run.output.contains("Generated.swift: skipped as generated"), "\(run.output)")
        #expect(run.output.contains("huge.dart: skipped, "), "\(run.output)")
        #expect(run.output.contains("binary.tsx: not linted: binary file"), "\(run.output)")
    }

    @Test func teeWritesTheReportToo() throws {
        let folder = try LintTemporaryFolder()
        let copy = folder.path("report.txt")
        let run = runReflow("lint", "Examples/Lint/InterfaceBuilder", "--format", "xcode", "--exit-zero", "--tee", copy)
        #expect(run.status == 0)
        #expect(try String(contentsOfFile: copy, encoding: .utf8) == run.output)
    }

    @Test func absolutePathsJoinRelativeOnesToTheCurrentFolder() {
        let relative = runReflow("lint", "Examples/Lint/InterfaceBuilder", "--format", "xcode", "--exit-zero")
        let absolute = runReflow("lint", "Examples/Lint/InterfaceBuilder", "--format", "xcode", "--exit-zero", "--absolute-paths")
        let folder = FileManager.default.currentDirectoryPath
        #expect(relative.outputLines.first?.hasPrefix("Examples/Lint/InterfaceBuilder/") == true, "\(relative)")
        #expect(absolute.outputLines.count == relative.outputLines.count)
        #expect(absolute.outputLines == relative.outputLines.map { folder + "/" + $0 }, "\(absolute)")
    }

    @Test func stampHoldsOnlyCommentsAndNamesTheReport() throws {
        let folder = try LintTemporaryFolder()
        let stamp = folder.path("ReflowLint-Screens.swift")
        let report = folder.path("report.txt")
        let run = runReflow("lint", "Examples/Lint/InterfaceBuilder", "--format", "xcode", "--exit-zero", "--tee", report, "--stamp", stamp)
        #expect(run.status == 0, "\(run)")
        let lines = try String(contentsOfFile: stamp, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.dropLast().allSatisfy { $0.hasPrefix("// ") }, "\(lines)")
        #expect(lines.last == "")
        #expect(lines.contains("// The report: \(report)"[...]))
        #expect(lines.contains { $0.hasPrefix("// Linted ") && $0.hasSuffix(" violations.") }, "\(lines)")
    }

    @Test func stampMustBeASwiftFile() throws {
        let folder = try LintTemporaryFolder()
        let run = runReflow("lint", "Examples/Lint/InterfaceBuilder", "--stamp", folder.path("stamp.txt"))
        #expect(run.status == 2)
        #expect(run.error.contains("--stamp") && run.error.contains("must end in .swift"), "\(run)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("stamp.txt")))
    }
}
