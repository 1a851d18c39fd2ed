import ReflowLocking

/// An in-memory ``TextOutput`` for running commands in process and asserting on what they wrote.
public final class CapturedOutput: TextOutput {
    private let buffer = Locked("")

    /// Starts empty.
    public init() {}

    /// Appends `text` to the buffer; safe to call from any thread.
    public func write(_ text: String) {
        buffer.withLock { $0 += text }
    }

    /// Everything written so far.
    public var text: String {
        buffer.withLock { $0 }
    }
}
