import Checking
import Foundation
import ReflowCommandLine

/// Where `audit`, `render` and `report` take their screens from: the bundled examples, or with
/// `--project` a SwiftUI project's previews and argument-free views.
struct ScreenSourceOptions: OptionGroup {
    static let project = RepeatedOption<String>(
        "project", valueName: "path",
        help: "Take the screens from this SwiftUI project (folders or Swift files; repeatable) instead of the bundled examples.",
        parse: { $0 })
    static let arguments: [any ArgumentDefinition] = [project]

    let source: ScreenSource

    /// Reads `--project`; a path that does not exist is refused now.
    init(parsing arguments: ParsedArguments) throws {
        let paths = arguments[Self.project]
        for path in paths where !FileManager.default.fileExists(atPath: path) {
            throw UsageError(.invalidValue(path, argument: "--project", reason: "no such file or directory"))
        }
        source = ScreenSource(projectPaths: paths)
    }

    /// The screens called `names` (all when empty). Bundled examples are looked up at once, so a
    /// misspelt name fails before any work; a project is read only when the command runs.
    func validate(_ names: [String], argument: String) throws {
        if !source.isProject { _ = try source.screens(named: names, argument: argument) }
    }

    /// The `--list` table: each screen's name and what it shows (or where it is declared).
    func list() throws -> String {
        let rows = try source.all().map { [$0.name, $0.summary] }
        return TextTable(header: ["screen", source.isProject ? "declared at" : "what it shows"], rows: rows).rendered()
    }
}
