import Findings

/// Phrases several reporters share, so the same finding reads the same in every format.
enum ReportWording {
    /// Where on the size scale a finding holds: `from accessibility3` when it holds from there to
    /// the largest size, `at every size`, `at large`, or runs such as `at xSmall–medium, accessibility2`.
    static func sizes(of finding: Finding) -> String {
        let categories = finding.categories.isEmpty ? [finding.firstCategory] : finding.categories
        let sorted = Array(Set(categories)).sorted(by: SizeCategoryOrder.precedes)
        var runs: [[String]] = []
        for name in sorted {
            let rank = SizeCategoryOrder.rank(of: name)
            if rank < SizeCategoryOrder.names.count, let last = runs.last?.last,
               SizeCategoryOrder.rank(of: last) == rank - 1 {
                runs[runs.count - 1].append(name)
            } else {
                runs.append([name])
            }
        }
        let names = SizeCategoryOrder.names
        if runs.count == 1, let run = runs.first, let first = run.first, run.count > 1, run.last == names.last {
            return first == names.first ? "at every size" : "from \(first)"
        }
        let parts = runs.map { run in run.count == 1 ? run[0] : "\(run[0])–\(run[run.count - 1])" }
        return "at " + parts.joined(separator: ", ")
    }

    /// `checkout-before on iPhone 16, from accessibility3`, with `right to left` when it is; empty
    /// for a finding from source (a lint rule), which has no screen, device or sizes.
    static func context(of finding: Finding) -> String {
        if isFromSource(finding) { return "" }
        return "\(finding.screen) on \(device(of: finding)), \(sizes(of: finding))"
    }

    /// Whether a finding came from reading source (a lint rule) rather than from a laid-out screen:
    /// it names no screen and no size.
    static func isFromSource(_ finding: Finding) -> Bool {
        finding.screen.isEmpty && finding.categories.isEmpty && finding.firstCategory.isEmpty
    }

    /// `iPhone 16`, or `iPhone SE landscape, right to left`.
    static func device(of finding: Finding) -> String {
        finding.layoutDirection == "rightToLeft" ? "\(finding.device), right to left" : finding.device
    }

    /// `3 findings (2 errors, 1 note)`, or `no findings`.
    static func count(_ findings: [Finding]) -> String {
        guard !findings.isEmpty else { return "no findings" }
        let bySeverity = Severity.allCases.reversed().compactMap { severity -> String? in
            let count = findings.filter { $0.severity == severity }.count
            return count == 0 ? nil : Wording.counted(count, severity.rawValue)
        }
        return "\(Wording.counted(findings.count, "finding")) (\(bySeverity.joined(separator: ", ")))"
    }

    /// `text` on one line: each line break becomes a space, other control characters U+FFFD.
    static func singleLine(_ text: String) -> String {
        var result = ""
        for character in text {
            result += character.isNewline ? " " : printable(character)
        }
        return result
    }

    /// `text` with every line break (`\r\n`, `\r`, U+2028 …) as `\n` and other control
    /// characters but tab as U+FFFD.
    static func keepingLineBreaks(_ text: String) -> String {
        var result = ""
        for character in text {
            result += character.isNewline ? "\n" : printable(character)
        }
        return result
    }

    /// `text` split into lines (at `\n`, `\r\n` or `\r`), each with control characters made visible.
    static func lines(_ text: String) -> [String] {
        text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map { line in
            line.map(printable).joined()
        }
    }

    /// The character, or U+FFFD for a control character other than tab, so that text from a
    /// screen cannot move a terminal's cursor or change its colours.
    private static func printable(_ character: Character) -> String {
        let isControl = character.unicodeScalars.contains { scalar in
            (scalar.value < 0x20 && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
        }
        return isControl ? "\u{FFFD}" : String(character)
    }
}
