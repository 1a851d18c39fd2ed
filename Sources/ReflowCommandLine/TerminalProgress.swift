import Foundation
import ReflowLocking

/// Progress on a terminal: one line rewritten in place as work advances ("reflow: laying out 120
/// of 481 screen variants"), at most ten times a second, and permanent lines between stages.
public final class TerminalProgress: Sendable {
    private let output: any TextOutput
    private let prefix: String
    /// Whether an in-place line is showing, and when it was last written (nanoseconds of uptime).
    private let state = Locked<(showing: Bool, written: UInt64)>((false, 0))

    /// The shortest time between two rewrites of the line.
    public static let interval: UInt64 = 100_000_000

    /// Progress written to `output`, each line starting with `prefix`.
    public init(output: any TextOutput, prefix: String = "reflow: ") {
        self.output = output
        self.prefix = prefix
    }

    /// Rewrites the line with `text` unless it was rewritten less than `interval` ago, or always when
    /// `done` equals `total`.
    public func advance(_ stage: String, done: Int, total: Int) {
        let now = DispatchTime.now().uptimeNanoseconds
        state.withLock { state in
            guard done >= total || now &- state.written >= Self.interval || !state.showing else { return }
            // Erase the line, then write it again without a newline.
            output.write("\r\u{1B}[2K\(prefix)\(stage) \(done) of \(total)")
            state = (true, now)
        }
    }

    /// Replaces the in-place line, if any, with the permanent line `text`.
    public func line(_ text: String) {
        state.withLock { state in
            output.write((state.showing ? "\r\u{1B}[2K" : "") + prefix + text + "\n")
            state = (false, 0)
        }
    }
}
