import Foundation
import ReflowLocking

/// Names the files a crashed run was working on. A stack overflow or a trap on a worker thread
/// otherwise kills the process with nothing on standard error; with this, the handler (running
/// on a small stack of its own, so it works even when the thread's stack is exhausted) prints one
/// line per file in progress before the process dies of the same signal.
public enum CrashReport {
    /// How many threads can name their work at once; threads beyond that are not named.
    static let slotCount = 64
    /// Per thread slot, a C string naming what the thread works on (read by the handler, which may not allocate).
    nonisolated(unsafe) static let slots: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
        let slots = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: slotCount)
        slots.initialize(repeating: nil, count: slotCount)
        return slots
    }()
    private static let slotsInUse = Locked<[Bool]>(Array(repeating: false, count: slotCount))
    private static let installed = Locked(false)
    private static let slotKey = "org.reflow.crash-report-slot"
    static let alternateStackSize = 64 * 1024

    /// Installs the handler for the signals a crash raises (SIGSEGV, SIGBUS, SIGILL, SIGTRAP,
    /// SIGFPE) and gives the calling thread its signal stack. Once per process; later calls do nothing.
    public static func install() {
        guard
            installed.withLock({ installed in
                defer { installed = true }; return !installed
            })
        else { return }
        _ = slots
        prepareThread()
        for number in [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE] {
            var action = sigaction()
            #if os(Linux)
                action.__sigaction_handler.sa_handler = crashHandler
            #else
                action.__sigaction_u.__sa_handler = crashHandler
            #endif
            action.sa_flags = Int32(SA_ONSTACK)
            sigemptyset(&action.sa_mask)
            sigaction(number, &action, nil)
        }
    }

    /// Gives the current thread a signal stack of its own, so the handler can run after a stack
    /// overflow, and a slot to name its work in; returns what ``finishThread(_:)`` frees when the thread ends.
    @discardableResult
    static func prepareThread() -> UnsafeMutableRawPointer? {
        guard installed.withLock({ $0 }) else { return nil }
        let claimed = slotsInUse.withLock { inUse -> Int? in
            guard let slot = inUse.firstIndex(of: false) else { return nil }
            inUse[slot] = true
            return slot
        }
        if let claimed { Thread.current.threadDictionary[slotKey] = claimed }
        guard let memory = malloc(alternateStackSize) else { return nil }
        var stack = stack_t()
        stack.ss_sp = memory
        stack.ss_size = alternateStackSize
        stack.ss_flags = 0
        guard sigaltstack(&stack, nil) == 0 else {
            free(memory)
            return nil
        }
        return memory
    }

    /// Removes the thread's signal stack and frees it, and gives its slot back.
    static func finishThread(_ memory: UnsafeMutableRawPointer?) {
        if let slot = Thread.current.threadDictionary[slotKey] as? Int {
            Thread.current.threadDictionary[slotKey] = nil
            slotsInUse.withLock { $0[slot] = false }
        }
        guard let memory else { return }
        var stack = stack_t()
        stack.ss_flags = Int32(SS_DISABLE)
        sigaltstack(&stack, nil)
        free(memory)
    }

    /// Runs `body` with `item` (a file path, a screen's location) named as this thread's work.
    public static func working<Result>(on item: String, _ body: () throws -> Result) rethrows -> Result {
        guard installed.withLock({ $0 }), let slot = Thread.current.threadDictionary[slotKey] as? Int else { return try body() }
        let previous = slots[slot]
        slots[slot] = strdup(item)
        defer {
            let mine = slots[slot]
            slots[slot] = previous
            free(mine)
        }
        return try body()
    }
}

/// Writes a C string to standard error without allocating.
private func writeToStandardError(_ text: UnsafePointer<CChar>) {
    _ = write(STDERR_FILENO, text, strlen(text))
}

/// The signal handler: only async-signal-safe calls (write, signal, raise).
private func crashHandler(_ number: Int32) {
    let what: StaticString
    switch number {
    case SIGSEGV, SIGBUS:
        what = "reflow: crashed (a memory fault, most likely a stack overflow from deeply nested code) while working on:\n"
    default: what = "reflow: crashed (an internal error) while working on:\n"
    }
    what.withUTF8Buffer { buffer in _ = write(STDERR_FILENO, buffer.baseAddress, buffer.count) }
    for slot in 0..<CrashReport.slotCount {
        guard let item = CrashReport.slots[slot] else { continue }
        writeToStandardError("  ")
        writeToStandardError(item)
        writeToStandardError("\n")
    }
    writeToStandardError("Please report this with the file named above: it is a bug in Reflow.\n")
    signal(number, SIG_DFL)
    raise(number)
}
