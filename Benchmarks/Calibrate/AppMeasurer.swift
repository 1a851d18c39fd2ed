import Audit
import Checking
import Findings
import Foundation
import LayoutEngine
import ReflowCommands
import ReflowLocking
import Reporting
import SwiftSource

/// Measures one app in this process: the phases of `reflow check` one after another, each timed
/// in CPU seconds, and the counts of what was and was not simulated.
struct AppMeasurer {
    let threads: Int?

    func measure(_ path: String, findingsDirectory: String?) throws -> AppMeasurement {
        let wallStart = Date()
        var measurement = AppMeasurement(
            app: AppFolders.name(of: path), path: path, commit: AppFolders.commit(of: path), outcome: "measured")
        let files = ProjectFiles(paths: [path])
        let (parsed, parseSeconds) = ProcessClock.measure { SwiftSourceFile.parse(paths: files.swiftFiles, concurrency: threads) }
        let (project, indexSeconds) = ProcessClock.measure {
            SwiftUIProject(
                parsed: parsed, catalogFiles: files.catalogFiles, fontFiles: files.fontFiles, imageAssetFiles: files.imageAssetFiles,
                swiftGenConfigFiles: files.swiftGenConfigFiles,
                notes: files.notes, buildsOnlyForIPad: files.buildsOnlyForIPad)
        }
        measurement.swiftFiles = project.swiftFiles.count
        measurement.lines = project.lineCount
        guard !project.swiftFiles.isEmpty else {
            measurement.outcome = "no Swift files"
            return measurement
        }
        // As `reflow check` without `--device`: an app built for the iPad alone is checked on an iPad.
        var checker = ProjectChecker(concurrency: threads)
        checker.devicesFollowProject = true
        let slowest = Locked<SlowestWork?>(nil)
        let (screens, interpretSeconds) = ProcessClock.measure {
            project.screens(
                profiles: project.applicableProfiles(checker.profiles).profiles, named: nil, concurrency: threads, advancing: nil,
                timed: { work in
                    slowest.withLock { kept in kept = kept.map { work.seconds > $0.seconds ? work : $0 } ?? work }
                })
        }
        let base = path.hasSuffix("/") ? path : path + "/"
        func relative(_ name: String) -> String { name.replacingOccurrences(of: base, with: "") }
        measurement.slowestFileIndexing = project.slowestIndexedFile.map { .init(name: relative($0.name), seconds: $0.seconds) }
        measurement.slowestScreenInterpretation = slowest.withLock { $0 }.map { .init(name: relative($0.name), seconds: $0.seconds) }
        let (result, auditSeconds) = try ProcessClock.measure { try checker.check(project, screens: screens) }
        let input = ReportInput(
            findings: result.findings, checks: AuditChecks.all.map { $0.description }, toolVersion: "calibration",
            baseDirectory: path, screens: screens.map(\.name), notes: result.notes, coverage: result.screenCoverage)
        let (json, reportSeconds) = ProcessClock.measure { () -> String in
            _ = TextReporter.report(input, colour: false)
            return JSONReporter.report(input)
        }
        if let findingsDirectory {
            let file = URL(fileURLWithPath: findingsDirectory).appendingPathComponent(measurement.app + ".json")
            try Data(json.utf8).write(to: file)
            let standIns = URL(fileURLWithPath: findingsDirectory).appendingPathComponent(measurement.app + ".stand-ins.txt")
            try Data(Self.standInListing(screens, base: path).utf8).write(to: standIns)
        }
        measurement.cpuSeconds = .init(
            parse: parseSeconds, index: indexSeconds, interpret: interpretSeconds, layoutAndAudit: auditSeconds,
            report: reportSeconds)
        measurement.notes = result.notes.count
        count(screens, into: &measurement)
        count(result.findings, into: &measurement)
        measurement.wallSeconds = Date().timeIntervalSince(wallStart)
        measurement.peakMegabytes = ProcessClock.peakMegabytes()
        return measurement
    }

    /// Screens by status and coverage, each screen counted once: its own run, as written.
    private func count(_ screens: [SimulatedScreen], into measurement: inout AppMeasurement) {
        let own = screens.filter { $0.variant == nil && $0.profile == .asWritten }
        measurement.screens.found = Set(screens.map(\.name)).count
        measurement.screens.variants = screens.count
        var reasons: [String: Int] = [:], gaps: [String: Int] = [:]
        for screen in own {
            let coverage = screen.coverage
            switch coverage.status {
            case .simulated: measurement.screens.simulated += 1
            case .partial: measurement.screens.partial += 1
            case .notSimulated: measurement.screens.notSimulated += 1
            }
            if coverage.status != .simulated {
                reasons["\(coverage.status.rawValue): \(coverage.reasons.first ?? "?")", default: 0] += 1
            }
            for gap in Set(coverage.gaps) { gaps["\(gap.kind.rawValue) \(gap.subject)", default: 0] += 1 }
            measurement.views.interpreted += coverage.interpreted
            measurement.views.opaqueViews += coverage.count(.opaqueView)
            measurement.views.ignoredModifiers += coverage.count(.ignoredModifier)
            measurement.views.unreadFonts += coverage.count(.unreadFont)
            measurement.views.fontsRead += coverage.fontsRead
            measurement.texts += AppMeasurement.TextCounts(
                source: coverage.sourceTexts, standIn: coverage.standInTexts, runtimeData: coverage.standInTexts(.runtimeData),
                redactedPlaceholder: coverage.standInTexts(.redactedPlaceholder), unread: coverage.standInTexts(.unread))
        }
        measurement.reasons = Self.ranked(reasons)
        measurement.gaps = Self.ranked(gaps)
    }

    private func count(_ findings: [Finding], into measurement: inout AppMeasurement) {
        var byCheck: [String: AppMeasurement.CheckCount] = [:]
        for finding in findings {
            if finding.evidence?.content == .standIn {
                measurement.findings.onStandIn += 1
                if finding.severity == .error { measurement.findings.errorsOnStandIn += 1 }
            }
            if finding.evidence?.dependencies.isEmpty == false { measurement.findings.withDependencies += 1 }
            var entry = byCheck[finding.checkID] ?? AppMeasurement.CheckCount(id: finding.checkID)
            switch finding.severity {
            case .error:
                entry.errors += 1
                measurement.findings.errors += 1
                if let first = finding.context?.firstSize, first <= .default { measurement.findings.errorsAtOrBelowLarge += 1 }
            case .warning:
                entry.warnings += 1
                measurement.findings.warnings += 1
            case .note:
                entry.notes += 1
                measurement.findings.notes += 1
            }
            byCheck[finding.checkID] = entry
        }
        measurement.findings.total = findings.count
        measurement.findings.byCheck = Self.ordered(Array(byCheck.values))
    }

    /// Each stand-in text on the screens' own runs, counted by where it is and the property it
    /// stands in for, most first: what to read next to raise the share of texts from the source.
    static func standInListing(_ screens: [SimulatedScreen], base: String) -> String {
        var counts: [String: Int] = [:], shownOn: [String: Set<String>] = [:]
        func visit(_ node: ViewNode, screen: String) {
            if case .text = node.kind, let property = node.traits.standInContent {
                var place = node.traits.sourceLocation?.description ?? "?"
                if place.hasPrefix(base) { place = String(place.dropFirst(base.count)).trimmingCharacters(in: ["/"]) }
                let origin = node.traits.standInOrigin?.rawValue ?? "?"
                counts["\(place)\t\(property)\t\(origin)", default: 0] += 1
                shownOn["\(place)\t\(property)\t\(origin)", default: []].insert(screen)
            }
            for child in node.children { visit(child, screen: screen) }
        }
        for screen in screens where screen.variant == nil && screen.profile == .asWritten { visit(screen.root, screen: screen.name) }
        return ranked(counts).map { entry in
            let names = shownOn[entry.reason, default: []].sorted()
            return "\(entry.screens)\t\(entry.reason)\t\(names.count) screens: \(names.prefix(3).joined(separator: ", "))\n"
        }.joined()
    }

    /// Checks with the most errors first, then warnings, notes, and by id.
    static func ordered(_ checks: [AppMeasurement.CheckCount]) -> [AppMeasurement.CheckCount] {
        checks.sorted { ($0.errors, $0.warnings, $0.notes, $1.id) > ($1.errors, $1.warnings, $1.notes, $0.id) }
    }

    /// Counts, most first, then by name.
    static func ranked(_ counts: [String: Int]) -> [AppMeasurement.ReasonCount] {
        counts.map { AppMeasurement.ReasonCount(reason: $0.key, screens: $0.value) }
            .sorted { ($0.screens, $1.reason) > ($1.screens, $0.reason) }
    }
}
