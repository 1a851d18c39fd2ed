internal import Foundation

/// CPU seconds the calling thread has used: what one file's indexing or one screen's interpretation
/// costs, whatever the other threads do meanwhile.
enum ThreadClock {
    static func seconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}

/// Something that took the longest: its name and its CPU seconds.
public struct SlowestWork: Sendable, Equatable {
    public let name: String
    public let seconds: Double

    /// The slower of the two (the first on a tie).
    static func slower(_ a: SlowestWork?, _ b: SlowestWork) -> SlowestWork {
        guard let a else { return b }
        return b.seconds > a.seconds ? b : a
    }
}
