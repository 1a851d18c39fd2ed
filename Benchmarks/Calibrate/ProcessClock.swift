#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's CPU time (user and system, every thread) and peak resident memory.
enum ProcessClock {
    #if canImport(Glibc)
        private static let whole = RUSAGE_SELF.rawValue
    #else
        private static let whole = RUSAGE_SELF
    #endif

    /// CPU seconds used by the process so far.
    static func cpuSeconds() -> Double {
        var usage = rusage()
        getrusage(whole, &usage)
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    /// The most memory the process has held at once, in megabytes.
    static func peakMegabytes() -> Double {
        var usage = rusage()
        getrusage(whole, &usage)
        #if canImport(Darwin)
            return Double(usage.ru_maxrss) / 1_048_576  // bytes
        #else
            return Double(usage.ru_maxrss) / 1024  // kilobytes
        #endif
    }

    /// Runs `body` and returns its result with the CPU seconds it took.
    static func measure<T>(_ body: () throws -> T) rethrows -> (T, Double) {
        let start = cpuSeconds()
        let result = try body()
        return (result, cpuSeconds() - start)
    }

    private static func seconds(_ time: timeval) -> Double {
        Double(time.tv_sec) + Double(time.tv_usec) / 1_000_000
    }
}
