import Audit
import Checking
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
    static let sizes = Option<[ContentSizeCategory]>(
        "sizes", valueName: "sizes", help: "all, a range (default…AX5, large...AX3) or a list (large,AX3).",
        default: ContentSizeCategory.allCases, defaultDescription: "all",
        parse: { try SizeSelection.parse($0) })
    static let device = RepeatedOption<String>(
        "device", short: "d", valueName: "device",
        help:
            "iPhone SE, iPhone 16, iPhone 16 Pro Max or iPad 11-inch (default iPhone 16; iPad 11-inch for an app its Xcode project builds for the iPad alone).",
        parse: { $0 })
    static let landscape = Flag("landscape", help: "Check landscape as well as portrait (same as --orientation portrait,landscape).")
    static let orientation = Option<[DeviceOrientation]?>(
        "orientation", valueName: "orientations",
        help: "portrait, landscape, or both comma-separated (default portrait).",
        parse: { text in
            try text.split(separator: ",").map { name in
                switch name.trimmingCharacters(in: .whitespaces) {
                case "portrait": return .portrait
                case "landscape": return .landscape
                default: throw ArgumentProblem(description: "expected portrait or landscape, not '\(name)'")
                }
            }
        })
    static let rightToLeft = Flag("rtl", help: "Check right to left as well as left to right.")
    static let content = Option<[ContentProfile]>(
        "content", valueName: "profiles",
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
    static let screen = RepeatedOption<String>(
        "screen", short: "s", valueName: "name", help: "Check only this screen (see --list).", parse: { $0 })
    static let list = Flag("list", help: "List the screens found, with their variants and coverage, and exit.")
    static let dump = Option<String?>(
        "dump", valueName: "screen", help: "Print the view tree interpreted for a screen and exit.", parse: { $0 })
    static let report = Option<String?>(
        "report", valueName: "dir",
        help: "Also write the HTML report, with a contact sheet of every size and pictures where what is found changes, to this directory.",
        parse: { $0 })
    static let force = Flag("force", help: "Let --report replace an earlier report.")
    static let everySize = Flag("every-size", help: "Draw --report's pictures at every size, not only where what is found changes.")
    static let cache = Option<String?>(
        "cache", valueName: "dir",
        help: "Keep each screen's audit in this folder and reuse it while the screen's interpreted tree is unchanged.",
        parse: { $0 })
    static let noLint = Flag("no-lint", help: "Only simulate; do not run the lint rules (reflow lint) over the same files.")
    static let config = Option<String?>(
        "config", valueName: "file",
        help: "Lint configuration (default: .reflow.json in the current folder when present).", parse: { $0 })
    static let writeBaseline = Option<String?>(
        "write-baseline", valueName: "file",
        help: "Record every current finding (simulated and lint) in this baseline file, then report as usual.",
        parse: { $0 })
    static let baseline = Option<String?>(
        "baseline", valueName: "file",
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
            CommandExample(
                "reflow check Examples/Storefront --report /tmp/reflow-storefront --force",
                explanation: "With the HTML report and contact sheets (replacing an earlier one)."),
            CommandExample(
                "reflow check Examples/Storefront --sizes default…AX5 --content as-written,translation,long --format sarif",
                explanation: "Larger sizes only, every content profile, SARIF for code scanning (--output FILE writes it to a file)."),
            CommandExample("reflow check Examples/Storefront --list", explanation: "The screens found, their variants and coverage."),
        ],
        arguments: [
            paths, sizes, device, landscape, orientation, rightToLeft, content, screen, list, dump, report, force, everySize, cache,
            noLint, config, baseline, writeBaseline,
        ],
        optionGroups: [ReportOutputOptions.self]
    )

    /// The pipeline the arguments describe.
    let check: ProjectCheck
    let listOnly: Bool
    let dumpScreen: String?
    let output: ReportOutputOptions

    public init(parsing arguments: ParsedArguments) throws {
        let paths = arguments[Self.paths].isEmpty ? ["."] : arguments[Self.paths]
        for path in paths where !FileManager.default.fileExists(atPath: path) {
            throw UsageError(.invalidValue(path, argument: "<path>", reason: "no such file or directory"))
        }
        let devices = try arguments[Self.device].map { try DeviceArgument.parse($0) }
        let configuration = AuditConfiguration(
            categories: arguments[Self.sizes], devices: devices.isEmpty ? [.iPhone16] : devices,
            orientations: arguments[Self.orientation]
                ?? (arguments[Self.landscape] ? [.portrait, .landscape] : [.portrait]),
            layoutDirections: arguments[Self.rightToLeft] ? [.leftToRight, .rightToLeft] : [.leftToRight])
        let names = arguments[Self.screen]
        if let cacheDirectory = arguments[Self.cache] {
            if cacheDirectory.isEmpty { throw UsageError(.invalidValue("", argument: "--cache", reason: "expected a directory")) }
            try AuditCache.prepare(cacheDirectory)
        }
        var checker = ProjectChecker(
            configuration: configuration, profiles: arguments[Self.content], screenNames: names.isEmpty ? nil : Set(names),
            cacheDirectory: arguments[Self.cache])
        checker.devicesFollowProject = devices.isEmpty
        listOnly = arguments[Self.list]
        dumpScreen = arguments[Self.dump]
        output = try ReportOutputOptions(parsing: arguments)
        let reportPath = arguments[Self.report]
        if reportPath?.isEmpty == true { throw UsageError(.invalidValue("", argument: "--report", reason: "expected a directory")) }
        let runsLint = !arguments[Self.noLint]
        if let path = arguments[Self.writeBaseline] { try OutputFile(path: path, argument: "--write-baseline").check() }
        if let path = reportPath { try HTMLReportWriter.checkDestination(path, replaces: arguments[Self.force], argument: "--report") }
        let configPath = arguments[Self.config], baselinePath = arguments[Self.baseline]
        let lintSettings =
            runsLint || baselinePath != nil || configPath != nil
            ? try LintSettings(configPath: configPath, baselinePath: baselinePath, onlyRules: []) : nil
        check = ProjectCheck(
            paths: paths, checker: checker, lintSettings: lintSettings, runsLint: runsLint,
            writeBaselinePath: arguments[Self.writeBaseline],
            report: reportPath.map {
                ProjectCheck.ReportRequest(
                    path: $0, replaces: arguments[Self.force],
                    drawsEverySize: arguments[Self.everySize])
            },
            pathStyle: output.pathStyle)
    }

    /// Checks the project and prints the findings.
    public func run(context: CommandContext) throws -> ExitCode {
        let showsProgress = context.isStandardErrorTerminal && output.output == nil && !listOnly && dumpScreen == nil
        var progress: (@Sendable (String) -> Void)?
        var advancing: (@Sendable (String, Int, Int) -> Void)?
        if showsProgress {
            // Stages as lines; the screens of a stage counted on one line rewritten in place.
            let terminal = TerminalProgress(output: context.standardError)
            progress = { message in terminal.line(message) }
            advancing = { stage, done, total in terminal.advance(stage, done: done, total: total) }
        }
        let project = try check.project()
        progress?("parsed \(project.swiftFiles.count) Swift files (\(project.lineCount) lines)")
        if let dumpScreen { return try dump(dumpScreen, of: project, context: context) }
        if listOnly { return list(project, context: context) }
        let outcome = try check.run(project, progress: progress, advancing: advancing)
        try output.write(output.format.report(outcome.input, colour: context.usesColour && output.output == nil), context: context)
        if let cache = outcome.cache, let directory = check.checker.cacheDirectory {
            let unwritable = cache.unwritable > 0 ? "; \(Wording.counted(cache.unwritable, "result")) could not be stored" : ""
            context.standardError.write(
                "reflow: cache \(directory): reused \(cache.reused) of \(Wording.counted(cache.reused + cache.audited, "screen variant"))\(unwritable)\n"
            )
        }
        if let report = outcome.report {
            let summary = "reflow: wrote \(report.path) (\(report.pictures) pictures)\n"
            // With the findings on standard output the summary goes there too; with them in a file, to the terminal's error stream.
            if output.output == nil { context.standardOutput.write(summary) } else { context.standardError.write(summary) }
        }
        return output.exitCode(for: outcome.input, incomplete: outcome.isIncomplete)
    }

    private func list(_ project: SwiftUIProject, context: CommandContext) -> ExitCode {
        let screens = project.screens(
            profiles: project.applicableProfiles(check.checker.profiles).profiles, named: check.checker.screenNames)
        let rows = screens.map { [$0.qualifiedName, "\($0.location)", $0.coverage.statusSummary] }
        context.standardOutput.write(TextTable(header: ["screen", "declared at", "coverage"], rows: rows).rendered())
        return .success
    }

    private func dump(_ name: String, of project: SwiftUIProject, context: CommandContext) throws -> ExitCode {
        // Only the named screen is interpreted: a variant's qualified name (`Cart · translation`) starts with it.
        let screenName = name.components(separatedBy: " · ").first ?? name
        let screens = project.screens(profiles: project.applicableProfiles(check.checker.profiles).profiles, named: [name, screenName])
            .filter { $0.name == name || $0.qualifiedName == name }
        guard !screens.isEmpty else {
            throw UsageError(
                .invalidValue(name, argument: "--dump", reason: "no such screen; found: \(project.screenNames.joined(separator: ", "))"))
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
