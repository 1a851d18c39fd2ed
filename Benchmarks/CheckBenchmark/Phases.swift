import Audit
import BenchmarkSupport
import Checking
import DynamicType
import Lint
import ReflowCommands
import SwiftSource
import Typesetting

/// What one pass computed, compared across runs so that every run does the same work.
struct Outcome: Equatable, CustomStringConvertible {
    var files = 0
    var lines = 0
    var screens = 0
    /// Findings of every screen variant before collapsing (the breakdown pass cannot collapse:
    /// `FindingCollapse` is internal to ReflowCommands).
    var screenFindings = 0
    /// Findings after collapsing by cause (check pass only; -1 elsewhere).
    var findings = -1

    var description: String {
        "\(files) files, \(lines) lines, \(screens) screens, \(screenFindings) screen findings, \(findings) findings"
    }
}

/// The phases the benchmark times. Each builds everything it uses, as `reflow check` does.
struct Phases {
    let paths: [String]
    /// The Swift files `SwiftUIProject(paths:)` finds under `paths`, in its order.
    let swiftFiles: [String]
    let threads: Int
    let checker: ProjectChecker

    init(paths: [String], swiftFiles: [String], threads: Int) {
        self.paths = paths
        self.swiftFiles = swiftFiles
        self.threads = threads
        checker = ProjectChecker(concurrency: threads)
    }

    /// (a) The baseline: every Swift file read and parsed once with the toolchain's SwiftParser
    /// (with its diagnostics), and nothing else.
    func parseOnly(threads: Int? = nil) -> Outcome {
        var outcome = Outcome()
        for result in SwiftSourceFile.parse(paths: swiftFiles, concurrency: threads ?? self.threads) {
            if case .success(let file) = result {
                outcome.files += 1
                outcome.lines += file.lineCount
            }
        }
        return outcome
    }

    /// (b) `reflow check` without the HTML report: files found, parsed, indexed, every screen
    /// interpreted per profile and variant, audited at 12 sizes, findings collapsed.
    func check(threads: Int? = nil) throws -> Outcome {
        var checker = self.checker
        checker.concurrency = threads ?? self.threads
        let result = try checker.check(paths: paths)
        return Outcome(
            files: result.project.swiftFiles.count, lines: result.project.lineCount, screens: result.screens.count,
            screenFindings: result.screenFindings.reduce(0) { $0 + $1.count }, findings: result.findings.count)
    }

    /// The seconds of each stage of (b), done the way `ProjectChecker.check` does them.
    struct Stages {
        var parseIndex = 0.0
        var interpretation = 0.0
        /// Fonts indexed (a new `FontCatalog`, as each check makes), measurer and runner made.
        var fonts = 0.0
        var audit = 0.0
        var total: Double { parseIndex + interpretation + fonts + audit }
    }

    /// (b) again, stage by stage: `SwiftUIProject(paths:)`, `project.screens(profiles:)`, then
    /// `ProjectChecker.check(_:)`'s audit (a font catalog and `AuditRunner.audit` of every screen
    /// on the same threads). Collapsing findings is not repeated (it is internal and cheap).
    func stages() throws -> (Stages, Outcome, [SimulatedScreen], SwiftUIProject) {
        var stages = Stages()
        let (project, parseIndex) = Timing.measure { SwiftUIProject(paths: paths, concurrency: threads) }
        stages.parseIndex = parseIndex
        let (screens, interpretation) = Timing.measure {
            project.screens(profiles: checker.profiles, named: checker.screenNames, concurrency: threads)
        }
        stages.interpretation = interpretation
        let (runner, fonts) = Timing.measure { () -> AuditRunner in
            let catalog = FontCatalog(directories: FontDirectories.system, files: project.fontFiles)
            return AuditRunner(measurer: HarfBuzzTextMeasurer(catalog: catalog), configuration: checker.configuration)
        }
        stages.fonts = fonts
        let (counts, audit) = Timing.measure {
            LargeStackThreads.map(screens, concurrency: threads) { screen -> Int in
                (try? runner.audit(screen.root, screenName: screen.qualifiedName).findings.count) ?? 0
            }
        }
        stages.audit = audit
        let outcome = Outcome(
            files: project.swiftFiles.count, lines: project.lineCount, screens: screens.count,
            screenFindings: counts.reduce(0, +), findings: -1)
        return (stages, outcome, screens, project)
    }
}
