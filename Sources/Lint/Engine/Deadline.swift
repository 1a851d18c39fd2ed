import Foundation

/// Runs work that may not finish in reasonable time (the toolchain's Swift parser is quadratic on
/// some malformed input) on a large-stack thread of its own, and stops waiting after a limit.
/// The work cannot be cancelled: a late thread runs on and its result is dropped, and the process
/// ends it when it exits. Normal files finish far below the limit, so results stay deterministic.
public enum Deadline {
    /// How long one file's parse may take before the file is skipped with a note: 10 s, or
    /// `REFLOW_PARSE_TIMEOUT` seconds when that is set to a positive number.
    public static let parseSeconds: Double = {
        guard let text = ProcessInfo.processInfo.environment["REFLOW_PARSE_TIMEOUT"], let seconds = Double(text),
            seconds.isFinite, seconds > 0
        else { return 10 }
        return seconds
    }()

    /// `body`'s result, or nil when it did not finish within `seconds`.
    public static func run<Result: Sendable>(seconds: Double, _ body: @escaping @Sendable () -> Result) -> Result? {
        let box = ResultBox<Result>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            Thread.current.threadDictionary[LargeStackThreads.markerKey] = true
            let signalStack = CrashReport.prepareThread()
            defer { CrashReport.finishThread(signalStack) }
            box.set(body())
            done.signal()
        }
        thread.stackSize = LargeStackThreads.stackSize
        thread.start()
        guard done.wait(timeout: .now() + seconds) == .success else { return nil }
        return box.get()
    }
}

/// One result handed from the worker to the waiting thread.
private final class ResultBox<Result: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Result?

    func set(_ result: Result) { lock.withLock { value = result } }
    func get() -> Result? { lock.withLock { value } }
}
