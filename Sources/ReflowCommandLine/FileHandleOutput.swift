import Foundation
import ReflowLocking

/// A ``TextOutput`` over a file descriptor, used for the real standard output and standard error.
///
/// A write that fails (a closed stream, a full disk, `> /dev/full`) is remembered, not fatal: the
/// rest of the output is dropped and ``failure`` says why, so the program can exit 2 with one line.
public final class FileHandleOutput: TextOutput, Sendable {
    private let descriptor: Int32
    private let firstFailure = Locked<Int32?>(nil)

    /// Writes to `descriptor`, which the caller keeps open.
    public init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Writes the UTF-8 bytes of `text` unbuffered, so output interleaves correctly with stderr.
    public func write(_ text: String) {
        guard firstFailure.withLock({ $0 == nil }) else { return }
        let error = OutputFile.writeAll(descriptor, Data(text.utf8))
        if error != 0 { firstFailure.withLock { $0 = $0 ?? error } }
    }

    /// Why a write failed (the operating system's words), or nil when every write succeeded.
    public var failure: String? {
        firstFailure.withLock { $0 }.map { String(cString: strerror($0)) }
    }

    /// Whether the reader went away (`reflow … | head`): not worth a message.
    public var readerClosed: Bool {
        firstFailure.withLock { $0 } == EPIPE
    }

    /// Whether `descriptor` is open at all (`>&-` closes standard output).
    public static func isOpen(_ descriptor: Int32) -> Bool {
        fcntl(descriptor, F_GETFL) != -1
    }

    /// The process's standard output.
    public static let standardOutput = FileHandleOutput(descriptor: STDOUT_FILENO)
    /// The process's standard error.
    public static let standardError = FileHandleOutput(descriptor: STDERR_FILENO)
}
