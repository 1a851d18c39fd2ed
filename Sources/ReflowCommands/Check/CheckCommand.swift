import Audit
import DynamicType
import Findings
import Foundation
import LayoutEngine
import Lint
import ReflowCommandLine
import Reporting
import SwiftSource

/// `reflow check`: reads a SwiftUI project, simulates every preview and argument-free view at
/// every text size, and reports what breaks at the source line that causes it.
///
/// Exit codes: 0 when no finding reaches the failing severity (`--fail-on`, default error) or
/// with `--exit-zero`; 1 when some does, or when a file or folder could not be read or a screen
/// could not be laid out; 2 for usage and input errors, and when there is nothing to check.
public struct CheckCommand: Command {
    static let paths = RepeatedPositional<String>("path", help: "Folders or Swift files of the project (default: the current folder).")
    static let sizes = Option<[ContentSizeCategory]>("sizes", valueName: "sizes", help: "all, a range (default…AX5, large...AX3) or a list (large,AX3).",
                                                     default: ContentSizeCategory.allCases, defaultDescription: "all",
                                                     parse: { try SizeSelection.parse($0) })
    static let device = RepeatedOption<String>("device", short: "d", valueName: "device",
                                               help: "iPhone SE, iPhone 16, iPhone 16 Pro Max or iPad 11-inch (default iPhone 16).", parse: { $0 })
    static let landscape = Flag("landscape", help: "Check landscape as well as portrait (same as --orientation portrait,landscape).")
    static let orientation = Option<[DeviceOrientation]?>("orientation", valueName: "orientations",
                                                          help: "portrait, landscape, or both comma-separated (default portrait).", parse: { text in
        try text.split(separator: ",").map { name in
            switch name.trimmingCharacters(in: .whitespaces) {
            case "portrait": return .portrait
            case "landscape": return .landscape
            default: throw ArgumentProblem(description: "expected portrait or landscape, not '\(name)'")
            }
        }
    })
    static let rightToLeft = Flag("rtl", help: "Check right to left as well as left to right.")
    static let content = Option<[ContentProfile]>("content", valueName: "profiles",
                                                  help: "Content profiles, comma-separated: as-written, translation, long.",
                                                  default: ContentProfile.defaults, defaultDescription: "as-written,translation",
                                                  parse: { text in
        try text.split(separator: ",").map { name in
            guard let profile = ContentProfile(rawValue: name.trimmingCharacters(in: .whitespaces)) else {
                throw ArgumentProblem(description: "expected as-written, translation or long, not '\(name)'")
            }
            return profile
        }
    })
    static let screen = RepeatedOption<String>("screen", short: "s", valueName: "name", help: "Check only this screen (see --list).", parse: { $0 })
    static let list = Flag("list", help: "List the screens found, with their variants and coverage, and exit.")
    static let dump = Option<String?>("dump", valueName: "screen", help: "Print the view tree interpreted for a screen and exit.", parse: { $0 })
    static let report = Option<String?>("report", valueName: "dir",
                                        help: "Also write the HTML report, with a contact sheet of every size and pictures where what is found changes, to this directory.",
                                        parse: { $0 })
    static let force = Flag("force", help: "Let --report replace an earlier report.")
    static let everySize = Flag("every-size", help: "Draw --report's pictures at every size, not only where what is found changes.")
    static let noLint = Flag("no-lint", help: "Only simulate; do not run the lint rules (reflow lint) over the same files.")
    static let config = Option<String?>("config", valueName: "file",
                                        help: "Lint configuration (default: .reflow.json in the current folder when present).", parse: { $0 })
    static let writeBaseline = Option<String?>("write-baseline", valueName: "file",
                                               help: "Record every current finding (simulated and lint) in this baseline file, then report as usual.",
                                               parse: { $0 })
    static let baseline = Option<String?>("baseline", valueName: "file",
                                          help: "Hide findings recorded in this baseline (path, rule and line text; see reflow lint --write-baseline).",
                                          parse: { $0 })

    /// How `reflow check` parses and describes itself.
    public static let configuration = CommandConfiguration(
        name: "check",
        abstract: "Simulate a SwiftUI project's screens at all 12 text sizes and report what breaks, at the source line.",
        discussion: """
            Every #Preview, PreviewProvider and view that needs no arguments becomes a screen. Custom \
            views are inlined across files; branches the preview does not decide (and any that show an \
            error) become variants; text from data is stressed with content profiles (translation: the \
            longest string-catalog translation or a 35 % longer pseudo-localization; long: the longest \
            value seen, an unbroken email). What cannot be interpreted is an opaque box, and the \
            coverage says how much was simulated. Findings with one cause are reported once.
            """,
        examples: [
            CommandExample("reflow check Examples/Storefront", explanation: "The bundled example app."),
            CommandExample("reflow check Examples/Storefront --report /tmp/reflow-storefront --force",
                           explanation: "With the HTML report and contact sheets (replacing an earlier one)."),
            CommandExample("reflow check Examples/Storefront --sizes default…AX5 --content as-written,translation,long --format sarif",
                           explanation: "Larger sizes only, every content profile, SARIF for code scanning (--output FILE writes it to a file)."),
            CommandExample("reflow check Examples/Storefront --list", explanation: "The screens found, their variants and coverage."),
        ],
        arguments: [paths, sizes, device, landscape, orientation, rightToLeft, content, screen, list, dump, report, force, everySize, noLint, config, baseline,
                    writeBaseline],
        optionGroups: [ReportOutputOptions.self]
    )

    let paths: [String]
    let checker: ProjectChecker
    let listOnly: Bool
    let dumpScreen: String?
    let reportPath: String?
    let replacesReport: Bool
    /// Whether the report draws every size, not only the sizes where what is found changes.
    let drawsEverySize: Bool
    let output: ReportOutputOptions
    /// The lint configuration and baseline; nil lint settings with `--no-lint` and no baseline.
    let lintSettings: LintSettings?
    let runsLint: Bool
    let writeBaselinePath: String?

    public init(parsing arguments: ParsedArguments) throws {
        paths = arguments[Self.paths].isEmpty ? ["."] : arguments[Self.paths]
        for path in paths where !FileManager.default.fileExists(atPath: path) {
            throw UsageError(.invalidValue(path, argument: "<path>", reason: "no such file or directory"))
        }
        let devices = try arguments[Self.device].map { try DeviceArgument.parse($0) }
        let configuration = AuditConfiguration(categories: arguments[Self.sizes], devices: devices.isEmpty ? [.iPhone16] : devices,
                                               orientations: arguments[Self.orientation]
                                                   ?? (arguments[Self.landscape] ? [.portrait, .landscape] : [.portrait]),
                                               layoutDirections: arguments[Self.rightToLeft] ? [.leftToRight, .rightToLeft] : [.leftToRight])
        let names = arguments[Self.screen]
        checker = ProjectChecker(configuration: configuration, profiles: arguments[Self.content], screenNames: names.isEmpty ? nil : Set(names))
        listOnly = arguments[Self.list]
        dumpScreen = arguments[Self.dump]
        reportPath = arguments[Self.report]
        replacesReport = arguments[Self.force]
        drawsEverySize = arguments[Self.everySize]
        output = try ReportOutputOptions(parsing: arguments)
        if reportPath?.isEmpty == true { throw UsageError(.invalidValue("", argument: "--report", reason: "expected a directory")) }
        runsLint = !arguments[Self.noLint]
        writeBaselinePath = arguments[Self.writeBaseline]
        if let path = arguments[Self.writeBaseline] { try OutputFile(path: path, argument: "--write-baseline").check() }
        if let path = arguments[Self.report] { try HTMLReportWriter.checkDestination(path, replaces: arguments[Self.force], argument: "--report") }
        let configPath = arguments[Self.config], baselinePath = arguments[Self.baseline]
        lintSettings = runsLint || baselinePath != nil || configPath != nil
            ? try LintSettings(configPath: configPath, baselinePath: baselinePath, onlyRules: []) : nil
    }

    /// Checks the project and prints the findings.
    public func run(context: CommandContext) throws -> ExitCode {
        let showsProgress = context.isStandardErrorTerminal && output.output == nil && !listOnly && dumpScreen == nil
        let errorOutput = context.standardError
        var progress: (@Sendable (String) -> Void)?
        var advancing: (@Sendable (String, Int, Int) -> Void)?
        if showsProgress {
            // Stages as lines; the screens of a stage counted on one line rewritten in place.
            let terminal = TerminalProgress(output: errorOutput)
            progress = { message in terminal.line(message) }
            advancing = { stage, done, total in terminal.advance(stage, done: done, total: total) }
        }
        // The same size limit as lint (`maxFileSize`): a Swift file that large is generated code.
        let project = SwiftUIProject(paths: paths, concurrency: checker.concurrency,
                                     maximumFileSize: lintSettings?.configuration.maximumFileSize ?? LintConfiguration.defaultMaximumFileSize)
        progress?("parsed \(project.swiftFiles.count) Swift files (\(project.lineCount) lines)")
        if project.swiftFiles.isEmpty {
            if let unreadable = project.unreadable.first {
                throw CommandFailure("nothing to check: \(unreadable.path) could not be read (\(unreadable.reason))")
            }
            throw CommandFailure("no Swift files to check under \(paths.joined(separator: ", "))\(project.notes.isEmpty ? "" : " (\(project.notes.joined(separator: "; ")))")")
        }
        if let dumpScreen { return try dump(dumpScreen, of: project, context: context) }
        if listOnly { return list(project, context: context) }
        if let names = checker.screenNames {
            for name in names where !project.screenNames.contains(name) {
                throw UsageError(.invalidValue(name, argument: "--screen", reason: "no such screen; found: \(project.screenNames.joined(separator: ", "))"))
            }
        }
        let result = try checker.check(project, progress: progress, advancing: advancing)
        let coverage = result.coverage
        var notes = result.notes
        var findings = result.findings
        var checks = AuditChecks.all.map { $0.description }
        var lintViolations: [RuleViolation] = []
        var incomplete = result.isIncomplete
        if runsLint, let lintSettings {
            let root = FileManager.default.currentDirectoryPath
            let linted = LintProject(settings: lintSettings, root: root).lint(paths: paths, applyingBaseline: writeBaselinePath == nil,
                                                                              progress: progress)
            lintViolations = linted.violations
            incomplete = incomplete || !linted.unreadable.isEmpty
            findings += linted.findings
            checks += linted.checkDescriptions
            // The simulation walked the same folders and already named those it could not read.
            let named = Set(project.unreadable.map { LintProject.absolute($0.path, root: root) })
            let repeated = Set(linted.unreadable.filter { named.contains(LintProject.absolute($0.path, root: root)) }.map(\.description))
            notes += linted.notes.filter { !repeated.contains($0) }
            notes.append("Linted \(Wording.counted(linted.filesLinted, "file")): \(Wording.counted(linted.violations.count, "violation"))"
                         + (linted.baselined > 0 ? ", \(linted.baselined) more in the baseline." : "."))
        }
        if let writeBaselinePath {
            // Recorded before any baseline is applied: the file lists everything reported today.
            var recorded = Baseline(violations: lintViolations)
            recorded.entries = (recorded.entries + SimulatedFindingBaseline.entries(for: findings.filter { !$0.isFromSource })).sorted()
            try BaselineWriter.writeFile(recorded.encoded(), to: writeBaselinePath, argument: "--write-baseline")
            notes.append("Wrote \(Wording.counted(recorded.entries.count, "finding")) to the baseline \(writeBaselinePath).")
        } else if let baseline = lintSettings?.baseline {
            let simulated = findings.filter { !$0.isFromSource }
            let (kept, covered) = SimulatedFindingBaseline.filter(simulated, with: baseline)
            findings = findings.filter(\.isFromSource) + kept
            if covered > 0 { notes.append("The baseline hides \(Wording.counted(covered, "simulated finding")).") }
        }
        let screenCount = Set(result.screens.map(\.name)).count
        notes.append("Simulated \(Wording.counted(result.screens.count, "screen variant")) of \(Wording.counted(screenCount, "screen")) "
                     + "from \(Wording.counted(project.swiftFiles.count, "file")); "
                     + "coverage \(coverage.summary).")
        // Which screens were not simulated in full leads the report (`CoverageOverview`); what was not read follows here.
        notes += coverage.notes
        let input = ReportInput(findings: findings, checks: checks, toolVersion: ReflowVersion.current,
                                baseDirectory: FileManager.default.currentDirectoryPath, paths: output.pathStyle, screens: result.screens.map(\.name).reduce(into: []) { if !$0.contains($1) { $0.append($1) } }, notes: notes,
                                coverage: result.screenCoverage)
        try output.write(output.format.report(input, colour: context.usesColour && output.output == nil), context: context)
        if let reportPath {
            // The report shows the first device, upright, left to right: the audit's findings there are reused.
            let device = checker.configuration.devices.first ?? .iPhone16
            let audited = checker.configuration.orientations.contains(.portrait) && checker.configuration.layoutDirections.contains(.leftToRight)
            let onDevice = result.screenFindings.map { findings in
                findings.filter { $0.context?.device == device.name && $0.context?.layoutDirection == .leftToRight && $0.context?.isAndroid == false }
            }
            let drawn = Self.screensToDraw(result.screens, findings: onDevice, audited: audited)
            let screens = drawn.map { index in
                let screen = result.screens[index]
                return HTMLReportWriter.Screen(name: screen.qualifiedName, summary: "\(screen.location) · \(screen.coverage.statusSummary)", root: screen.root,
                                               findings: audited ? onDevice[index] : nil, group: screen.name)
            }
            var reportNotes = notes
            let undrawn = result.screens.count - drawn.count
            if undrawn > 0 {
                reportNotes.append("Not drawn: \(Wording.counted(undrawn, "variant")) with no finding beyond those of the screen as written; "
                                   + "`reflow check --dump <screen>` prints \(undrawn == 1 ? "its tree" : "their trees").")
            }
            let writer = HTMLReportWriter(
                screens: screens,
                title: "Reflow check of \(paths.joined(separator: ", "))", device: device, scale: drawsEverySize ? 2 : 1.5,
                replaces: replacesReport, auditConfiguration: checker.configuration, notes: reportNotes, drawsEverySize: drawsEverySize,
                sheetScale: drawsEverySize ? nil : 1,
                reported: HTMLReportWriter.Reported(findings: findings, checks: checks, screens: input.screens,
                                                    coverage: result.screenCoverage),
                argument: "--report")
            let (_, pictures) = try writer.write(to: reportPath, as: reportPath)
            let summary = "reflow: wrote \(reportPath.hasSuffix("/") ? reportPath : reportPath + "/")index.html (\(pictures) pictures)\n"
            // With the findings on standard output the summary goes there too; with them in a file, to the terminal's error stream.
            if output.output == nil { context.standardOutput.write(summary) } else { context.standardError.write(summary) }
        }
        return output.exitCode(for: input, incomplete: incomplete)
    }

    /// Which screen variants the report draws (indices into `screens`): each screen as written
    /// (else its first variant), and a variant only when it shows a finding, on the report's
    /// device, that the screen as written does not; others add pictures and no information.
    /// Without the audit's findings (`audited` false) every variant is drawn.
    static func screensToDraw(_ screens: [SimulatedScreen], findings: [[Finding]], audited: Bool) -> [Int] {
        guard audited else { return Array(screens.indices) }
        var baseOf: [String: Int] = [:]
        for (index, screen) in screens.enumerated() where screen.variant == nil && screen.profile == .asWritten && baseOf[screen.name] == nil {
            baseOf[screen.name] = index
        }
        for (index, screen) in screens.enumerated() where baseOf[screen.name] == nil { baseOf[screen.name] = index }
        var causes: [String: Set<String>] = [:]
        for (name, index) in baseOf {
            causes[name] = Set(findings[index].map { FindingCollapse.causeKey($0, screen: name) })
        }
        return screens.indices.filter { index in
            let name = screens[index].name
            return baseOf[name] == index || findings[index].contains { !(causes[name] ?? []).contains(FindingCollapse.causeKey($0, screen: name)) }
        }
    }

    private func list(_ project: SwiftUIProject, context: CommandContext) -> ExitCode {
        let screens = project.screens(profiles: project.applicableProfiles(checker.profiles).profiles, named: checker.screenNames)
        let rows = screens.map { [$0.qualifiedName, "\($0.location)", $0.coverage.statusSummary] }
        context.standardOutput.write(TextTable(header: ["screen", "declared at", "coverage"], rows: rows).rendered())
        return .success
    }

    private func dump(_ name: String, of project: SwiftUIProject, context: CommandContext) throws -> ExitCode {
        let screens = project.screens(profiles: project.applicableProfiles(checker.profiles).profiles).filter { $0.name == name || $0.qualifiedName == name }
        guard !screens.isEmpty else {
            throw UsageError(.invalidValue(name, argument: "--dump", reason: "no such screen; found: \(project.screenNames.joined(separator: ", "))"))
        }
        for screen in screens {
            context.standardOutput.write("\(screen.qualifiedName) — \(screen.location), \(screen.coverage.statusSummary)\n")
            context.standardOutput.write(screen.root.outline())
            for note in screen.coverage.notes { context.standardOutput.write("note: \(note)\n") }
            context.standardOutput.write("\n")
        }
        return .success
    }
}
