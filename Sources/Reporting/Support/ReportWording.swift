import DynamicType
import Findings

/// Phrases several reporters share, so the same finding reads the same in every format.
enum ReportWording {
    /// Where on the size scale a finding holds: `from accessibility3` when it holds from there to
    /// the largest size, `at every size`, `at large`, or runs such as `at xSmall–medium, accessibility2`.
    static func sizes(of finding: Finding) -> String {
        guard let context = finding.context else { return "" }
        let sorted = Array(Set(context.sizes.isEmpty ? [context.firstSize] : context.sizes)).sorted()
        var runs: [[SizeSetting]] = []
        for size in sorted {
            if let last = runs.last?.last, last.isFollowed(by: size) {
                runs[runs.count - 1].append(size)
            } else {
                runs.append([size])
            }
        }
        let smallest = SizeSetting.category(.xSmall), largest = SizeSetting.category(.accessibility5)
        if runs.count == 1, let run = runs.first, let first = run.first, run.count > 1, run.last == largest {
            return first == smallest ? "at every size" : "from \(first.name)"
        }
        let parts = runs.map { run in run.count == 1 ? run[0].name : "\(run[0].name)–\(run[run.count - 1].name)" }
        return "at " + parts.joined(separator: ", ")
    }

    /// `checkout-before on iPhone 16, from accessibility3`, with `right to left` when it is; empty
    /// for a finding from source (a lint rule), which has no screen, device or sizes.
    static func context(of finding: Finding) -> String {
        guard let context = finding.context else { return "" }
        return "\(context.screen) on \(device(of: context)), \(sizes(of: finding))"
    }

    /// `iPhone 16`, or `iPhone SE landscape, right to left`.
    static func device(of context: FindingContext) -> String {
        context.layoutDirection == .rightToLeft ? "\(context.deviceLabel), right to left" : context.deviceLabel
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
