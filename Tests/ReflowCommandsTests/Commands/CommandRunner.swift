import Foundation
import Testing
import ReflowCommands
import ReflowCommandLine

/// What one in-process run of `reflow` produced.
struct ReflowRun: Equatable, CustomStringConvertible {
    var status: Int32
    var output: String
    var error: String

    var description: String { "exit \(status)\n--- stdout\n\(output)--- stderr\n\(error)" }

    /// The lines of standard output, without the final empty one.
    var outputLines: [String] {
        var lines = output.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Standard output parsed as a JSON object; records an issue and returns nil when it is not one.
    func jsonObject(sourceLocation: SourceLocation = #_sourceLocation) -> [String: Any]? {
        guard let data = output.data(using: .utf8),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else {
            Issue.record("standard output is not a JSON object:\n\(output)", sourceLocation: sourceLocation)
            return nil
        }
        return object
    }
}

/// Runs `reflow` with the real commands in process, capturing both streams.
func runReflow(_ arguments: [String]) -> ReflowRun {
    let output = CapturedOutput()
    let error = CapturedOutput()
    let context = CommandContext(standardOutput: output, standardError: error)
    let status = ReflowCLI.run(arguments: arguments, context: context, commands: ReflowCommandList.all)
    return ReflowRun(status: status, output: output.text, error: error.text)
}

/// Runs `reflow` with the real commands in process, capturing both streams.
func runReflow(_ arguments: String...) -> ReflowRun {
    runReflow(arguments)
}

/// A JSON number (JSONSerialization gives NSNumber) as a Double; nil for null or anything else.
func jsonNumber(_ value: Any?) -> Double? {
    (value as? NSNumber)?.doubleValue
}

/// The `results` of a `reflow scale --format json` run, each as a dictionary.
func scaleResults(_ run: ReflowRun, sourceLocation: SourceLocation = #_sourceLocation) -> [[String: Any]] {
    guard run.status == 0 else {
        Issue.record("reflow failed:\n\(run)", sourceLocation: sourceLocation)
        return []
    }
    guard let results = run.jsonObject(sourceLocation: sourceLocation)?["results"] as? [[String: Any]] else {
        Issue.record("no results array in:\n\(run.output)", sourceLocation: sourceLocation)
        return []
    }
    return results
}

/// The only result value of `reflow scale <arguments> --format json`, asked about one setting.
func singleScaleValue(_ arguments: String..., sourceLocation: SourceLocation = #_sourceLocation) -> Double? {
    let results = scaleResults(runReflow(["scale"] + arguments + ["--format", "json"]), sourceLocation: sourceLocation)
    guard results.count == 1 else {
        Issue.record("expected one result for \(arguments), got \(results.count)", sourceLocation: sourceLocation)
        return nil
    }
    return jsonNumber(results[0]["value"])
}

/// Whether two doubles agree within `tolerance` (the JSON printer rounds to 6 decimals).
func isNear(_ a: Double?, _ b: Double, tolerance: Double = 1e-6) -> Bool {
    guard let a else { return false }
    return abs(a - b) <= tolerance
}

/// Runs `executable` to completion in its own process, reading both streams before waiting so a
/// full pipe cannot block it.
func runProcess(_ executable: URL, _ arguments: [String], environment: [String: String]? = nil, directory: URL? = nil) throws -> ReflowRun {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let environment { process.environment = environment }
    if let directory { process.currentDirectoryURL = directory }
    let output = Pipe(), error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return ReflowRun(
        status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
        error: String(decoding: errorData, as: UTF8.self))
}
