import Dispatch
import Foundation
import ReflowLocking

/// Files and folders a run creates beside its destinations (a report's staging folder, a
/// temporary sibling of an output file), removed if the run is interrupted by SIGINT or SIGTERM,
/// so an interrupted `--report` leaves nothing behind.
public final class TemporaryPaths: Sendable {
    /// The process's one registry.
    public static let shared = TemporaryPaths()

    private let paths = Locked<Set<String>>([])
    private let interrupted = Locked(false)
    /// The signal sources, kept alive for the life of the process.
    nonisolated(unsafe) private var sources: [any DispatchSourceSignal] = []

    /// Remembers `path` until ``unregister(_:)``.
    public func register(_ path: String) {
        _ = paths.withLock { $0.insert(path) }
    }

    /// Forgets `path`: it was moved into place or removed.
    public func unregister(_ path: String) {
        _ = paths.withLock { $0.remove(path) }
    }

    /// Whether a signal arrived: the run is being stopped, and its own errors (a staging folder
    /// removed under it) are beside the point.
    public var isInterrupted: Bool { interrupted.withLock { $0 } }

    /// On SIGINT and SIGTERM: removes every registered path, then dies of the same signal, so the
    /// shell sees the usual status. Runs on a dispatch queue, not in the signal handler, where
    /// removing files would not be safe. A signal the process was started ignoring (SIGINT in a
    /// background job) stays ignored.
    public func removeOnInterrupt() {
        // A parent may start us with these blocked (a spawn from a thread that blocks signals, as
        // thread pools do): unblocked here, on the main thread, so every later thread inherits it.
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        sigaddset(&unblocked, SIGINT)
        sigaddset(&unblocked, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
        let installed = [SIGINT, SIGTERM].compactMap { number -> (any DispatchSourceSignal)? in
            let previous = signal(number, SIG_IGN)
            let address = { (handler: (@convention(c) (Int32) -> Void)?) in handler.map { unsafeBitCast($0, to: Int.self) } }
            guard address(previous) != address(SIG_IGN) else { return nil }
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [self] in
                interrupted.withLock { $0 = true }
                removeAll()
                signal(number, SIG_DFL)
                kill(getpid(), number)
            }
            source.resume()
            return source
        }
        sources = installed
    }

    /// Removes every registered path now; a folder still being written into is tried a few times.
    public func removeAll() {
        let pending = paths.withLock { paths in
            defer { paths.removeAll() }
            return paths.sorted()
        }
        for path in pending {
            for _ in 0..<5 where FileManager.default.fileExists(atPath: path) {
                try? FileManager.default.removeItem(atPath: path)
            }
        }
    }
}
