import Audit
import Checking
import DynamicType
import Findings
import Foundation
import LayoutEngine
import ReflowCommandLine
import ReflowExamples
import Rendering
import Reporting
import Typesetting

/// `reflow report`: a self-contained HTML report of example screens in a directory: each screen
/// drawn at all 12 sizes with its findings marked, its contact sheet, and `index.html` with a
/// summary, a size slider per screen, the findings linked to the pictures and the fixes.
///
/// The directory is written whole or not at all: everything goes into a hidden sibling directory
/// that is renamed into place at the end. An existing non-empty directory is refused unless
/// `--force` is given, and even then only when it holds an earlier report.
///
/// Exit codes as `reflow audit`: 0 when no finding reaches `--fail-on` (or with `--exit-zero`),
/// 1 when some does, 2 for usage errors, including an output directory that cannot be used.
public struct ReportCommand: Command {
    static let screens = RepeatedPositional<String>("screen", help: "Screens to report on (default: all; see --list).")
    static let output = Option<String?>(
        "output", short: "o", valueName: "dir", help: "The directory to write index.html and the pictures to (required).",
        parse: { $0 })
    static let device = Option<String>(
        "device", short: "d", valueName: "device", help: "The device (iPhone 16, iphone-se, …; add landscape).",
        default: "iPhone 16", defaultDescription: "iPhone 16", parse: { $0 })
    static let scale = Option<Double>(
        "scale", valueName: "1|2", help: "Pixels per point of the pictures.", default: 2,
        defaultDescription: "2",
        parse: { text in
            guard let value = ArgumentParsers.decimal(text), [1, 2].contains(value) else {
                throw ArgumentProblem(description: "expected 1 or 2")
            }
            return value
        })
    static let force = Flag("force", help: "Replace the output directory if it holds an earlier report.")
    static let list = Flag("list", help: "List the screens and exit.")

    /// How `reflow report` parses and describes itself.
    public static let configuration = CommandConfiguration(
        name: "report",
        abstract: "Write an HTML report: every screen at all 12 sizes, findings marked, with a size slider.",
        discussion: """
            Writes DIR/index.html (one self-contained page: no network, no web fonts), DIR/<screen>/sheet.png \
            (the contact sheet) and DIR/<screen>/<size>.png for xSmall … AX5, findings drawn. Open \
            index.html in a browser; it works from the file system. \
            Run `reflow report --output report` for every example screen.
            """,
        examples: [
            CommandExample("reflow report --list", explanation: "The example screens it can report on."),
            CommandExample(
                "reflow report checkout-after --scale 1 --output /tmp/reflow-report --force",
                explanation: "The fixed checkout at every size into /tmp/reflow-report (replacing an earlier report)."),
            CommandExample(
                "reflow report --project Examples/Storefront \"Checkout (after)\" --output /tmp/storefront-report --force",
                explanation: "A project's preview, as its source is written, into /tmp/storefront-report."),
        ],
        arguments: [screens, output, device, scale, force, list, ReportOutputOptions.failOn, ReportOutputOptions.exitZero],
        optionGroups: [ScreenSourceOptions.self]
    )

    /// The title of the page.
    static let title = "Reflow example screens"

    let names: [String]
    let screenSource: ScreenSourceOptions
    let outputPath: String?
    let device: Device
    let scale: Double
    let replaces: Bool
    let listOnly: Bool
    let failOn: Severity
    let exitZero: Bool

    /// Reads the screens, the output directory and the options; throws a usage error for unknown names.
    public init(parsing arguments: ParsedArguments) throws {
        names = arguments[Self.screens]
        screenSource = try ScreenSourceOptions(parsing: arguments)
        try screenSource.validate(names, argument: "<screen>")
        listOnly = arguments[Self.list]
        outputPath = arguments[Self.output]
        if outputPath == nil && !listOnly { throw UsageError("missing --output: which directory should the report go to?") }
        if outputPath?.isEmpty == true { throw UsageError(.invalidValue("", argument: "--output", reason: "expected a directory")) }
        if !listOnly, let outputPath {
            try HTMLReportWriter.checkDestination(outputPath, replaces: arguments[Self.force], argument: "--output")
        }
        device = try DeviceArgument.parse(arguments[Self.device])
        scale = arguments[Self.scale]
        replaces = arguments[Self.force]
        failOn = arguments[ReportOutputOptions.failOn]
        exitZero = arguments[ReportOutputOptions.exitZero]
    }

    /// Renders the pictures, writes the page, moves the directory into place and says what it wrote.
    public func run(context: CommandContext) throws -> ExitCode {
        if listOnly {
            context.standardOutput.write(try screenSource.list())
            return .success
        }
        let examples = try screenSource.source.screens(named: names, argument: "<screen>")
        guard let outputPath else { throw UsageError("missing --output: which directory should the report go to?") }
        let writer = HTMLReportWriter(
            screens: examples.map { HTMLReportWriter.Screen(name: $0.name, summary: $0.summary, root: $0.root) },
            title: screenSource.source.isProject
                ? "Reflow report of \(screenSource.source.projectPaths.joined(separator: ", "))" : Self.title, device: device, scale: scale,
            replaces: replaces)
        let (input, pictureCount) = try writer.write(to: outputPath, as: outputPath)
        let readiness = LargerTextReadiness(input: input)
        var summary =
            "\(outputPath.hasSuffix("/") ? outputPath : outputPath + "/")\(HTMLReportPage.fileName): "
            + "\(Wording.counted(examples.count, "screen")) on \(device.name), \(pictureCount) pictures\n"
        for screen in readiness.screens {
            let findings = input.findings.filter { $0.context?.screen == screen.name }
            let errors = findings.filter { $0.severity == .error }.count, warnings = findings.filter { $0.severity == .warning }.count
            summary += "  \(screen.name): \(Wording.counted(errors, "error")), \(Wording.counted(warnings, "warning")); \(screen.verdict)\n"
        }
        summary += readiness.sentence + "\n"
        context.standardOutput.write(summary)
        return ReportOutputOptions.exitCode(for: input, failOn: failOn, exitZero: exitZero)
    }
}
