import BenchmarkSupport
import Audit
import Lint
import DynamicType
import Foundation
import LayoutEngine
import ReflowCommands
import SwiftSource
import ReflowLocking
import TextMeasurement
import Typesetting

/// Wraps a measurer and adds up the time spent in it (read on one thread only: the split below
/// runs on one thread so that the time can be attributed to what called it).
final class TimedMeasurer: TextMeasuring {
    let inner: HarfBuzzTextMeasurer
    private let spent = Locked<Double>(0)

    init(_ inner: HarfBuzzTextMeasurer) { self.inner = inner }

    func measure(_ request: TextMeasurementRequest) throws -> MeasuredText {
        let (result, seconds) = try Timing.measure { try inner.measure(request) }
        spent.withLock { $0 += seconds }
        return result
    }

    var seconds: Double { spent.withLock { $0 } }
}

/// `--experiments`: where the audit's time goes, and what the proposals would save.
struct Experiments {
    let phases: Phases
    let project: SwiftUIProject
    let screens: [SimulatedScreen]
    let runs: Int
    let parseMedian: Double
    let checkMedian: Double

    func run() throws {
        try duplicates()
        print("")
        try auditSplit()
        print("")
        try fonts()
        print("")
        try oneThread()
    }

    /// How many screen variants are the same tree: once the root's name and location are set
    /// aside, and once every source location is.
    func duplicates() throws {
        func stripped(_ node: ViewNode) -> ViewNode {
            var copy = node
            copy.traits.sourceLocation = nil
            copy.children = node.children.map(stripped)
            return copy
        }
        let roots = screens.map(\.root)
        let renamed = roots.map { root -> ViewNode in
            var copy = root
            copy.traits.name = nil
            copy.traits.sourceLocation = nil
            return copy
        }
        let byProfile = Dictionary(grouping: screens, by: \.profile).mapValues(\.count)
        let variants = screens.filter { $0.variant != nil }.count
        print(
            "experiment: duplicate screen trees (\(Format.count(screens.count)) screen variants; "
                + ContentProfile.allCases.compactMap { profile in byProfile[profile].map { "\(profile.rawValue) \(Format.count($0))" } }
                .joined(separator: ", ") + "; \(Format.count(variants)) are branch variants)")
        print("  distinct trees:                                     \(Format.count(Set(roots).count))")
        print("  distinct trees, root name and location set aside:   \(Format.count(Set(renamed).count))")
        print("  distinct trees, every source location set aside:    \(Format.count(Set(renamed.map(stripped)).count))")
    }

    /// The audit on one thread, split into the 12 layouts (and indexing) and each check, with the
    /// time spent measuring text in each; a fresh font catalog and measurer, as a check has.
    func auditSplit() throws {
        let configuration = phases.checker.configuration
        let checks = AuditChecks.all
        var seriesSeconds = Samples(), seriesText = Samples(), checkSeconds = Array(repeating: Samples(), count: checks.count)
        var checkText = Samples(), total = Samples(), walkAlone = Samples()
        var statistics: CacheStatistics?
        for _ in 0..<min(runs, 3) {
            let catalog = FontCatalog(directories: FontDirectories.system, files: project.fontFiles)
            let measurer = TimedMeasurer(HarfBuzzTextMeasurer(catalog: catalog))
            let runner = AuditRunner(measurer: measurer, configuration: configuration)
            let split = LargeStackThreads.run { () -> ([Double], Double, Double, Double, Double) in
                var series = 0.0, seriesTextSeconds = 0.0, checksTextSeconds = 0.0, walk = 0.0
                var perCheck = Array(repeating: 0.0, count: checks.count)
                for screen in screens {
                    let textBefore = measurer.seconds
                    let (laidOut, seconds) = Timing.measure {
                        try? runner.layoutSeries(
                            of: screen.root, screenName: screen.qualifiedName, device: configuration.devices[0],
                            layoutDirection: configuration.layoutDirections[0])
                    }
                    series += seconds
                    seriesTextSeconds += measurer.seconds - textBefore
                    guard let laidOut else { continue }
                    let checksBefore = measurer.seconds
                    for (index, check) in checks.enumerated() {
                        perCheck[index] += Timing.measure { _ = try? check.observations(in: laidOut, configuration: configuration) }.1
                    }
                    checksTextSeconds += measurer.seconds - checksBefore
                    walk += Timing.measure { _ = try? laidOut.walk([.default, .accessibility5, .default]) }.1
                }
                return (perCheck, series, seriesTextSeconds, checksTextSeconds, walk)
            }
            seriesSeconds.append(split.1)
            seriesText.append(split.2)
            checkText.append(split.3)
            walkAlone.append(split.4)
            for index in checks.indices { checkSeconds[index].append(split.0[index]) }
            total.append(split.1 + split.0.reduce(0, +))
            statistics = measurer.inner.cacheStatistics
        }
        let all = total.median
        print("experiment: the audit on 1 thread, split (medians of \(min(runs, 3)); thread-seconds, fresh fonts and measurer)")
        print(
            "  layouts at \(configuration.categories.count) sizes + indexing   \(Format.seconds(seriesSeconds.median)) s  "
                + "\(Format.percent(seriesSeconds.median, of: all))   of which measuring text \(Format.seconds(seriesText.median)) s")
        var rows: [(String, Double)] = []
        for (index, check) in checks.enumerated() { rows.append((check.description.id, checkSeconds[index].median)) }
        let checksTotal = rows.reduce(0) { $0 + $1.1 }
        print(
            "  checks (all \(checks.count))                   \(Format.seconds(checksTotal)) s  \(Format.percent(checksTotal, of: all))"
                + "   of which measuring text \(Format.seconds(checkText.median)) s")
        for (id, seconds) in rows.sorted(by: { $0.1 > $1.1 }) where seconds >= all * 0.005 {
            print(
                "    " + Format.padded(id, 30) + Format.padded(Format.seconds(seconds), 8, right: true) + " s  "
                    + Format.padded(Format.percent(seconds, of: all), 5, right: true))
        }
        print("  the live walk alone (default → AX5 → default, warm text cache)  \(Format.seconds(walkAlone.median)) s")
        if let statistics {
            print(
                "  text requests: \(Format.count(statistics.resultMisses)) laid out, \(Format.count(statistics.resultHits)) from the result cache; "
                    + "\(Format.count(statistics.shapeMisses)) strings shaped, \(Format.count(statistics.shapeHits)) reused")
        }
    }

    /// What a fresh font catalog costs each check: the audit with a new catalog (as `check` makes)
    /// against the process-wide `FontCatalog.system`, already loaded.
    func fonts() throws {
        let configuration = phases.checker.configuration
        let threads = phases.threads
        func auditAll(_ catalog: FontCatalog) -> Double {
            let runner = AuditRunner(measurer: HarfBuzzTextMeasurer(catalog: catalog), configuration: configuration)
            return Timing.measure {
                _ = LargeStackThreads.map(screens, concurrency: threads) { screen in
                    (try? runner.audit(screen.root, screenName: screen.qualifiedName).findings.count) ?? 0
                }
            }.1
        }
        _ = auditAll(FontCatalog.system)
        var fresh = Samples(), shared = Samples(), scan = Samples()
        for _ in 0..<min(runs, 3) {
            let (catalog, seconds) = Timing.measure { FontCatalog(directories: FontDirectories.system, files: project.fontFiles) }
            scan.append(seconds)
            fresh.append(auditAll(catalog))
            shared.append(auditAll(FontCatalog.system))
        }
        print("experiment: fonts (\(threads) threads, medians of \(min(runs, 3)))")
        print("  FontCatalog(directories:) alone (font folder scan)                \(Format.seconds(scan.median)) s")
        print("  audit of every variant, fresh catalog (as check does)            \(Format.seconds(fresh.median)) s")
        print(
            "  audit of every variant, shared FontCatalog.system, loaded        \(Format.seconds(shared.median)) s"
                + "   saves \(Format.seconds(fresh.median - shared.median)) s")
    }

    /// Parsing and checking on one thread: how far the two threads help each.
    func oneThread() throws {
        var parse = Samples(), check = Samples()
        for _ in 0..<min(runs, 3) {
            parse.append(Timing.measure { _ = phases.parseOnly(threads: 1) }.1)
            check.append(try Timing.measure { _ = try phases.check(threads: 1) }.1)
        }
        print("experiment: 1 thread against \(phases.threads) (medians of \(min(runs, 3)))")
        print(
            "  (a) parse only   1 thread \(Format.seconds(parse.median)) s, \(phases.threads) threads \(Format.seconds(parseMedian)) s: "
                + "\(Format.ratio(parse.median / parseMedian)) faster")
        print(
            "  (b) check        1 thread \(Format.seconds(check.median)) s, \(phases.threads) threads \(Format.seconds(checkMedian)) s: "
                + "\(Format.ratio(check.median / checkMedian)) faster")
        print("  (b) / (a) on 1 thread: \(Format.ratio(check.median / parse.median))")
    }
}
