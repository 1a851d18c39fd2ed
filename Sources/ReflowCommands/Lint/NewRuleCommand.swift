import Foundation
import Lint
import ReflowCommandLine
import SwiftSource

/// `reflow lint new-rule`: writes a new rule's file with a complete description skeleton in the
/// language's folder, and prints the line that registers it. Writes nothing when the id is taken or malformed.
public struct NewRuleCommand: Command {
    static let id = Positional<String>(
        "id",
        help:
            "The rule id: lowercase words joined by hyphens, prefixed by the platform (ib-, android-, compose-, rn-, flutter-, swiftui-, uikit-).",
        parse: { $0 })
    static let language = Option<ScaffoldLanguage?>("language", short: "l", valueName: "language", help: "The language the rule reads.")
    static let root = Option<String>("root", valueName: "dir", help: "The package's sources folder.", default: "Sources", parse: { $0 })

    /// How `reflow lint new-rule` parses and describes itself.
    public static let configuration = CommandConfiguration(
        name: "new-rule",
        abstract: "Write a new lint rule's file, with its description and examples, in the right folder.",
        discussion: """
            The file holds a complete RuleDescription (fill in every TODO) with one triggering example, whose `↓` \
            marks where the rule must report, and one passing example, and a matcher of a placeholder name that \
            makes both hold; the rule-example tests run them once the rule is registered. Run it from the package root.
            """,
        examples: [
            CommandExample(
                "reflow lint new-rule flutter-fixed-line-height --language flutter --root /tmp/reflow-new-rule/Sources",
                explanation: "Writes Lint/Rules/Flutter/FlutterFixedLineHeightRule.swift under the given sources folder.")
        ],
        arguments: [id, language, root]
    )

    let scaffold: RuleScaffold
    let sourcesRoot: String

    public init(parsing arguments: ParsedArguments) throws {
        guard let language = arguments[Self.language] else {
            throw UsageError(.missingArgument("--language"))
        }
        scaffold = try RuleScaffold(id: arguments[Self.id], language: language)
        sourcesRoot = arguments[Self.root]
    }

    /// Writes the file and prints what to do next.
    public func run(context: CommandContext) throws -> ExitCode {
        let known = LintRunner(additionalLinters: [SwiftLinter()]).descriptions.map(\.id)
        if known.contains(scaffold.id) {
            throw UsageError(.invalidValue(scaffold.id, argument: "<id>", reason: "a rule with this id exists"))
        }
        let path = (sourcesRoot as NSString).appendingPathComponent(scaffold.relativePath)
        if let existing = RuleFiles.declaring(scaffold.id, under: sourcesRoot) {
            throw UsageError(.invalidValue(scaffold.id, argument: "<id>", reason: "\(existing) already declares this id"))
        }
        if FileManager.default.fileExists(atPath: path) {
            throw UsageError(.invalidValue(scaffold.id, argument: "<id>", reason: "\(path) exists"))
        }
        do {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(scaffold.contents.utf8).write(to: URL(fileURLWithPath: path), options: .withoutOverwriting)
        } catch {
            throw CommandFailure("cannot write \(path): \((error as NSError).localizedDescription)")
        }
        context.standardOutput.write(
            """
            Wrote \(path).
            Register it by adding this line to \(scaffold.language.registry(forID: scaffold.id)):
                \(scaffold.registryLine)
            Then fill in every TODO and run the rule-example tests.

            """)
        return .success
    }
}
