import Checking
import Findings
import Foundation
import Lint
import ReflowCommandLine
import Reporting

/// `reflow lint`: names the source lines that make large text clip, in Swift, Interface Builder,
/// Android XML, Compose, React Native and Flutter sources.
///
/// Exit codes: 0 when no violation reaches the failing severity (`--fail-on`, default error) or
/// with `--exit-zero`; 1 when some does, or when a file or folder could not be read; 2 for usage,
/// configuration and baseline errors, and when there was nothing to lint.
public struct LintCommand: Command {
    static let paths = RepeatedPositional<String>(
        "path", help: "Files or folders to lint (default: the configuration's include paths, else the current folder).")
    static let config = Option<String?>(
        "config", valueName: "file", help: "The configuration file (default: .reflow.json in the current folder, if there is one).",
        parse: { $0 })
    static let baseline = Option<String?>(
        "baseline", valueName: "file",
        help: "Do not report violations listed in this baseline (default: the configuration's \"baseline\").",
        parse: { $0 })
    static let writeBaseline = Option<String?>(
        "write-baseline", valueName: "file", help: "Write every current violation to this baseline file and exit 0.",
        parse: { $0 })
    static let rule = RepeatedOption<String>(
        "rule", short: "r", valueName: "id", help: "Run only this rule (see --list-rules).", parse: { $0 })
    static let listRules = Flag("list-rules", help: "List every rule with its language and default severity, and exit.")
    static let tee = Option<String?>(
        "tee", valueName: "file", help: "Also write the report to this file.",
        parse: { $0 })
    static let stamp = Option<String?>(
        "stamp", valueName: "file.swift",
        help: "Also write a Swift file holding only comments (the summary): a build-tool plugin's output, which compiles to nothing.",
        parse: { $0 })

    /// How `reflow lint` parses and describes itself.
    public static let configuration = CommandConfiguration(
        name: "lint",
        abstract:
            "Find the source lines that keep text from growing or clip it, in Swift, Interface Builder, Android, Compose, React Native and Flutter.",
        discussion: """
            Swift rules read the syntax tree; storyboards, xibs and Android layouts are read as XML; Kotlin, \
            TypeScript/JSX and Dart with a tokenizer that skips comments and strings. Configure with .reflow.json \
            (Documentation/Configuration.md); silence one line with `// reflow:disable-next-line rule-id -- reason`; \
            adopt on an existing project with --write-baseline, then --baseline. Generated, binary and huge files \
            are skipped with a note. Formats: text, xcode, json, sarif, github.
            """,
        examples: [
            CommandExample("reflow lint Examples/Lint", explanation: "The example projects: one per platform, every rule family."),
            CommandExample(
                "reflow lint Examples/Lint/InterfaceBuilder --format xcode",
                explanation: "file:line:col diagnostics Xcode and editors understand."),
            CommandExample(
                "reflow lint Examples/Lint --format sarif --exit-zero",
                explanation: "SARIF for GitHub code scanning (--output FILE writes it to a file)."),
            CommandExample(
                "reflow lint Examples/Lint --rule rn-single-line-text --rule flutter-single-line-text", explanation: "Only the named rules."
            ),
            CommandExample("reflow lint --list-rules", explanation: "Every rule, its language and default severity."),
        ],
        arguments: [paths, config, baseline, writeBaseline, rule, listRules, tee, stamp],
        optionGroups: [ReportOutputOptions.self],
        subcommands: [NewRuleCommand.self]
    )

    let paths: [String]
    let settings: LintSettings
    let writeBaselinePath: String?
    let listOnly: Bool
    let teePath: String?
    let stampPath: String?
    let output: ReportOutputOptions

    public init(parsing arguments: ParsedArguments) throws {
        paths = arguments[Self.paths]
        for path in paths where !FileManager.default.fileExists(atPath: path) {
            throw UsageError(.invalidValue(path, argument: "<path>", reason: "no such file or directory"))
        }
        settings = try LintSettings(
            configPath: arguments[Self.config], baselinePath: arguments[Self.baseline], onlyRules: arguments[Self.rule])
        writeBaselinePath = arguments[Self.writeBaseline]
        listOnly = arguments[Self.listRules]
        teePath = arguments[Self.tee]
        stampPath = arguments[Self.stamp]
        output = try ReportOutputOptions(parsing: arguments)
        if let path = arguments[Self.writeBaseline] { try OutputFile(path: path, argument: "--write-baseline").check() }
        if let path = arguments[Self.tee] { try OutputFile(path: path, argument: "--tee").check() }
        if let path = stampPath {
            guard path.hasSuffix(".swift") else {
                throw UsageError(
                    .invalidValue(path, argument: "--stamp", reason: "the stamp is a Swift file and its name must end in .swift"))
            }
            try OutputFile(path: path, argument: "--stamp").check()
        }
        if writeBaselinePath != nil && settings.baseline != nil && arguments[Self.baseline] != nil {
            throw UsageError("--write-baseline records every current violation; it cannot be combined with --baseline")
        }
    }

    /// Lints and prints the violations.
    public func run(context: CommandContext) throws -> ExitCode {
        if listOnly {
            context.standardOutput.write(RuleList.rendered(settings.descriptions, configuration: settings.configuration))
            return .success
        }
        let errorOutput = context.standardError
        var progress: (@Sendable (String) -> Void)?
        if context.isStandardErrorTerminal && writeBaselinePath == nil {
            progress = { message in errorOutput.write("reflow: \(message)\n") }
        }
        let project = LintProject(settings: settings, root: FileManager.default.currentDirectoryPath)
        if let writeBaselinePath {
            let result = project.lint(paths: paths, applyingBaseline: false, progress: nil)
            try Self.requireSomethingLinted(result, paths: paths)
            try BaselineWriter.write(result, to: writeBaselinePath)
            let files = Set(result.violations.map(\.file)).count
            context.standardOutput.write(
                "Wrote \(Wording.counted(result.violations.count, "violation")) in \(Wording.counted(files, "file")) to \(writeBaselinePath).\n"
            )
            return .success
        }
        let result = project.lint(paths: paths, applyingBaseline: true, progress: progress)
        try Self.requireSomethingLinted(result, paths: paths)
        let input = ReportInput(
            findings: result.findings, checks: result.checkDescriptions, toolVersion: ReflowVersion.current,
            baseDirectory: project.root, paths: output.pathStyle, notes: result.notes + [LintSummary.line(result)])
        let report = output.format.report(input, colour: context.usesColour && output.output == nil)
        try output.write(report, context: context)
        if let teePath { try BaselineWriter.writeFile(Data(report.utf8), to: teePath, argument: "--tee") }
        if let stampPath {
            try BaselineWriter.writeFile(
                Data(Self.stamp(summary: LintSummary.line(result), report: teePath).utf8), to: stampPath, argument: "--stamp")
        }
        return output.exitCode(for: input, incomplete: !result.unreadable.isEmpty)
    }

    /// The stamp's text: Swift that declares nothing. SwiftPM runs a build-tool plugin's command only to
    /// produce its declared outputs, and copies every output that is not source into the target's resources
    /// (into the app's bundle); a Swift file of comments is compiled into the target and adds nothing to it.
    static func stamp(summary: String, report: String?) -> String {
        var lines = ["// Written by reflow lint for a build-tool plugin; it holds no code.", "// \(summary)"]
        if let report { lines.append("// The report: \(report)") }
        // A line break in a path would end the comment and leave the rest as code.
        return lines.map { String($0.map { $0.isNewline ? " " : $0 }) }.joined(separator: "\n") + "\n"
    }

    /// Throws when no file at all could be read: an empty or unreadable folder is not a clean
    /// project. Files skipped on purpose (generated, binary, huge) were read, and their notes say why.
    static func requireSomethingLinted(_ result: LintResult, paths: [String]) throws {
        guard result.filesRead == 0 else { return }
        if let unreadable = result.unreadable.first {
            throw CommandFailure("nothing to lint: \(unreadable.path) could not be read (\(unreadable.reason))")
        }
        let place = paths.isEmpty ? "the current folder" : paths.joined(separator: ", ")
        let reason = result.notes.first ?? "no Swift, Interface Builder, Android, Kotlin, React Native or Flutter source"
        throw CommandFailure("nothing to lint under \(place): \(reason)")
    }
}
