// reflow-calibrate: how far `reflow check` can be trusted on real apps (see Options.usage).
import Foundation

let options: Options
do {
    options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("reflow-calibrate: \(error)\n".utf8))
    exit(2)
}
if options.help {
    print(Options.usage)
    exit(0)
}

let encoder = JSONEncoder()
encoder.outputFormatting = [.prettyPrinted, .sortedKeys]

if let app = options.measureOne {
    // The child: measure one app and print its measurement.
    do {
        let measurement = try AppMeasurer(threads: options.threads).measure(app, findingsDirectory: options.findingsDirectory)
        FileHandle.standardOutput.write(try encoder.encode(measurement))
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("reflow-calibrate: \(app): \(error)\n".utf8))
        exit(1)
    }
}

#if DEBUG
    FileHandle.standardError.write(
        Data("reflow-calibrate: warning: a debug build; its CPU seconds mean little (swift run -c release reflow-calibrate)\n".utf8))
#endif
for path in options.paths where !FileManager.default.fileExists(atPath: path) {
    FileHandle.standardError.write(Data("reflow-calibrate: \(path): no such file or directory\n".utf8))
    exit(2)
}
if let directory = options.findingsDirectory {
    do { try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true) } catch {
        FileHandle.standardError.write(
            Data("reflow-calibrate: --findings \(directory): cannot create the folder (\(error.localizedDescription))\n".utf8))
        exit(2)
    }
}
let apps = AppFolders.apps(under: options.paths)
// The apps in turn, run after run, so that a machine growing slower or faster weighs on every app alike.
var runs: [[AppMeasurement]] = Array(repeating: [], count: apps.count)
for run in 1...options.runs {
    for (number, app) in apps.enumerated() {
        let counter = options.runs > 1 ? " run \(run)/\(options.runs)" : ""
        FileHandle.standardError.write(Data("reflow-calibrate: [\(number + 1)/\(apps.count)]\(counter) \(app)\n".utf8))
        runs[number].append(ChildRun.measure(app, options: options))
    }
}
let measurements = runs.map(MedianRun.of)
let runTotals = MedianRun.totals(runs)
switch options.format {
case .text:
    print(CalibrationTable.render(measurements, runTotals: runTotals), terminator: "")
case .json:
    var total = CalibrationTable.total(measurements.filter { $0.outcome == "measured" })
    total.runRatios = runTotals
    let document = CalibrationDocument(apps: measurements, total: total)
    FileHandle.standardOutput.write(try encoder.encode(document))
    print()
}

/// The JSON document: every app, then the totals.
struct CalibrationDocument: Codable {
    var apps: [AppMeasurement]
    var total: AppMeasurement
}
