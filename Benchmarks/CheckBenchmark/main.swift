// The check benchmark: `reflow check`'s work on a large SwiftUI project, measured against parsing
// the same Swift files alone with the same parser, in one process. See Benchmarks/README.md.
import BenchmarkSupport
import Foundation
import ReflowCommands
import SwiftSource

let options: Options
do {
    options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    printError("reflow-check-benchmark: \(error)\nRun reflow-check-benchmark --help for the options.")
    exit(2)
}
if options.help {
    print(Options.usage)
    exit(0)
}

#if DEBUG
    print("warning: debug build; the numbers mean little. Use: swift build -c release --product reflow-check-benchmark")
#endif

// The project: generated into a fresh temporary folder (removed at the end), or given.
var generatedFolder: URL?
let paths: [String]
if let path = options.path {
    guard FileManager.default.fileExists(atPath: path) else {
        printError("reflow-check-benchmark: \(path): no such file or directory")
        exit(2)
    }
    paths = [path]
} else {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("reflow-check-benchmark-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
    try? FileManager.default.removeItem(at: folder)
    do {
        _ = try GeneratedProject.write(to: folder, files: options.files, seed: options.seed)
    } catch {
        printError("reflow-check-benchmark: cannot write the generated project: \(error)")
        exit(1)
    }
    generatedFolder = folder
    if options.keep { printError("generated project kept in \(folder.path)") }
    paths = [folder.path]
}

@MainActor func finish(_ code: Int32) -> Never {
    if let generatedFolder, !options.keep { try? FileManager.default.removeItem(at: generatedFolder) }
    exit(code)
}

do {
    try CheckBenchmark(options: options, paths: paths, generated: generatedFolder != nil).run()
} catch {
    printError("reflow-check-benchmark: \(error)")
    finish(1)
}
finish(0)
