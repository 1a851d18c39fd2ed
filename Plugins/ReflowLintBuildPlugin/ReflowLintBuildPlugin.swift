import Foundation
import PackagePlugin

/// Runs `reflow lint --format xcode --exit-zero` on a target's sources whenever they change: the
/// violations appear as build warnings, and the report is kept in the plugin's work directory.
@main
struct ReflowLintBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let config = context.package.directoryURL.appendingPathComponent(".reflow.json")
        return [try Self.command(tool: context.tool(named: "reflow").url, name: target.name, directory: URL(fileURLWithPath: target.directory.string),
                                 inputs: target.sourceFiles.map(\.url), workDirectory: context.pluginWorkDirectoryURL,
                                 config: FileManager.default.fileExists(atPath: config.path) ? config : nil)]
    }

    /// The one build command: lint `directory`, print Xcode diagnostics, keep the report as the command's output.
    static func command(tool: URL, name: String, directory: URL, inputs: [URL], workDirectory: URL, config: URL?) -> Command {
        let report = workDirectory.appendingPathComponent("reflow-lint-\(name).txt")
        let configArguments = config.map { ["--config", $0.path] } ?? []
        return .buildCommand(displayName: "reflow lint \(name)", executable: tool,
                             arguments: ["lint", "--format", "xcode", "--exit-zero", "--tee", report.path] + configArguments + ["--", directory.path],
                             inputFiles: inputs + (config.map { [$0] } ?? []), outputFiles: [report])
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension ReflowLintBuildPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let inputs = target.inputFiles.map(\.url)
        let config = context.xcodeProject.directoryURL.appendingPathComponent(".reflow.json")
        // An Xcode target has no single folder: lint the project's folder, limited by .reflow.json's include paths.
        return [Self.command(tool: try context.tool(named: "reflow").url, name: target.displayName, directory: context.xcodeProject.directoryURL,
                             inputs: inputs, workDirectory: context.pluginWorkDirectoryURL,
                             config: FileManager.default.fileExists(atPath: config.path) ? config : nil)]
    }
}
#endif
