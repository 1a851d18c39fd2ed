import Foundation

/// Runs `reflow-calibrate --measure-one APP` in a child process, so a crash or a hang in
/// `reflow check` costs one row, and each app's peak memory is its own.
enum ChildRun {
    static func measure(_ app: String, options: Options) -> AppMeasurement {
        let started = Date()
        var failed = AppMeasurement(app: AppFolders.name(of: app), path: app, commit: AppFolders.commit(of: app), outcome: "")
        guard let executable = Bundle.main.executablePath else {
            failed.outcome = "could not find this program's own executable to run a child process"
            return failed
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        var arguments = ["--measure-one", app]
        if let threads = options.threads { arguments += ["--threads", String(threads)] }
        if let directory = options.findingsDirectory { arguments += ["--findings", directory] }
        process.arguments = arguments
        // The child's output goes to a file: a pipe could fill up and stall it.
        let outputURL = FileManager.default.temporaryDirectory.appendingPathComponent(
            "reflow-calibrate-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).json")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: outputURL) }
        guard let output = try? FileHandle(forWritingTo: outputURL) else {
            failed.outcome = "could not create a temporary file for the child's output"
            return failed
        }
        process.standardOutput = output
        do { try process.run() } catch {
            failed.outcome = "could not start a child process: \(error)"
            return failed
        }
        let deadline = Date().addingTimeInterval(options.timeout)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            failed.outcome = "timed out after \(Int(options.timeout)) s"
            failed.wallSeconds = Date().timeIntervalSince(started)
            return failed
        }
        try? output.close()
        if process.terminationReason == .uncaughtSignal {
            failed.outcome = "crashed: signal \(process.terminationStatus)"
        } else if process.terminationStatus != 0 {
            failed.outcome = "failed: exit \(process.terminationStatus)"
        } else if let data = try? Data(contentsOf: outputURL), let measurement = try? JSONDecoder().decode(AppMeasurement.self, from: data)
        {
            return measurement
        } else {
            failed.outcome = "failed: the child's output could not be read"
        }
        failed.wallSeconds = Date().timeIntervalSince(started)
        return failed
    }
}
