import DynamicType
import Findings

/// The HTML report's page: one self-contained `index.html` (inline CSS and script, no network, no
/// web fonts) made from the findings and the pictures beside it.
///
/// The page opens with a summary (screens checked, findings by severity, the size at which each
/// screen first breaks, and the Larger Text readiness line of `LargerTextReadiness`), then shows
/// each screen: its contact sheet, a size slider (`<input type="range">` over its sizes, its value
/// announced) that swaps the picture as it moves, starting at the first failing size, the
/// findings, each with a button that moves the slider to the finding's first size and outlines
/// its region, and how to fix each check. Without script the links under the slider open each
/// size's picture. Relative units only, so it reads at 200 % zoom; the same input gives the same
/// bytes (no dates, everything in a fixed order).
///
/// A URL ending in a finding's id (`#screen-checkout-before-overlap-…`) shows that finding as its
/// button does. Opened with `#selftest` the page tests itself (slider, pictures, finding buttons, unique ids)
/// and writes `PASS …` or `FAIL …` into `<pre id="selftest">`, for a headless browser to read.
public enum HTMLReportPage {
    /// The page's file name in the report's directory.
    public static let fileName = "index.html"

    /// The page for `input`'s findings and `report`'s pictures, UTF-8 text ending in a newline.
    public static func html(_ input: ReportInput, report: HTMLReport) -> String {
        let page = Page(input: input, report: report)
        return page.document()
    }
}

/// The page's parts, computed once.
private struct Page {
    let input: ReportInput
    let report: HTMLReport
    let readiness: LargerTextReadiness
    let sections: [Section]

    /// One screen's section: its name, the id its elements share, its findings and the pictures of
    /// the screen and of each of its variants.
    struct Section {
        var index: Int
        var name: String
        var id: String
        var viewers: [Viewer]
        var findings: [Finding]
        var verdict: LargerTextReadiness.Screen
        /// The screen as written: the first picture set.
        var pictures: HTMLReport.Screen? { viewers.first?.pictures }
    }

    /// One picture set with its slider: the screen, or one of its variants.
    struct Viewer {
        /// Its place in the script's data (`data-screen`).
        var index: Int
        /// The prefix of its elements' ids.
        var id: String
        var pictures: HTMLReport.Screen
        /// What the variant changes (`long`, `Error · translation`), nil for the screen as written.
        var variant: String?
        /// The name its slider and pictures are announced with.
        var name: String { variant.map { "\(pictures.group) (\($0))" } ?? pictures.group }
    }

    init(input: ReportInput, report: HTMLReport) {
        self.input = input
        self.report = report
        var names = input.screenNames
        for screen in report.screens where !names.contains(screen.group) { names.append(screen.group) }
        let allScreens = ReportInput(
            findings: input.findings, checks: input.checks, toolVersion: input.toolVersion,
            screens: names, notes: input.notes, coverage: input.coverage)
        let readiness = LargerTextReadiness(input: allScreens)
        self.readiness = readiness
        var usedIDs: Set<String> = []
        var viewerCount = 0
        sections = names.enumerated().map { index, name in
            var id = "screen-" + HTMLText.slug(name)
            if id == "screen-" || usedIDs.contains(id) { id = "screen-\(index + 1)" }
            usedIDs.insert(id)
            // The screen as written first, then its variants in the order given.
            let pictures =
                report.screens.filter { $0.group == name && !$0.isVariant } + report.screens.filter { $0.group == name && $0.isVariant }
            let viewers = pictures.enumerated().map { position, pictures in
                defer { viewerCount += 1 }
                return Viewer(
                    index: viewerCount, id: position == 0 ? id : "\(id)-variant-\(position)", pictures: pictures,
                    variant: pictures.isVariant ? Self.variantName(pictures) : nil)
            }
            return Section(
                index: index, name: name, id: id, viewers: viewers,
                findings: input.findings.filter { $0.context?.screen == name },
                verdict: readiness.screens.first { $0.name == name } ?? LargerTextReadiness.Screen(name: name, firstError: nil))
        }
    }

    /// `long` for `Checkout · long`: the variant's name without its screen's.
    static func variantName(_ pictures: HTMLReport.Screen) -> String {
        let prefix = pictures.group + " · "
        return pictures.name.hasPrefix(prefix) ? String(pictures.name.dropFirst(prefix.count)) : pictures.name
    }

    /// Every picture set of every section, in the script's order.
    var viewers: [Viewer] { sections.flatMap(\.viewers) }

    func document() -> String {
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="generator" content="Reflow \(HTMLText.escape(input.toolVersion))">
            <title>Larger Text report: \(HTMLText.line(report.title))</title>
            <style>
            \(HTMLReportAssets.css)</style>
            </head>
            <body>
            <a class="skip-link" href="#main">Skip to the report</a>
            <header class="page-header">
            <h1>Larger Text report: \(HTMLText.line(report.title))</h1>
            <p>\(HTMLText.escape(introduction))</p>

            """
        if sections.count > 1 {
            html += "<nav aria-label=\"Screens\">\n<ul class=\"screen-nav\">\n"
            for section in sections {
                html += "<li><a href=\"#\(section.id)\">\(HTMLText.line(section.name))</a></li>\n"
            }
            html += "</ul>\n</nav>\n"
        }
        html += "</header>\n<main id=\"main\">\n"
        html += summary()
        for section in sections {
            html += screen(section)
        }
        html += sourceFindings()
        html += """
            </main>
            <footer class="page-footer">
            <p>Made by Reflow \(HTMLText.escape(input.toolVersion)). The pictures are the PNG files next to this page; keep them together.</p>
            </footer>
            <script type="application/json" id="reflow-data">
            \(data())</script>
            <script>
            \(HTMLReportAssets.script)</script>
            </body>
            </html>

            """
        return html
    }

    /// "Reflow checked 4 screens at 12 text sizes, xSmall to AX5, on iPhone 16."
    var introduction: String {
        let devices = sections.compactMap { $0.pictures?.device ?? $0.findings.first?.context?.deviceLabel }
        var distinct: [String] = []
        for device in devices where !distinct.contains(device) { distinct.append(device) }
        let sizeCounts = Set(report.screens.map(\.checkedSizes.count))
        var text = "Reflow checked \(Wording.counted(sections.count, "screen"))"
        if sizeCounts.count == 1, let count = sizeCounts.first, count > 0,
            let first = report.screens.first?.checkedSizes.first, let last = report.screens.first?.checkedSizes.last
        {
            text +=
                " at \(Wording.counted(count, "text size")), \(LargerTextReadiness.shortName(first)) to "
                + LargerTextReadiness.shortName(last) + (distinct.isEmpty ? "" : ",")
        }
        if !distinct.isEmpty { text += " on " + distinct.joined(separator: " and ") }
        return text + ". Drag a screen's size slider to see it grow; choose a finding to see where it is."
    }

    // MARK: Summary

    func summary() -> String {
        let findings = input.findings
        var html = "<section class=\"summary\" aria-labelledby=\"summary-title\">\n<h2 id=\"summary-title\">Summary</h2>\n"
        html += "<p class=\"readiness \(readiness.isReady ? "ready" : "not-ready")\">\(HTMLText.escape(readiness.sentence))</p>\n"
        html += "<ul class=\"totals\">\n"
        html += "<li><strong>\(sections.count)</strong> screen\(sections.count == 1 ? "" : "s") checked</li>\n"
        for severity in Severity.allCases.reversed() {
            let count = findings.filter { $0.severity == severity }.count
            html += "<li class=\"total-\(severity.rawValue)\"><strong>\(count)</strong> \(severity.rawValue)\(count == 1 ? "" : "s")</li>\n"
        }
        html += "</ul>\n"
        let overview = CoverageOverview(input)
        if !overview.isEmpty {
            // What Reflow could not judge, before what it found: the counts above hold only for what was simulated.
            html += "<h3>What was simulated</h3>\n<p class=\"coverage-headline\">\(HTMLText.escape(overview.headline))</p>\n"
            if !overview.lines.isEmpty {
                html += "<ul class=\"coverage-reasons\">\n"
                for line in overview.lines { html += "<li>\(HTMLText.escape(line))</li>\n" }
                html += "</ul>\n"
            }
        }
        let showsCoverage = !input.coverage.isEmpty
        html += """
            <div class="table-scroll" role="region" aria-labelledby="summary-table-caption" tabindex="0">
            <table>
            <caption id="summary-table-caption">Each screen, worst first: its findings and the size at which it first breaks</caption>
            <thead><tr><th scope="col">Screen</th><th scope="col">Findings</th><th scope="col">First breaks at</th>\(showsCoverage ? "<th scope=\"col\">Simulated</th>" : "")<th scope="col">Larger Text</th></tr></thead>
            <tbody>

            """
        for section in worstFirst {
            let breaks = section.verdict.firstError.map { caption(of: $0, in: section) } ?? "never"
            html += "<tr><th scope=\"row\"><a href=\"#\(section.id)\">\(HTMLText.line(section.name))</a></th>"
            html += "<td>\(HTMLText.escape(ReportWording.count(section.findings)))</td>"
            html += "<td>\(HTMLText.escape(breaks))</td>"
            if showsCoverage { html += "<td>\(HTMLText.escape(coverageStatus(section)))</td>" }
            let verdictClass = !section.verdict.isSimulated ? "not-judged" : section.verdict.isReady ? "ready" : "not-ready"
            html += "<td class=\"\(verdictClass)\">\(HTMLText.escape(section.verdict.verdict))</td></tr>\n"
        }
        html += "</tbody>\n</table>\n</div>\n"
        html += "<details class=\"definition\">\n<summary>How readiness is decided</summary>\n"
        html += "<p>\(HTMLText.escape(LargerTextReadiness.definition))</p>\n</details>\n"
        if !input.notes.isEmpty {
            html += "<h3>Notes</h3>\n<ul class=\"notes\">\n"
            for note in input.notes { html += "<li>\(HTMLText.withCode(note))</li>\n" }
            html += "</ul>\n"
        }
        return html + "</section>\n"
    }

    /// The sections with the most errors first, then the most warnings, then the earliest first break;
    /// ties keep the report's order.
    var worstFirst: [Section] {
        func errors(_ section: Section) -> Int { section.findings.filter { $0.severity == .error }.count }
        func warnings(_ section: Section) -> Int { section.findings.filter { $0.severity == .warning }.count }
        func breaks(_ section: Section) -> SizeSetting? { section.verdict.firstError }
        return sections.sorted { a, b in
            if errors(a) != errors(b) { return errors(a) > errors(b) }
            if warnings(a) != warnings(b) { return warnings(a) > warnings(b) }
            if breaks(a) != breaks(b) {
                // A section that never breaks sorts after every one that does.
                guard let left = breaks(a) else { return false }
                guard let right = breaks(b) else { return true }
                return left < right
            }
            return a.index < b.index
        }
    }

    /// "in full", "in part (3 opaque views)", "not simulated (nothing interpreted)", or "in full" for a screen built in code.
    func coverageStatus(_ section: Section) -> String {
        guard let coverage = input.coverage[section.name] else { return "in full" }
        switch coverage.status {
        case "not-simulated": return "not simulated (\(coverage.reasons.first ?? "nothing interpreted"))"
        case "partial": return coverage.reasons.isEmpty ? "in part" : "in part (\(coverage.reasons.joined(separator: ", ")))"
        default: return "in full"
        }
    }

    /// "AX3 · Body 40 pt" from the screen's pictures, else the short name.
    func caption(of size: SizeSetting, in section: Section) -> String {
        section.pictures?.sizes.first { $0.setting == size }?.caption ?? LargerTextReadiness.shortName(size)
    }

    // MARK: Screens

    func screen(_ section: Section) -> String {
        let id = section.id
        var html = "<section class=\"screen\" id=\"\(id)\" aria-labelledby=\"\(id)-title\">\n"
        html += "<h2 id=\"\(id)-title\">\(HTMLText.line(section.name))</h2>\n"
        var facts: [String] = []
        if let summary = section.pictures?.summary, !summary.isEmpty { facts.append(summary) }
        if let device = section.pictures?.device ?? section.findings.first?.context?.deviceLabel { facts.append(device) }
        facts.append(ReportWording.count(section.findings))
        facts.append(
            !section.verdict.isSimulated
                ? "not simulated"
                : section.verdict.firstError.map { "first breaks at \(caption(of: $0, in: section))" } ?? "works at every size")
        html += "<p class=\"screen-facts\">\(facts.map(HTMLText.line).joined(separator: " · "))</p>\n"
        if let first = section.viewers.first {
            html += contactSheet(first, section: section)
            html += "<div class=\"viewer-layout\">\n"
            html += viewer(first, section: section)
            html += "<div class=\"details\">\n" + findingsList(section) + fixes(section) + "</div>\n"
            html += "</div>\n"
        } else {
            html += findingsList(section) + fixes(section)
        }
        for variant in section.viewers.dropFirst() {
            // A variant's findings are the screen's, listed once above; here only its pictures.
            html += "<section class=\"variant\" id=\"\(variant.id)\" aria-labelledby=\"\(variant.id)-title\">\n"
            html += "<h3 id=\"\(variant.id)-title\">Variant: \(HTMLText.line(variant.variant ?? variant.pictures.name))</h3>\n"
            if !variant.pictures.summary.isEmpty { html += "<p class=\"screen-facts\">\(HTMLText.line(variant.pictures.summary))</p>\n" }
            html += contactSheet(variant, section: section)
            html += viewer(variant, section: section)
            html += "</section>\n"
        }
        return html + "</section>\n"
    }

    func contactSheet(_ viewer: Viewer, section: Section) -> String {
        let pictures = viewer.pictures
        guard let sheet = pictures.contactSheet else { return "" }
        let first =
            section.verdict.firstError.map { ", the first failing size, \(caption(of: $0, in: section)), highlighted in red" }
            ?? ", no size failing"
        let alt = "Contact sheet: \(viewer.name) at all \(pictures.checkedSizes.count) sizes side by side\(first)."
        return """
            <h3 id="\(viewer.id)-sheet-title">All sizes side by side</h3>
            <figure class="sheet">
            <a href="\(HTMLText.urlPath(sheet.file))">\(image(sheet, alt: alt, id: nil))</a>
            <figcaption>The contact sheet; open it at full size with the link on the picture.</figcaption>
            </figure>

            """
    }

    func viewer(_ viewer: Viewer, section: Section) -> String {
        let id = viewer.id
        let pictures = viewer.pictures
        guard !pictures.sizes.isEmpty else { return "<div class=\"viewer\" id=\"\(id)-viewer\"><p>No pictures.</p></div>\n" }
        let start = startIndex(pictures, section: section)
        let size = pictures.sizes[start]
        var html = """
            <div class="viewer" id="\(id)-viewer" data-screen="\(viewer.index)">
            <h3 id="\(id)-viewer-title">One size at a time</h3>
            <div class="controls">
            <label for="\(id)-size">Text size of \(HTMLText.line(viewer.name))</label>
            <input type="range" id="\(id)-size" class="size-slider" data-screen="\(viewer.index)" min="0" max="\(pictures.sizes.count - 1)" step="1" value="\(start)" aria-valuetext="\(HTMLText.escape(status(size)))" aria-describedby="\(id)-size-hint">
            <p class="slider-ends" aria-hidden="true"><span>\(HTMLText.line(pictures.sizes[0].shortName))</span><span>\(HTMLText.line(pictures.sizes[pictures.sizes.count - 1].shortName))</span></p>
            <p class="size-value"><output id="\(id)-size-value" for="\(id)-size">\(HTMLText.escape(status(size)))</output></p>
            <p id="\(id)-size-hint" class="hint">Arrow keys move one size; the picture starts at \(startDescription(pictures, section: section)).\(selectionNote(pictures))</p>
            <ol class="size-list" aria-label="Open one size's picture">

            """
        for (index, size) in pictures.sizes.enumerated() {
            var classes = ["size-link"]
            if size.errors > 0 { classes.append("has-errors") } else if size.warnings > 0 { classes.append("has-warnings") }
            html +=
                "<li><a class=\"\(classes.joined(separator: " "))\" href=\"\(HTMLText.urlPath(size.picture.file))\" data-screen=\"\(viewer.index)\" data-size=\"\(index)\""
            html += index == start ? " aria-current=\"true\"" : ""
            html += ">\(HTMLText.line(size.shortName))<span class=\"visually-hidden\">: \(HTMLText.escape(counts(size)))</span></a></li>\n"
        }
        html += """
            </ol>
            <p id="\(id)-selection" class="selection" aria-live="polite"></p>
            </div>
            <div class="picture">\(image(size.picture, alt: alt(size, name: viewer.name), id: "\(id)-picture"))<div class="marks" id="\(id)-marks"></div></div>
            <noscript><p>Without JavaScript the slider does not change the picture; the size links above open each size's picture.</p></noscript>
            </div>

            """
        return html
    }

    /// The slider's first position: the first size with an error finding, else the first picture
    /// showing an error, else the first showing a warning, else the largest size.
    func startIndex(_ pictures: HTMLReport.Screen, section: Section) -> Int {
        if let first = section.verdict.firstError, let index = pictures.sizes.firstIndex(where: { $0.setting == first }) { return index }
        if let index = pictures.sizes.firstIndex(where: { $0.errors > 0 }) { return index }
        if let index = pictures.sizes.firstIndex(where: { $0.warnings > 0 }) { return index }
        return pictures.sizes.count - 1
    }

    /// When only some sizes have pictures, which ones, for the slider's hint.
    func selectionNote(_ pictures: HTMLReport.Screen) -> String {
        guard pictures.sizes.count < pictures.checkedSizes.count else { return "" }
        return " Pictures are drawn where what is found changes, at the default size and at the largest; "
            + "the contact sheet\(pictures.isVariant ? " of the screen as written" : "") shows all \(pictures.checkedSizes.count)."
    }

    /// Where the slider starts, in words for its hint.
    func startDescription(_ pictures: HTMLReport.Screen, section: Section) -> String {
        let index = startIndex(pictures, section: section)
        let size = pictures.sizes[index]
        if size.errors > 0 || section.verdict.firstError == size.setting { return "the first size with an error" }
        if size.warnings > 0 { return "the first size with a warning" }
        return "the largest size"
    }

    func image(_ picture: HTMLReport.Picture, alt: String, id: String?) -> String {
        let scale = picture.scale ?? report.scale
        let width = Int((Double(picture.width) / scale).rounded())
        let height = Int((Double(picture.height) / scale).rounded())
        let src = HTMLText.urlPath(picture.file)
        var html = "<img"
        if let id { html += " id=\"\(id)\"" }
        html += " src=\"\(src)\""
        if scale != 1 { html += " srcset=\"\(src) \(HTMLText.number(scale))x\"" }
        return html + " width=\"\(width)\" height=\"\(height)\" alt=\"\(HTMLText.escape(alt))\">"
    }

    /// `2x` for pictures drawn at 2 pixels per point, nil at 1.
    var density: String? {
        report.scale == 1 ? nil : HTMLText.number(report.scale) + "x"
    }

    /// "AX5 · Body 53 pt: 23 errors, 4 warnings".
    func status(_ size: HTMLReport.Size) -> String {
        "\(size.caption): \(counts(size))"
    }

    /// "23 errors, 4 warnings", "no errors or warnings".
    func counts(_ size: HTMLReport.Size) -> String {
        var parts: [String] = []
        if size.errors > 0 { parts.append(Wording.counted(size.errors, "error")) }
        if size.warnings > 0 { parts.append(Wording.counted(size.warnings, "warning")) }
        return parts.isEmpty ? "no errors or warnings" : parts.joined(separator: ", ")
    }

    func alt(_ size: HTMLReport.Size, name: String) -> String {
        let marked = size.errors + size.warnings == 0 ? "nothing marked" : "\(counts(size)) marked in red"
        return "\(name) at \(size.caption), \(marked); the findings are listed in text."
    }

    // MARK: Findings

    /// The lint findings of the same run (they name a source line, not a screen), so the page
    /// counts and lists what the command printed.
    func sourceFindings() -> String {
        let findings = input.findings.filter(\.isFromSource)
        guard !findings.isEmpty else { return "" }
        let section = Section(
            index: sections.count, name: "Found by reading the source", id: "source-findings", viewers: [], findings: findings,
            verdict: LargerTextReadiness.Screen(name: "", firstError: nil))
        return "<section class=\"screen\" id=\"\(section.id)\" aria-labelledby=\"\(section.id)-title\">\n"
            + "<h2 id=\"\(section.id)-title\">\(HTMLText.line(section.name))</h2>\n"
            + "<p class=\"screen-facts\">\(HTMLText.escape(ReportWording.count(findings))), from the lint rules, at the line that causes them</p>\n"
            + findingsList(section) + fixes(section) + "</section>\n"
    }

    func findingsList(_ section: Section) -> String {
        let id = section.id
        var html = "<h3 id=\"\(id)-findings-title\">Findings (\(section.findings.count))</h3>\n"
        guard !section.findings.isEmpty else { return html + "<p class=\"no-findings\">No findings at any size.</p>\n" }
        html += "<ol class=\"findings\" aria-labelledby=\"\(id)-findings-title\">\n"
        var used: [String: Int] = [:]
        for finding in section.findings {
            let findingID = HTMLReport.findingID(finding)
            used[findingID, default: 0] += 1
            let elementID = "\(id)-\(findingID)" + (used[findingID] == 1 ? "" : "-\(used[findingID] ?? 0)")
            let severity = finding.severity.rawValue
            html += "<li class=\"finding finding-\(severity)\" id=\"\(elementID)\">\n"
            html += "<p class=\"finding-title\" id=\"\(elementID)-title\"><span class=\"badge badge-\(severity)\">\(severity)</span> "
            html += "<span class=\"element\">\(HTMLText.line(finding.element.label))</span>"
            if let related = finding.relatedElement { html += " <span class=\"related\">and \(HTMLText.line(related.label))</span>" }
            html += "</p>\n"
            var meta = ["<code>\(HTMLText.line(finding.checkID))</code>"]
            if let context = finding.context {
                // The screen's device is said once above; a lint finding holds at every size and on every device.
                if section.pictures?.device != context.deviceLabel || context.layoutDirection == .rightToLeft {
                    meta.append(HTMLText.line(ReportWording.device(of: context)))
                }
                meta.insert(HTMLText.escape(ReportWording.sizes(of: finding)), at: 1)
            }
            html += "<p class=\"finding-meta\">\(meta.joined(separator: " · "))</p>\n"
            html += "<p class=\"message\">\(HTMLText.escape(finding.message))</p>\n"
            if let evidence = finding.evidence?.summary, !evidence.isEmpty {
                html += "<p class=\"evidence\">\(HTMLText.escape(evidence))</p>\n"
            }
            if let location = finding.sourceLocation {
                html += "<p class=\"location\">Source: <code>\(HTMLText.line(location.description))</code></p>\n"
            }
            html += showButton(finding, findingID: findingID, elementID: elementID, section: section)
            html += "</li>\n"
        }
        return html + "</ol>\n"
    }

    func showButton(_ finding: Finding, findingID: String, elementID: String, section: Section) -> String {
        guard !section.viewers.isEmpty else { return "" }
        // The picture set that marks the finding at its first size, else at any of its sizes, else the screen as written.
        guard let context = finding.context else { return "" }
        let candidates = section.viewers.filter { $0.pictures.device == context.deviceLabel }
        let marked = { (viewer: Viewer, sizes: Set<SizeSetting>) in
            viewer.pictures.sizes.contains { sizes.contains($0.setting) && $0.regions[findingID]?.isEmpty == false }
        }
        guard
            let viewer = candidates.first(where: { marked($0, [context.firstSize]) })
                ?? candidates.first(where: { marked($0, Set(context.sizes)) }) ?? candidates.first,
            let target = targetIndex(finding, findingID: findingID, pictures: viewer.pictures)
        else {
            return "<p class=\"unmarked\">Not drawn on this report's pictures.</p>\n"
        }
        let size = viewer.pictures.sizes[target]
        let label = "\(ReportWording.singleLine(finding.element.label)) (\(finding.checkID))"
        let place = viewer.variant.map { " (\(HTMLText.line($0)))" } ?? ""
        return "<p><button type=\"button\" class=\"show-finding\" data-screen=\"\(viewer.index)\" data-finding=\"\(findingID)\" "
            + "data-size=\"\(target)\" data-label=\"\(HTMLText.escape(label))\" aria-pressed=\"false\" aria-controls=\"\(viewer.id)-picture\" "
            + "aria-describedby=\"\(elementID)-title\">Show at \(HTMLText.line(size.shortName))\(place)</button></p>\n"
    }

    /// The size a finding's button moves to: its first size if the pictures have it (marked there
    /// or not), else the first of its sizes where it is marked.
    func targetIndex(_ finding: Finding, findingID: String, pictures: HTMLReport.Screen) -> Int? {
        guard let context = finding.context else { return nil }
        let sizes = pictures.sizes
        if let first = sizes.firstIndex(where: { $0.setting == context.firstSize }), sizes[first].regions[findingID]?.isEmpty == false {
            return first
        }
        if let marked = sizes.firstIndex(where: { context.sizes.contains($0.setting) && $0.regions[findingID]?.isEmpty == false }) {
            return marked
        }
        return sizes.firstIndex { $0.setting == context.firstSize }
    }

    func fixes(_ section: Section) -> String {
        var checks: [(id: String, fix: String, criterion: WCAGCriterion)] = []
        for finding in section.findings where !checks.contains(where: { $0.id == finding.checkID }) {
            checks.append((finding.checkID, finding.fix, finding.criterion))
        }
        guard !checks.isEmpty else { return "" }
        let rules = input.rules
        var html = "<h3 id=\"\(section.id)-fixes-title\">How to fix</h3>\n<dl class=\"fixes\">\n"
        for check in checks {
            let rule = rules.first { $0.id == check.id }
            html += "<dt>\(HTMLText.line(rule?.name ?? check.id)) <code>\(HTMLText.line(check.id))</code></dt>\n"
            html += "<dd>\n<p>\(HTMLText.withCode(check.fix))</p>\n"
            if let rationale = rule?.rationale, !rationale.isEmpty {
                html += "<p class=\"why\">Why: \(HTMLText.withCode(rationale))</p>\n"
            }
            let criterion = check.criterion
            let title = "WCAG \(criterion.number) \(criterion.title) (\(criterion.level))"
            if criterion.url.hasPrefix("https://") {
                html += "<p class=\"criterion\"><a href=\"\(HTMLText.escape(criterion.url))\">\(HTMLText.line(title))</a></p>\n"
            } else {
                html += "<p class=\"criterion\">\(HTMLText.line(title))</p>\n"
            }
            html += "</dd>\n"
        }
        return html + "</dl>\n"
    }

    // MARK: Data for the script

    /// The pictures as JSON for the script, `<` escaped so no text can close the script element.
    func data() -> String {
        let screens: [ReportJSON] = viewers.map { viewer in
            let sizes = viewer.pictures.sizes
            return .object([
                ("id", .string(viewer.id)),
                (
                    "sizes",
                    .array(
                        sizes.map { size in
                            let picture = size.picture
                            let src = HTMLText.urlPath(picture.file)
                            let regions: [(String, ReportJSON)] = size.regions.keys.sorted().map { key in
                                let boxes = (size.regions[key] ?? []).compactMap { box(of: $0, in: picture) }
                                return (key, .array(boxes.map { box in .array(box.map { .number($0) }) }))
                            }.filter { _, value in if case .array(let boxes) = value { return !boxes.isEmpty } else { return false } }
                            return .object([
                                ("name", .string(size.shortName)),
                                ("src", .string(src)),
                                ("srcset", .string(density.map { "\(src) \($0)" })),
                                ("width", .integer(Int((Double(picture.width) / report.scale).rounded()))),
                                ("height", .integer(Int((Double(picture.height) / report.scale).rounded()))),
                                ("status", .string(status(size))),
                                ("alt", .string(alt(size, name: viewer.name))),
                                ("regions", .object(regions)),
                            ])
                        })
                ),
            ])
        }
        let json = ReportJSON.object([("screens", .array(screens))]).rendered()
        var escaped = ""
        for character in json {
            escaped += character == "<" ? "\\u003c" : String(character)
        }
        return escaped
    }

    /// A region as percentages of the picture (left, top, width, height), clipped to it; nil when
    /// nothing of it lies inside.
    func box(of region: HTMLReport.Region, in picture: HTMLReport.Picture) -> [Double]? {
        let width = Double(picture.width), height = Double(picture.height)
        guard width > 0, height > 0, region.x.isFinite, region.y.isFinite, region.width.isFinite, region.height.isFinite else { return nil }
        let left = max(0, min(region.x, region.x + region.width)), right = min(width, max(region.x, region.x + region.width))
        let top = max(0, min(region.y, region.y + region.height)), bottom = min(height, max(region.y, region.y + region.height))
        guard right > left, bottom > top else { return nil }
        return [left / width * 100, top / height * 100, (right - left) / width * 100, (bottom - top) / height * 100]
            .map { (($0 * 1000).rounded() / 1000) }
    }
}
