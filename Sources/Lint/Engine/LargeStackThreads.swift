import Foundation

/// Runs work on threads with a large stack. SwiftParser, syntax walks and the interpreter recurse
/// once per nesting level (about 10–20 KB of stack each, and the parser allows 256 levels), so the
/// 512 KB of a secondary or Swift-concurrency thread on macOS overflows at a few dozen levels.
/// Only the pages a thread touches are committed, so the large reservation costs nothing.
public enum LargeStackThreads {
    /// Stack size of every worker thread.
    public static let stackSize = 64 * 1024 * 1024

    /// `transform` applied to every element on `concurrency` threads (default: one per active
    /// core); results in the order of `items`, whatever order the threads finish in.
    public static func map<Element: Sendable, Result: Sendable>(
        _ items: [Element], concurrency: Int? = nil,
        _ transform: @escaping @Sendable (Element) -> Result
    ) -> [Result] {
        guard !items.isEmpty else { return [] }
        let work = WorkQueue<Result>(count: items.count)
        let threads = max(1, min(concurrency ?? ProcessInfo.processInfo.activeProcessorCount, items.count))
        let finished = DispatchSemaphore(value: 0)
        for _ in 0..<threads {
            let thread = Thread {
                Thread.current.threadDictionary[Self.markerKey] = true
                let signalStack = CrashReport.prepareThread()
                defer { CrashReport.finishThread(signalStack) }
                while let index = work.nextIndex() {
                    work.store(transform(items[index]), at: index)
                }
                finished.signal()
            }
            thread.stackSize = stackSize
            thread.start()
        }
        for _ in 0..<threads { finished.wait() }
        return work.results()
    }

    /// `body` run once on a large-stack thread, for a single deep walk: right here when this
    /// thread is already one of ours, else on a new one.
    public static func run<Result: Sendable>(_ body: @escaping @Sendable () -> Result) -> Result {
        if isLargeStackThread { return body() }
        return map([()], concurrency: 1) { body() }[0]
    }

    /// Whether the current thread is one of these workers.
    public static var isLargeStackThread: Bool {
        Thread.current.threadDictionary[markerKey] as? Bool == true
    }

    static let markerKey = "org.reflow.large-stack-thread"
}

/// The shared queue of indexes and the results, behind a lock.
private final class WorkQueue<Result: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private let count: Int
    private var next = 0
    private var slots: [Result?]

    init(count: Int) {
        self.count = count
        slots = Array(repeating: nil, count: count)
    }

    func nextIndex() -> Int? {
        lock.withLock {
            guard next < count else { return nil }
            defer { next += 1 }
            return next
        }
    }

    func store(_ result: Result, at index: Int) {
        lock.withLock { slots[index] = result }
    }

    func results() -> [Result] {
        lock.withLock { slots.map { $0! } }
    }
}
