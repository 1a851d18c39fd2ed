import BenchmarkSupport
import Foundation

/// The measurements as text: a block per app, then one row per app and the totals.
enum CalibrationTable {
    /// How many reasons and gaps each app's block lists.
    static let listed = 12

    /// `runTotals`: check ÷ parse-only of each whole run over every app, when there were several.
    static func render(_ apps: [AppMeasurement], runTotals: [Double]? = nil) -> String {
        var text = ""
        for app in apps { text += block(app) + "\n" }
        let measured = apps.filter { $0.outcome == "measured" }
        if measured.count > 1 {
            var total = total(measured)
            total.path = "\(measured.count) apps"
            total.runRatios = runTotals
            text += block(total) + "\n"
        }
        text += summary(apps)
        return text
    }

    static func block(_ app: AppMeasurement) -> String {
        var lines = ["\(app.app)  (\(app.path)\(app.commit.map { ", commit \($0.prefix(12))" } ?? ""))"]
        guard app.outcome == "measured" else {
            lines.append("  \(app.outcome)")
            return lines.joined(separator: "\n") + "\n"
        }
        let screens = app.screens
        lines.append("  files        \(Format.count(app.swiftFiles)) Swift files, \(Format.count(app.lines)) lines, \(app.notes) notes")
        lines.append(
            "  screens      \(screens.found) found: \(screens.simulated) simulated, \(screens.partial) partly, \(screens.notSimulated) not simulated"
                + " (\(Format.count(screens.variants)) variants audited)")
        if !app.reasons.isEmpty {
            lines.append("  why not fully simulated (screens):")
            lines += app.reasons.prefix(listed).map { "    \(Format.padded(String($0.screens), 5, right: true))  \($0.reason)" }
        }
        if !app.gaps.isEmpty {
            lines.append("  not interpreted (screens that meet it):")
            lines += app.gaps.prefix(listed).map { "    \(Format.padded(String($0.screens), 5, right: true))  \($0.reason)" }
            if app.gaps.count > listed { lines.append("           … \(app.gaps.count - listed) more") }
        }
        let views = app.views
        lines.append(
            "  views        \(Format.count(views.interpreted)) interpreted, \(Format.count(views.opaqueViews)) opaque boxes,"
                + " \(Format.count(views.ignoredModifiers)) ignored modifiers; fonts \(Format.count(views.fontsRead)) read,"
                + " \(Format.count(views.unreadFonts)) unread")
        let texts = app.texts
        lines.append(
            "  texts        \(Format.count(texts.source)) from the source (\(Format.percent(Double(texts.source), of: Double(texts.source + texts.standIn)))),"
                + " \(Format.count(texts.standIn)) stand-ins: \(Format.count(texts.runtimeData)) runtime data,"
                + " \(Format.count(texts.redactedPlaceholder)) redacted placeholders, \(Format.count(texts.unread)) not read")
        let share = texts.readShare
        lines.append(
            "               read where the source gives the value: \(Format.count(share.read)) of \(Format.count(share.readable))"
                + " (\(Format.percent(Double(share.read), of: Double(share.readable))))")
        let findings = app.findings
        lines.append(
            "  findings     \(findings.total): \(findings.errors) errors, \(findings.warnings) warnings, \(findings.notes) notes;"
                + " errors first at or below Large: \(findings.errorsAtOrBelowLarge) (\(Format.percent(Double(findings.errorsAtOrBelowLarge), of: Double(findings.errors))))"
        )
        lines.append(
            "               on stand-in content: \(findings.onStandIn) (\(findings.errorsOnStandIn) errors);"
                + " depending on what was not read: \(findings.withDependencies)")
        for check in findings.byCheck {
            lines.append(
                "    \(Format.padded(check.id, 28)) \(Format.padded(String(check.errors), 4, right: true)) E"
                    + " \(Format.padded(String(check.warnings), 4, right: true)) W \(Format.padded(String(check.notes), 4, right: true)) N")
        }
        let cpu = app.cpuSeconds
        lines.append(
            "  CPU seconds  parse \(Format.seconds(cpu.parse)), index \(Format.seconds(cpu.index)), interpret \(Format.seconds(cpu.interpret)),"
                + " layout+audit \(Format.seconds(cpu.layoutAndAudit)), report \(Format.seconds(cpu.report)):"
                + " check \(Format.seconds(cpu.check)) = \(ratio(cpu)) parse-only" + spread(app.runRatios, total: app.app == "total"))
        if let file = app.slowestFileIndexing, let screen = app.slowestScreenInterpretation {
            lines.append(
                "  slowest      indexing one file \(Format.seconds(file.seconds)) s (\(file.name)), interpreting one screen"
                    + " \(Format.seconds(screen.seconds)) s (\(screen.name))")
        }
        lines.append("  wall \(Format.seconds(app.wallSeconds)) s, peak memory \(Int(app.peakMegabytes.rounded())) MB")
        return lines.joined(separator: "\n") + "\n"
    }

    static func summary(_ apps: [AppMeasurement]) -> String {
        let header = [
            "app", "files", "screens", "sim", "part", "not", "source texts", "read", "errors", "warn", "notes", "err ≤ L", "check/parse",
            "peak MB",
        ]
        var rows: [[String]] = []
        for app in apps {
            guard app.outcome == "measured" else {
                rows.append([app.app, "", app.outcome] + Array(repeating: "", count: header.count - 3))
                continue
            }
            rows.append(row(app.app, app))
        }
        let measured = apps.filter { $0.outcome == "measured" }
        if measured.count > 1 { rows.append(row("total", total(measured))) }
        var widths = header.map(\.count)
        for row in rows {
            for (column, cell) in row.enumerated() where column > 0 || row[2].count < 20 {
                widths[column] = max(widths[column], cell.count)
            }
        }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in Format.padded(cell, widths[column], right: column > 0) }.joined(separator: "  ")
                .replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
        }
        return ([line(header)] + rows.map(line)).joined(separator: "\n") + "\n"
    }

    private static func row(_ name: String, _ app: AppMeasurement) -> [String] {
        let texts = Double(app.texts.source + app.texts.standIn)
        return [
            name, Format.count(app.swiftFiles), String(app.screens.found), String(app.screens.simulated), String(app.screens.partial),
            String(app.screens.notSimulated), Format.percent(Double(app.texts.source), of: texts),
            Format.percent(Double(app.texts.readShare.read), of: Double(app.texts.readShare.readable)), String(app.findings.errors),
            String(app.findings.warnings), String(app.findings.notes),
            "\(app.findings.errorsAtOrBelowLarge) (\(Format.percent(Double(app.findings.errorsAtOrBelowLarge), of: Double(app.findings.errors))))",
            ratio(app.cpuSeconds), String(Int(app.peakMegabytes.rounded())),
        ]
    }

    /// The apps added up (peak memory: the largest; reasons and gaps by the screens they cost over every app).
    static func total(_ apps: [AppMeasurement]) -> AppMeasurement {
        var total = AppMeasurement(app: "total", path: "", commit: nil, outcome: "measured")
        var reasons: [String: Int] = [:], gaps: [String: Int] = [:], checks: [String: AppMeasurement.CheckCount] = [:]
        for app in apps {
            for reason in app.reasons { reasons[reason.reason, default: 0] += reason.screens }
            for gap in app.gaps { gaps[gap.reason, default: 0] += gap.screens }
            for check in app.findings.byCheck {
                var sum = checks[check.id] ?? AppMeasurement.CheckCount(id: check.id)
                sum.errors += check.errors
                sum.warnings += check.warnings
                sum.notes += check.notes
                checks[check.id] = sum
            }
            total.notes += app.notes
            total.views.interpreted += app.views.interpreted
            total.views.opaqueViews += app.views.opaqueViews
            total.views.ignoredModifiers += app.views.ignoredModifiers
            total.views.unreadFonts += app.views.unreadFonts
            total.views.fontsRead += app.views.fontsRead
            total.findings.total += app.findings.total
            total.swiftFiles += app.swiftFiles
            total.lines += app.lines
            total.screens.found += app.screens.found
            total.screens.variants += app.screens.variants
            total.screens.simulated += app.screens.simulated
            total.screens.partial += app.screens.partial
            total.screens.notSimulated += app.screens.notSimulated
            total.texts += app.texts
            total.findings.errors += app.findings.errors
            total.findings.warnings += app.findings.warnings
            total.findings.notes += app.findings.notes
            total.findings.errorsAtOrBelowLarge += app.findings.errorsAtOrBelowLarge
            total.findings.onStandIn += app.findings.onStandIn
            total.findings.errorsOnStandIn += app.findings.errorsOnStandIn
            total.findings.withDependencies += app.findings.withDependencies
            total.cpuSeconds.parse += app.cpuSeconds.parse
            total.cpuSeconds.index += app.cpuSeconds.index
            total.cpuSeconds.interpret += app.cpuSeconds.interpret
            total.cpuSeconds.layoutAndAudit += app.cpuSeconds.layoutAndAudit
            total.cpuSeconds.report += app.cpuSeconds.report
            total.peakMegabytes = max(total.peakMegabytes, app.peakMegabytes)
            total.wallSeconds += app.wallSeconds
        }
        total.reasons = AppMeasurer.ranked(reasons)
        total.gaps = AppMeasurer.ranked(gaps)
        total.findings.byCheck = AppMeasurer.ordered(Array(checks.values))
        return total
    }

    /// ", median of 3 runs (2.74x-3.20x)", or nothing for one run. The total adds up each app's median
    /// run, and gives the range of the whole runs beside it.
    private static func spread(_ ratios: [Double]?, total: Bool) -> String {
        guard let ratios, ratios.count > 1, let low = ratios.min(), let high = ratios.max() else { return "" }
        let range = "\(Format.ratio(low))-\(Format.ratio(high))"
        return total ? " (each app's median run; the \(ratios.count) whole runs: \(range))" : ", median of \(ratios.count) runs (\(range))"
    }

    private static func ratio(_ cpu: AppMeasurement.PhaseSeconds) -> String {
        cpu.ratio.map(Format.ratio) ?? "-"
    }
}
