// The lint benchmark: `reflow lint`'s work on a large tree of Swift and Interface Builder files,
// measured against parsing the same files alone with the same parsers, in one process. See Benchmarks/README.md.
import BenchmarkSupport
import Foundation
import Lint

let options: Options
do {
    options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    printError("reflow-lint-benchmark: \(error)\nRun reflow-lint-benchmark --help for the options.")
    exit(2)
}
if options.help {
    print(Options.usage)
    exit(0)
}

#if DEBUG
    print("warning: debug build; the numbers mean little. Use: swift build -c release --product reflow-lint-benchmark")
#endif

// The tree: generated into a fresh temporary folder (removed at the end), or given.
var generatedFolder: URL?
let root: String
let folder: String
if let path = options.path {
    let absolute = URL(fileURLWithPath: path).standardizedFileURL
    guard FileManager.default.fileExists(atPath: absolute.path) else {
        printError("reflow-lint-benchmark: \(path): no such file or directory")
        exit(2)
    }
    root = absolute.deletingLastPathComponent().path
    folder = absolute.lastPathComponent
} else {
    let base = FileManager.default.temporaryDirectory
        .appendingPathComponent("reflow-lint-benchmark-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
    try? FileManager.default.removeItem(at: base)
    do {
        _ = try GeneratedLintTree.write(to: base, files: options.files, seed: options.seed)
    } catch {
        printError("reflow-lint-benchmark: cannot write the generated tree: \(error)")
        exit(1)
    }
    generatedFolder = base
    root = base.path
    folder = "GeneratedLintApp"
}

// The same files lint reads, found the way lint finds them.
var discovery = LintConfiguration.default
discovery.includePaths = [folder]
let relative = FileDiscovery.files(root: root, configuration: discovery).paths
let absolute = relative.map { (root as NSString).appendingPathComponent($0) }
let swiftFiles = absolute.filter { $0.hasSuffix(".swift") }
let ibFiles = absolute.filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }
let bytes = absolute.reduce(0) { $0 + ((try? FileManager.default.attributesOfItem(atPath: $1)[.size] as? Int) ?? 0) }
print(
    "Tree: \(Format.count(swiftFiles.count)) Swift files, \(Format.count(ibFiles.count)) storyboards and xibs, \(Format.count(bytes)) bytes"
)
print(
    "Threads: parse-only \(options.threads); lint \(ProcessInfo.processInfo.activeProcessorCount) (LintRunner uses every active core); runs: \(options.runs)"
)

// Warm up once (page cache, lazy statics), then interleave the phases.
_ = Phases.parseSwift(swiftFiles, threads: options.threads)
_ = Phases.parseXML(ibFiles, threads: options.threads)
let warm = Phases.lint(folder, root: root)
print("Lint: \(Format.count(warm.filesLinted)) files linted, \(Format.count(warm.violations.count)) violations, \(warm.notes.count) notes")

var swiftParse = Samples(), xmlParse = Samples(), parse = Samples(), lint = Samples()
for _ in 0..<options.runs {
    let (_, swiftSeconds) = Timing.measure { Phases.parseSwift(swiftFiles, threads: options.threads) }
    let (_, xmlSeconds) = Timing.measure { Phases.parseXML(ibFiles, threads: options.threads) }
    swiftParse.append(swiftSeconds)
    xmlParse.append(xmlSeconds)
    parse.append(swiftSeconds + xmlSeconds)
    let (_, lintSeconds) = Timing.measure { Phases.lint(folder, root: root) }
    lint.append(lintSeconds)
}

print("")
print("phase                           median (s)   min (s)   max (s)")
for (name, samples) in [
    ("(a) parse-only: Swift", swiftParse), ("(a) parse-only: IB (XMLParser)", xmlParse), ("(a) parse-only: total", parse),
    ("(b) reflow lint (whole)", lint),
] {
    print(
        Format.padded(name, 32) + Format.padded(Format.seconds(samples.median), 10, right: true)
            + Format.padded(Format.seconds(samples.minimum), 10, right: true)
            + Format.padded(Format.seconds(samples.maximum), 10, right: true))
}
let ratio = lint.median / parse.median
print("")
print("Ratio lint/parse-only (b)/(a): \(Format.ratio(ratio)) (target <= 1.30x) \(ratio <= 1.3 ? "OK" : "OVER")")

if let generatedFolder {
    if options.keep {
        printError("kept \(generatedFolder.path)")
    } else {
        try? FileManager.default.removeItem(at: generatedFolder)
    }
}
