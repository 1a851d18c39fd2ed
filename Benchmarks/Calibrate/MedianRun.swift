/// One app measured several times (`--runs`): the run with the median check ÷ parse-only, with every
/// run's ratio beside it. Everything but the timings is the same in every run of one build.
enum MedianRun {
    static func of(_ runs: [AppMeasurement]) -> AppMeasurement {
        let measured = runs.filter { $0.outcome == "measured" && $0.cpuSeconds.ratio != nil }
        // A run that failed says so, whatever the others did.
        guard runs.count > 1, measured.count == runs.count else { return runs.first { $0.outcome != "measured" } ?? runs[0] }
        let ordered = measured.sorted { ($0.cpuSeconds.ratio ?? 0) < ($1.cpuSeconds.ratio ?? 0) }
        var median = ordered[(ordered.count - 1) / 2]
        median.runRatios = runs.compactMap(\.cpuSeconds.ratio)
        return median
    }

    /// Check ÷ parse-only of each whole run over the apps measured in every run; nil for one run.
    static func totals(_ runs: [[AppMeasurement]]) -> [Double]? {
        let complete = runs.filter { $0.allSatisfy { $0.outcome == "measured" } }
        guard let count = complete.first?.count, count > 1 else { return nil }
        return (0..<count).compactMap { run in CalibrationTable.total(complete.map { $0[run] }).cpuSeconds.ratio }
    }
}
