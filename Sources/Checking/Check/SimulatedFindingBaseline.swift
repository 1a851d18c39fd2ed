import Findings
import Foundation
import Lint
import ReflowCommandLine

/// A lint baseline applied to simulated findings too: a finding is covered when the baseline has
/// an entry for its file, its check and the text of its line (trimmed), as lint violations are.
/// Line numbers are left out, so the baseline survives edits above the line.
public enum SimulatedFindingBaseline {
    /// The findings the baseline does not cover, and how many it covered.
    public static func filter(_ findings: [Finding], with baseline: Baseline) -> (kept: [Finding], covered: Int) {
        var lines = SourceLines()
        return baseline.filter(findings) { entry(for: $0, lines: &lines) }
    }

    /// Baseline entries for simulated findings (what `--write-baseline` would record for them).
    public static func entries(for findings: [Finding]) -> [Baseline.Entry] {
        var lines = SourceLines()
        return findings.compactMap { entry(for: $0, lines: &lines) }
    }

    /// The baseline key of a finding with a source location: file, check, the line's text.
    private static func entry(for finding: Finding, lines: inout SourceLines) -> Baseline.Entry? {
        finding.sourceLocation.map { Baseline.Entry(path: $0.file, rule: finding.checkID, line: lines.text(of: $0.file, line: $0.line)) }
    }

    /// Source files' lines, read once each.
    private struct SourceLines {
        private var files: [String: [Substring]] = [:]

        mutating func text(of path: String, line: Int) -> String {
            if files[path] == nil {
                let text = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? ""
                files[path] = text.split(separator: "\n", omittingEmptySubsequences: false)
            }
            guard let lines = files[path], line >= 1, line <= lines.count else { return "" }
            return lines[line - 1].trimmingCharacters(in: .whitespaces.union(CharacterSet(charactersIn: "\r")))
        }
    }
}
