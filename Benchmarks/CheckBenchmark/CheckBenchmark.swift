import BenchmarkSupport
import Checking
import DynamicType
import Foundation
import ReflowCommands
import SwiftSource

/// Runs the phases interleaved, checks that every run did the same work, and prints the report.
struct CheckBenchmark {
    let options: Options
    let paths: [String]
    let generated: Bool

    /// The target: a whole check at most this many times parsing alone.
    static let target = 2.0

    struct Mismatch: Error, CustomStringConvertible {
        let description: String
    }

    func run() throws {
        // Setup, not timed: which Swift files `reflow check` reads, so the baseline parses the same ones.
        let found = SwiftUIProject(paths: paths, concurrency: options.threads)
        guard !found.swiftFiles.isEmpty else { throw Mismatch(description: "no Swift files under \(paths.joined(separator: ", "))") }
        let phases = Phases(paths: paths, swiftFiles: found.swiftFiles, threads: options.threads)

        // Warm-up, not counted: the page cache holds the sources and fonts, and the code is paged in.
        let (warmParse, warmParseSeconds) = Timing.measure { phases.parseOnly() }
        let (reference, warmCheckSeconds) = try Timing.measure { try phases.check() }
        guard warmParse.files == reference.files, warmParse.lines == reference.lines else {
            throw Mismatch(description: "parse-only read \(warmParse) but check read \(reference)")
        }

        var parse = Samples(), check = Samples()
        var parseIndex = Samples(), interpretation = Samples(), fonts = Samples(), audit = Samples(), stageSum = Samples()
        var screens: [SimulatedScreen] = []
        var project = found
        for _ in 0..<options.runs {
            let (parsed, parseSeconds) = Timing.measure { phases.parseOnly() }
            try expect(parsed, equals: warmParse, phase: "parse")
            parse.append(parseSeconds)

            let (checked, checkSeconds) = try Timing.measure { try phases.check() }
            try expect(checked, equals: reference, phase: "check")
            check.append(checkSeconds)

            let (stages, staged, stagedScreens, stagedProject) = try phases.stages()
            var comparable = reference
            comparable.findings = -1
            try expect(staged, equals: comparable, phase: "stage-by-stage check")
            parseIndex.append(stages.parseIndex)
            interpretation.append(stages.interpretation)
            fonts.append(stages.fonts)
            audit.append(stages.audit)
            stageSum.append(stages.total)
            screens = stagedScreens
            project = stagedProject
        }

        let sizes = phases.checker.configuration.categories.count
        let profiles = phases.checker.profiles.map(\.rawValue).joined(separator: ", ")
        if generated {
            print(
                "reflow-check-benchmark: generated project, \(options.files) screen and component files asked, seed 0x\(String(options.seed, radix: 16, uppercase: true))"
            )
        } else {
            print("reflow-check-benchmark: \(paths.joined(separator: " "))")
        }
        print(
            "project: \(Format.count(reference.files)) Swift files, \(Format.count(reference.lines)) lines, "
                + "\(project.catalogFiles.count) string tables, \(project.fontFiles.count) font files")
        print(
            "screens: \(Format.count(project.screenNames.count)) screens found; \(Format.count(reference.screens)) screen variants simulated "
                + "(content: \(profiles)), each at \(sizes) sizes = \(Format.count(reference.screens * sizes)) layouts")
        print(
            "findings: \(Format.count(reference.findings)) after collapsing by cause, \(Format.count(reference.screenFindings)) over all screen variants"
        )
        print("\(options.threads) threads, medians of \(options.runs) runs, phases interleaved")
        print("warm-up (not counted): parse \(Format.seconds(warmParseSeconds)) s, check \(Format.seconds(warmCheckSeconds)) s")
        print("")

        let rows: [(String, String, Samples)] = [
            ("(a) parse only", "SwiftSourceFile.parse(paths:concurrency:)", parse),
            ("(b) check", "ProjectChecker().check(paths:)", check),
        ]
        print(
            Format.padded("phase", 16) + Format.padded("what", 44) + Format.padded("median s", 10, right: true)
                + Format.padded("min s", 10, right: true) + Format.padded("max s", 10, right: true))
        for (name, what, samples) in rows {
            print(
                Format.padded(name, 16) + Format.padded(what, 44) + Format.padded(Format.seconds(samples.median), 10, right: true)
                    + Format.padded(Format.seconds(samples.minimum), 10, right: true)
                    + Format.padded(Format.seconds(samples.maximum), 10, right: true))
        }
        let ratio = check.median / parse.median
        print("")
        print(
            "ratio (medians)  (b) / (a) = \(Format.ratio(ratio))   target <= \(Format.ratio(Self.target))   "
                + (ratio <= Self.target ? "met" : "not met"))
        print("")

        let variants = Double(max(reference.screens, 1))
        print("breakdown of (b), stage by stage in a separate pass (medians of \(options.runs)):")
        print(
            Format.padded("stage", 16) + Format.padded("what", 44) + Format.padded("median s", 10, right: true)
                + Format.padded("share", 8, right: true) + "  per unit")
        let stageRows: [(String, String, Samples, String)] = [
            (
                "parse + index", "SwiftUIProject(paths:concurrency:)", parseIndex,
                "\(Format.seconds(parseIndex.median - parse.median)) s more than (a): files, catalogs, index"
            ),
            (
                "interpretation", "project.screens(profiles:concurrency:)", interpretation,
                "\(Format.milliseconds(interpretation.median / variants)) per screen variant"
            ),
            ("fonts", "FontCatalog(directories:) + measurer", fonts, "once per check"),
            (
                "layout + audit", "AuditRunner.audit of every variant", audit,
                "\(Format.milliseconds(audit.median / variants)) per variant, "
                    + "\(Format.milliseconds(audit.median / variants / Double(sizes))) per size (wall, \(options.threads) threads)"
            ),
        ]
        for (name, what, samples, unit) in stageRows {
            print(
                Format.padded(name, 16) + Format.padded(what, 44) + Format.padded(Format.seconds(samples.median), 10, right: true)
                    + Format.padded(Format.percent(samples.median, of: stageSum.median), 8, right: true) + "  " + unit)
        }
        print(
            Format.padded("sum of stages", 60) + Format.padded(Format.seconds(stageSum.median), 10, right: true)
                + Format.padded("", 8) + "  (b) − sum = \(Format.seconds(check.median - stageSum.median)) s (collapsing findings, noise)")
        print(
            "as multiples of (a): parse + index \(Format.ratio(parseIndex.median / parse.median)), "
                + "interpretation \(Format.ratio(interpretation.median / parse.median)), "
                + "layout + audit \(Format.ratio((fonts.median + audit.median) / parse.median))")

        if options.experiments {
            print("")
            try Experiments(
                phases: phases, project: project, screens: screens, runs: options.runs, parseMedian: parse.median,
                checkMedian: check.median
            ).run()
        }
    }

    private func expect(_ outcome: Outcome, equals expected: Outcome, phase: String) throws {
        guard outcome == expected else {
            throw Mismatch(description: "the \(phase) pass computed \(outcome), not \(expected) as before")
        }
    }
}
