import Foundation
import PackagePlugin

/// `swift package reflow-lint [--target NAME …] [reflow lint options]`: runs `reflow lint --format xcode`
/// on the directories of the package's targets (or the named ones), from the package's root, with absolute paths.
@main
struct ReflowLintPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        let directories = targets.compactMap { ($0 as? SourceModuleTarget)?.directoryURL.path }
        guard !directories.isEmpty else {
            Diagnostics.remark("reflow-lint: no source targets to lint")
            return
        }
        let process = Process()
        process.executableURL = try context.tool(named: "reflow").url
        process.currentDirectoryURL = context.package.directoryURL
        process.arguments = ["lint", "--format", "xcode", "--absolute-paths"] + extractor.remainingArguments + ["--"] + directories
        try process.run()
        process.waitUntilExit()
        switch process.terminationStatus {
        case 0: return
        case 1: Diagnostics.error("reflow lint found violations")
        default: Diagnostics.error("reflow lint failed with exit status \(process.terminationStatus)")
        }
    }
}
