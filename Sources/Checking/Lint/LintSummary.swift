import Findings
import Lint
import ReflowCommandLine

/// The closing note of a `reflow lint` report: how many files and violations, and what the baseline hid.
public enum LintSummary {
    /// `Linted 12 files: 31 violations (4 in the baseline not shown).`
    public static func line(_ result: LintResult) -> String {
        let files = "\(Wording.counted(result.filesLinted, "file"))"
        let count = result.violations.count
        let violations = count == 0 ? "no violations" : "\(Wording.counted(count, "violation"))"
        let baselined = result.baselined == 0 ? "" : " (\(result.baselined) in the baseline not shown)"
        return "Linted \(files): \(violations)\(baselined)."
    }
}
