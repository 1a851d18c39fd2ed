import Dispatch
import Foundation
import Synchronization

/// Files and folders a run creates beside its destinations (a report's staging folder, a
/// temporary sibling of an output file), removed if the run is interrupted by SIGINT or SIGTERM,
/// so an interrupted `--report` leaves nothing behind.
final class TemporaryPaths: Sendable {
    /// The process's one registry.
    static let shared = TemporaryPaths()

    private let paths = Mutex<Set<String>>([])
    /// The signal sources, kept alive for the life of the process.
    nonisolated(unsafe) private var sources: [any DispatchSourceSignal] = []

    /// Remembers `path` until ``unregister(_:)``.
    func register(_ path: String) {
        _ = paths.withLock { $0.insert(path) }
    }

    /// Forgets `path`: it was moved into place or removed.
    func unregister(_ path: String) {
        _ = paths.withLock { $0.remove(path) }
    }

    /// On SIGINT and SIGTERM: removes every registered path, then dies of the same signal, so the
    /// shell sees the usual status. Runs on a dispatch queue, not in the signal handler, where
    /// removing files would not be safe.
    func removeOnInterrupt() {
        let installed = [SIGINT, SIGTERM].map { number -> any DispatchSourceSignal in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [self] in
                removeAll()
                signal(number, SIG_DFL)
                raise(number)
            }
            source.resume()
            return source
        }
        sources = installed
    }

    /// Removes every registered path now; a folder still being written into is tried a few times.
    func removeAll() {
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
