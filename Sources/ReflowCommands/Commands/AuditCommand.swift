import Audit
import Checking
import DynamicType
import Findings
import Foundation
import LayoutEngine
import ReflowCommandLine
import ReflowExamples
import Reporting
import Typesetting

/// `reflow audit`: lays example screens out at all 12 sizes and reports what breaks, from which
/// size on.
///
/// Exit codes: 0 when no finding reaches the failing severity (`--fail-on`, default error) or
/// with `--exit-zero`; 1 when some does; 2 for usage and input errors.
public struct AuditCommand: Command {
    static let screens = RepeatedPositional<String>("screen", help: "Screens to audit (default: all; see --list).")
    static let device = RepeatedOption<String>(
        "device", short: "d", valueName: "device",
        help: "iPhone SE, iPhone 16, iPhone 16 Pro Max or iPad 11-inch (default iPhone 16).", parse: { $0 })
    static let landscape = Flag("landscape", help: "Audit landscape as well as portrait.")
    static let rightToLeft = Flag("rtl", help: "Audit right to left as well as left to right.")
    static let android = Flag("android", help: "Also audit Android's font scales 85 % to 200 % (Roboto, nonlinear curve).")
    static let list = Flag("list", help: "List the screens and exit.")
    static let explain = Flag("explain", help: "After each screen's findings, print its frames at the first size an error appears.")

    /// How `reflow audit` parses and describes itself.
    public static let configuration = CommandConfiguration(
        name: "audit",
        abstract: "Lay example screens (or a project's, with --project) out at all 12 text sizes and report what breaks.",
        discussion: """
            Each finding names the check, the element, the first size at which it appears and the \
            sizes where it holds, with the WCAG criterion and the fix. Text is measured with real \
            fonts (Inter stands in for SF Pro on Linux). Formats: text, xcode, json, sarif, github.
            """,
        examples: [
            CommandExample("reflow audit checkout-before", explanation: "The broken checkout of the Clipped Large Text pattern."),
            CommandExample("reflow audit --list", explanation: "The bundled example screens."),
            CommandExample(
                "reflow audit checkout-before --format sarif",
                explanation: "SARIF for GitHub code scanning (--output FILE writes it to a file)."),
            CommandExample(
                "reflow audit account-growing --device \"iPhone SE\" --landscape --rtl", explanation: "Every orientation and direction."),
            CommandExample(
                "reflow audit --project Examples/Storefront \"Checkout (before)\"",
                explanation: "A preview of a SwiftUI project, as its source is written."),
        ],
        arguments: [screens, device, landscape, rightToLeft, android, list, explain],
        optionGroups: [ScreenSourceOptions.self, ReportOutputOptions.self]
    )

    let names: [String]
    let screenSource: ScreenSourceOptions
    let auditConfiguration: AuditConfiguration
    let listOnly: Bool
    let explains: Bool
    let output: ReportOutputOptions

    public init(parsing arguments: ParsedArguments) throws {
        names = arguments[Self.screens]
        screenSource = try ScreenSourceOptions(parsing: arguments)
        try screenSource.validate(names, argument: "<screen>")
        let devices = try arguments[Self.device].map { try DeviceArgument.parse($0) }
        var configuration = AuditConfiguration(
            devices: devices.isEmpty ? [.iPhone16] : devices,
            orientations: arguments[Self.landscape] ? [.portrait, .landscape] : [.portrait],
            layoutDirections: arguments[Self.rightToLeft] ? [.leftToRight, .rightToLeft] : [.leftToRight])
        if arguments[Self.android] { configuration.androidFontScales = AndroidFontScale.settingsValues }
        auditConfiguration = configuration
        listOnly = arguments[Self.list]
        explains = arguments[Self.explain]
        output = try ReportOutputOptions(parsing: arguments)
        if explains && (output.format != .text || output.output != nil) {
            throw UsageError("--explain prints text to standard output; it cannot be combined with --format or --output")
        }
    }

    /// Audits and prints the findings.
    public func run(context: CommandContext) throws -> ExitCode {
        if listOnly {
            context.standardOutput.write(try screenSource.list())
            return .success
        }
        let examples = try screenSource.source.screens(named: names, argument: "<screen>")
        let runner = AuditRunner(measurer: HarfBuzzTextMeasurer(), configuration: auditConfiguration)
        let reports = try examples.map { try runner.audit($0.root, screenName: $0.name) }
        let input = ReportInput(
            findings: reports.flatMap(\.findings), checks: AuditChecks.all.map { $0.description },
            toolVersion: ReflowVersion.current, baseDirectory: FileManager.default.currentDirectoryPath, paths: output.pathStyle,
            screens: reports.map(\.screenName), notes: reports.flatMap(\.notes))
        try output.write(output.format.report(input, colour: context.usesColour && output.output == nil), context: context)
        if explains {
            for (example, report) in zip(examples, reports) {
                guard let first = report.findings(atLeast: .error).compactMap(\.context?.firstSize.category).min() else { continue }
                let category = first
                let device = auditConfiguration.devices.first ?? .iPhone16
                let screen = try ScreenLayout(measurer: runner.measurer).layout(
                    example.root, device: device,
                    environment: LayoutEnvironment(category: category))
                context.standardOutput.write(
                    "\(example.name) at \(first.swiftUIName), where the first error appears (\(device.name)):\n\n\(screen.dump())\n")
            }
        }
        return output.exitCode(for: input)
    }
}
