import Findings

/// Findings for people at a terminal: grouped by screen, each finding as its severity, check,
/// element and sizes, then its message and source location; per screen, how to fix each check
/// once with its WCAG criterion; then the audit's notes and a one-line total.
///
/// ```
/// checkout-before on iPhone 16: 2 findings (1 error, 1 warning)
///   error [clipped-text] Text "€199.00", from accessibility3
///     Text "€199.00" needs 48 pt of height but its fixed frame gives 44 pt: …
///     at Sources/App/Checkout.swift:42:13
/// ```
///
/// Lint findings (from source, with no screen) follow, grouped by file:
///
/// ```
/// App/Main.storyboard: 1 finding (1 error)
///   error [ib-fixed-font-size] 12:21 <label> "Total"
///     <label> "Total" uses a fixed system font of 17 pt, …
/// ```
///
/// ANSI colour only when `colour` is true (the caller passes whether standard output is a
/// terminal); without it the output is plain UTF-8 text.
public enum TextReporter {
    /// The report, coloured with ANSI escapes when `colour` is true.
    public static func report(_ input: ReportInput, colour: Bool) -> String {
        let style = Style(colour: colour)
        var output = ""
        let overview = CoverageOverview(input)
        if !overview.isEmpty {
            // What could not be judged comes first: it says what to fix or annotate before reading findings.
            output += style.bold(overview.headline) + "\n"
            for line in overview.lines {
                output += indented(line, first: "  ", rest: "    ")
            }
            output += "\n"
        }
        for screen in input.screenNames {
            let findings = input.findings.filter { $0.context?.screen == screen }
            output += section(screen: screen, findings: findings, input: input, style: style)
        }
        let files = input.sourceFiles
        for file in files {
            let findings = input.findings.filter { $0.isFromSource && $0.sourceLocation?.file == file }
            output += section(file: file, findings: findings, style: style)
        }
        if !input.notes.isEmpty {
            output += "notes:\n"
            for note in input.notes {
                output += indented(note, first: "  - ", rest: "    ")
            }
            output += "\n"
        }
        let screens = input.screenNames.count
        var totals: [String] = []
        if screens > 0 { totals.append("\(Wording.counted(screens, "screen")) audited") }
        if !files.isEmpty { totals.append("\(Wording.counted(files.count, "source file")) with findings") }
        // A lint run that found nothing has neither screens nor files to count.
        output += totals.isEmpty ? "No findings.\n" : "\(totals.joined(separator: ", ")): \(ReportWording.count(input.findings))\n"
        return output
    }

    /// One source file's lint findings: a header, each finding at its line and column, and how to
    /// fix each rule reported in it.
    private static func section(file: String, findings: [Finding], style: Style) -> String {
        var output = style.bold(ReportWording.singleLine(file)) + ": \(ReportWording.count(findings))\n"
        var fixes: [(id: String, text: String)] = []
        for finding in findings {
            let position = finding.sourceLocation.map { "\($0.line):\($0.column)" } ?? ""
            output +=
                "  \(style.severity(finding.severity)) [\(finding.checkID)] \(position) \(ReportWording.singleLine(finding.element.label))\n"
            output += indented(finding.message, first: "    ", rest: "    ")
            if !fixes.contains(where: { $0.id == finding.checkID }) {
                fixes.append((finding.checkID, "\(finding.fix) (WCAG \(finding.criterion.number) \(finding.criterion.title))"))
            }
        }
        output += "  how to fix:\n"
        for fix in fixes {
            output += indented(fix.text, first: "    [\(fix.id)] ", rest: "      ")
        }
        return output + "\n"
    }

    /// One screen: a header, its findings, and how to fix each check reported on it.
    private static func section(screen: String, findings: [Finding], input: ReportInput, style: Style) -> String {
        // One device and direction for every finding goes in the header; several go on each finding.
        let devices = Set(findings.compactMap { $0.context.map(ReportWording.device(of:)) })
        let sharedDevice = devices.count == 1 ? devices.first : nil
        var output = style.bold(ReportWording.singleLine(screen))
        if let sharedDevice { output += " on \(ReportWording.singleLine(sharedDevice))" }
        switch input.coverage[screen]?.status {
        case "not-simulated" where findings.isEmpty:
            // "no findings" would read as a clean bill of health.
            return output + ": not simulated (\(input.coverage[screen]?.reasons.first ?? "nothing interpreted"))\n\n"
        case "partial":
            output += " (partly simulated)"
        default:
            break
        }
        output += ": \(ReportWording.count(findings))\n"
        var fixes: [(id: String, text: String)] = []
        for finding in findings {
            output +=
                "  \(style.severity(finding.severity)) [\(finding.checkID)] \(ReportWording.singleLine(finding.element.label)), "
                + ReportWording.sizes(of: finding)
            if sharedDevice == nil, let context = finding.context {
                output += " (\(ReportWording.singleLine(ReportWording.device(of: context))))"
            }
            output += "\n" + indented(finding.message, first: "    ", rest: "    ")
            if let evidence = finding.evidence?.summary, !evidence.isEmpty {
                output += indented(evidence, first: "    ", rest: "    ")
            }
            if let location = finding.sourceLocation {
                output += "    at \(ReportWording.singleLine(location.description))\n"
            }
            if !fixes.contains(where: { $0.id == finding.checkID }) {
                fixes.append((finding.checkID, "\(finding.fix) (WCAG \(finding.criterion.number) \(finding.criterion.title))"))
            }
        }
        if !fixes.isEmpty {
            output += "  how to fix:\n"
            for fix in fixes {
                output += indented(fix.text, first: "    [\(fix.id)] ", rest: "      ")
            }
        }
        return output + "\n"
    }

    /// `text`'s lines, the first after `first`, the others after `rest`, each ending in a newline.
    private static func indented(_ text: String, first: String, rest: String) -> String {
        ReportWording.lines(text).enumerated().map { index, line in (index == 0 ? first : rest) + line + "\n" }.joined()
    }

    /// ANSI styling, or none.
    private struct Style {
        let colour: Bool

        func bold(_ text: String) -> String { paint(text, "1") }

        func severity(_ severity: Severity) -> String {
            switch severity {
            case .error: paint("error", "1;31")
            case .warning: paint("warning", "33")
            case .note: paint("note", "36")
            }
        }

        private func paint(_ text: String, _ code: String) -> String {
            colour ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
        }
    }
}
