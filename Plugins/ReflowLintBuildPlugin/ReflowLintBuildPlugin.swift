import Foundation
import PackagePlugin

/// Runs `reflow lint --format xcode --exit-zero --absolute-paths` on a target's sources whenever they change:
/// the violations appear as build warnings at absolute paths any editor can open, and the full report is kept
/// in the plugin's work directory.
///
/// The command's one declared output is a Swift file of comments (`--stamp`): SwiftPM runs a build command
/// only to make its outputs, and copies any output that is not source into the target's resources (and so
/// into the app's bundle, with a `Bundle.module` accessor); a Swift file of comments compiles to nothing.
@main
struct ReflowLintBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let config = context.package.directoryURL.appendingPathComponent(".reflow.json")
        return [
            try Self.command(
                tool: context.tool(named: "reflow").url, name: target.name, directory: target.directoryURL,
                inputs: target.sourceFiles.map(\.url), workDirectory: context.pluginWorkDirectoryURL,
                config: FileManager.default.fileExists(atPath: config.path) ? config : nil)
        ]
    }

    /// The one build command: lint `directory`, print Xcode diagnostics, keep the report beside the stamp.
    static func command(tool: URL, name: String, directory: URL, inputs: [URL], workDirectory: URL, config: URL?) -> Command {
        let report = workDirectory.appendingPathComponent("reflow-lint-\(name).txt")
        let stamp = workDirectory.appendingPathComponent("ReflowLint-\(name).swift")
        let configArguments = config.map { ["--config", $0.path] } ?? []
        return .buildCommand(
            displayName: "reflow lint \(name)", executable: tool,
            arguments: ["lint", "--format", "xcode", "--exit-zero", "--absolute-paths", "--tee", report.path, "--stamp", stamp.path]
                + configArguments + ["--", directory.path],
            inputFiles: inputs + (config.map { [$0] } ?? []), outputFiles: [stamp])
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension ReflowLintBuildPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let inputs = target.inputFiles.map(\.url)
            let config = context.xcodeProject.directoryURL.appendingPathComponent(".reflow.json")
            // An Xcode target has no single folder: lint the project's folder, limited by .reflow.json's include paths.
            return [
                Self.command(
                    tool: try context.tool(named: "reflow").url, name: target.displayName, directory: context.xcodeProject.directoryURL,
                    inputs: inputs, workDirectory: context.pluginWorkDirectoryURL,
                    config: FileManager.default.fileExists(atPath: config.path) ? config : nil)
            ]
        }
    }
#endif
