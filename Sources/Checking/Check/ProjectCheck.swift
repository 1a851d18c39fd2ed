import Audit
import Findings
import Foundation
import LayoutEngine
import Lint
import ReflowCommandLine
import Reporting
import SwiftSource

/// What `reflow check` does once its arguments are read: simulate the project's screens, lint the
/// same files, apply or record the baseline, and write the HTML report; the command only prints.
///
/// ```swift
/// let check = ProjectCheck(paths: ["Examples/Storefront"], checker: ProjectChecker(configuration: AuditConfiguration()))
/// let outcome = try check.run(check.project())
/// print(TextReporter.report(outcome.input))
/// ```
public struct ProjectCheck: Sendable {
    /// Where the HTML report goes and how it is drawn.
    public struct ReportRequest: Sendable {
        /// The report's directory.
        public var path: String
        /// Whether an earlier report there may be replaced.
        public var replaces: Bool
        /// Whether every size gets a picture, not only the sizes where what is found changes.
        public var drawsEverySize: Bool

        /// A report written to `path`.
        public init(path: String, replaces: Bool = false, drawsEverySize: Bool = false) {
            self.path = path
            self.replaces = replaces
            self.drawsEverySize = drawsEverySize
        }
    }

    /// What a check found and wrote.
    public struct Outcome: Sendable {
        /// The findings, checks, screens, notes and coverage to print.
        public var input: ReportInput
        /// Whether part of the input could not be read or laid out (the run fails even without findings).
        public var isIncomplete: Bool
        /// The report's `index.html` and its number of pictures, when one was written.
        public var report: (path: String, pictures: Int)?
        /// What was read back from and added to the cache, when one was given.
        public var cache: AuditCache.Statistics?
    }

    /// Folders or Swift files of the project.
    public var paths: [String]
    /// The sizes, devices, content profiles and screens to simulate.
    public var checker: ProjectChecker
    /// The lint configuration and baseline; nil when neither linting nor a baseline is asked for.
    public var lintSettings: LintSettings?
    /// Whether the lint rules run over the same files.
    public var runsLint: Bool
    /// Where to record every current finding as a baseline, instead of applying one.
    public var writeBaselinePath: String?
    /// The HTML report, when asked for.
    public var report: ReportRequest?
    /// Whether reports show paths relative to the current folder or absolute.
    public var pathStyle: ReportInput.PathStyle
    /// The folder paths are reported relative to.
    public var root: String

    /// A check of `paths` with every setting given; those left out take their defaults.
    public init(
        paths: [String], checker: ProjectChecker, lintSettings: LintSettings? = nil, runsLint: Bool = true,
        writeBaselinePath: String? = nil, report: ReportRequest? = nil, pathStyle: ReportInput.PathStyle = .relative,
        root: String = FileManager.default.currentDirectoryPath
    ) {
        self.paths = paths
        self.checker = checker
        self.lintSettings = lintSettings
        self.runsLint = runsLint
        self.writeBaselinePath = writeBaselinePath
        self.report = report
        self.pathStyle = pathStyle
        self.root = root
    }

    /// The project's Swift files, parsed and indexed; fails when there is nothing to check.
    public func project() throws -> SwiftUIProject {
        // The same size limit as lint (`maxFileSize`): a Swift file that large is generated code.
        try SwiftUIProject.reading(
            paths, concurrency: checker.concurrency,
            maximumFileSize: lintSettings?.configuration.maximumFileSize ?? LintConfiguration.defaultMaximumFileSize)
    }

    /// Simulates and lints `project`, applies or records the baseline, and writes the report when asked.
    public func run(
        _ project: SwiftUIProject, progress: (@Sendable (String) -> Void)? = nil,
        advancing: (@Sendable (String, Int, Int) -> Void)? = nil
    ) throws -> Outcome {
        if let names = checker.screenNames {
            for name in names where !project.screenNames.contains(name) {
                throw UsageError(
                    .invalidValue(
                        name, argument: "--screen", reason: "no such screen; found: \(project.screenNames.joined(separator: ", "))"))
            }
        }
        let result = try checker.check(project, progress: progress, advancing: advancing)
        var notes = result.notes
        var findings = result.findings
        var checks = AuditChecks.all.map { $0.description }
        var lintViolations: [RuleViolation] = []
        var incomplete = result.isIncomplete
        if runsLint, let lintSettings {
            // The simulation's trees, so that each Swift file is parsed once.
            // Files only other platforms' targets build are no part of the iPhone app the screens come from.
            let linted = LintProject(settings: lintSettings, root: root).lint(
                paths: paths, applyingBaseline: writeBaselinePath == nil, parsed: ParsedSwiftFiles(project, root: root),
                leavingOut: project.filesBuiltOnlyForOtherPlatforms, progress: progress)
            lintViolations = linted.violations
            incomplete = incomplete || !linted.unreadable.isEmpty
            findings += linted.findings
            checks += linted.checkDescriptions
            // The simulation walked the same folders and already named those it could not read.
            let named = Set(project.unreadable.map { FileDiscovery.absolute($0.path, root: root) })
            let repeated = Set(linted.unreadable.filter { named.contains(FileDiscovery.absolute($0.path, root: root)) }.map(\.description))
            notes += linted.notes.filter { !repeated.contains($0) }
            notes.append(
                "Linted \(Wording.counted(linted.filesLinted, "file")): \(Wording.counted(linted.violations.count, "violation"))"
                    + (linted.baselined > 0 ? ", \(linted.baselined) more in the baseline." : "."))
        }
        if let writeBaselinePath {
            // Recorded before any baseline is applied: the file lists everything reported today.
            var recorded = Baseline(violations: lintViolations)
            recorded.entries = (recorded.entries + SimulatedFindingBaseline.entries(for: findings.filter { !$0.isFromSource })).sorted()
            try BaselineWriter.writeFile(recorded.encoded(), to: writeBaselinePath, argument: "--write-baseline")
            notes.append("Wrote \(Wording.counted(recorded.entries.count, "finding")) to the baseline \(writeBaselinePath).")
        } else if let baseline = lintSettings?.baseline {
            let (kept, covered) = SimulatedFindingBaseline.filter(findings.filter { !$0.isFromSource }, with: baseline)
            findings = findings.filter(\.isFromSource) + kept
            if covered > 0 { notes.append("The baseline hides \(Wording.counted(covered, "simulated finding")).") }
        }
        let screenCount = Set(result.screens.map(\.name)).count
        notes.append(
            "Simulated \(Wording.counted(result.screens.count, "screen variant")) of \(Wording.counted(screenCount, "screen")) "
                + "from \(Wording.counted(project.swiftFiles.count, "file")); coverage \(result.coverage.summary).")
        // Which screens were not simulated in full leads the report (`CoverageOverview`); what was not read follows here.
        notes += result.coverage.notes
        var screenNames: [String] = []
        for screen in result.screens where !screenNames.contains(screen.name) { screenNames.append(screen.name) }
        let input = ReportInput(
            findings: findings, checks: checks, toolVersion: ReflowVersion.current, baseDirectory: root, paths: pathStyle,
            screens: screenNames, notes: notes, coverage: result.screenCoverage)
        var written: (path: String, pictures: Int)?
        if let report {
            written = try writeReport(report, result: result, findings: findings, checks: checks, input: input, notes: notes)
        }
        return Outcome(input: input, isIncomplete: incomplete, report: written, cache: result.cacheStatistics)
    }

    /// Draws the report of `result` on the first device, upright, left to right, reusing the audit's findings there.
    private func writeReport(
        _ report: ReportRequest, result: ProjectCheckResult, findings: [Finding], checks: [CheckDescription],
        input: ReportInput, notes: [String]
    ) throws -> (path: String, pictures: Int) {
        let configuration = checker.configuration
        let device = result.devices.first ?? .iPhone16
        let audited = configuration.orientations.contains(.portrait) && configuration.layoutDirections.contains(.leftToRight)
        let onDevice = result.screenFindings.map { findings in
            findings.filter {
                $0.context?.device == device.name && $0.context?.layoutDirection == .leftToRight && $0.context?.isAndroid == false
            }
        }
        let drawn = Self.screensToDraw(result.screens, findings: onDevice, audited: audited)
        let screens = drawn.map { index in
            let screen = result.screens[index]
            return HTMLReportWriter.Screen(
                name: screen.qualifiedName, summary: "\(screen.location) · \(screen.coverage.statusSummary)",
                root: screen.root, findings: audited ? onDevice[index] : nil, group: screen.name)
        }
        var reportNotes = notes
        let undrawn = result.screens.count - drawn.count
        if undrawn > 0 {
            reportNotes.append(
                "Not drawn: \(Wording.counted(undrawn, "variant")) with no finding beyond those of the screen as written; "
                    + "`reflow check --dump <screen>` prints \(undrawn == 1 ? "its tree" : "their trees").")
        }
        let writer = HTMLReportWriter(
            screens: screens, title: "Reflow check of \(paths.joined(separator: ", "))", device: device,
            scale: report.drawsEverySize ? 2 : 1.5, replaces: report.replaces, auditConfiguration: configuration, notes: reportNotes,
            drawsEverySize: report.drawsEverySize, sheetScale: report.drawsEverySize ? nil : 1,
            reported: HTMLReportWriter.Reported(
                findings: findings, checks: checks, screens: input.screens, coverage: result.screenCoverage),
            argument: "--report")
        let (_, pictures) = try writer.write(to: report.path, as: report.path)
        return ((report.path.hasSuffix("/") ? report.path : report.path + "/") + HTMLReportPage.fileName, pictures)
    }

    /// Which screen variants the report draws (indices into `screens`): each screen as written
    /// (else its first variant), and a variant only when it shows a finding, on the report's
    /// device, that the screen as written does not; others add pictures and no information.
    /// Without the audit's findings (`audited` false) every variant is drawn.
    public static func screensToDraw(_ screens: [SimulatedScreen], findings: [[Finding]], audited: Bool) -> [Int] {
        guard audited else { return Array(screens.indices) }
        var baseOf: [String: Int] = [:]
        for (index, screen) in screens.enumerated()
        where screen.variant == nil && screen.profile == .asWritten && baseOf[screen.name] == nil {
            baseOf[screen.name] = index
        }
        for (index, screen) in screens.enumerated() where baseOf[screen.name] == nil { baseOf[screen.name] = index }
        var causes: [String: Set<String>] = [:]
        for (name, index) in baseOf {
            causes[name] = Set(findings[index].map { FindingCollapse.causeKey($0, screen: name) })
        }
        return screens.indices.filter { index in
            let name = screens[index].name
            return baseOf[name] == index
                || findings[index].contains { !(causes[name] ?? []).contains(FindingCollapse.causeKey($0, screen: name)) }
        }
    }
}
