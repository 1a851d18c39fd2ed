import Audit
import DynamicType
import Findings
import LayoutEngine

/// Runs every example of a check through the audit runner, with the real measurer, and says
/// what went wrong in a form people can act on: the example's source, then the laid-out tree
/// at the first size where expectation and result part, with markers on the expected and the
/// actual element.
struct ExampleVerifier {
    let check: any Check.Type
    let layoutDirection: LayoutDirection

    /// One message per failing example; empty when every example holds.
    func failures() throws -> [String] {
        var configuration = AuditConfiguration()
        configuration.layoutDirections = [layoutDirection]
        let runner = AuditRunner(measurer: SharedMeasurer.harfBuzz, configuration: configuration, checks: [check])
        let ids = Set(check.description.allIDs)
        var messages: [String] = []
        for (number, example) in check.examples.enumerated() {
            let series = try runner.layoutSeries(of: example.screen, screenName: "example \(number + 1)", layoutDirection: layoutDirection)
            let found = try runner.findings(in: series).filter { ids.contains($0.checkID) }
            if let message = mismatch(example, found: found, series: series, number: number + 1) {
                messages.append(message)
            }
        }
        return messages
    }

    private func mismatch(_ example: ScreenExample, found: [Finding], series: LayoutSeries, number: Int) -> String? {
        var unmatched = found
        var missing: [ExpectedFinding] = []
        for expected in example.example.expectedFindings {
            if let index = unmatched.firstIndex(where: { Self.matches($0, expected) }) {
                unmatched.remove(at: index)
            } else {
                missing.append(expected)
            }
        }
        guard !missing.isEmpty || !unmatched.isEmpty else { return nil }
        var lines = ["\(check.description.id) example \(number) (\(layoutDirection.rawValue)) failed:"]
        lines += missing.map { "  expected \($0), not reported" }
        lines += unmatched.map {
            "  found \($0.checkID) on \($0.element.label) from \($0.context?.firstSize.name ?? "-"), not expected: \($0.message)"
        }
        lines.append("Source:")
        lines += example.example.source.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
        let category = failingCategory(missing: missing, unmatched: unmatched)
        if let screen = series.screen(at: category) {
            lines.append("Layout at \(category.swiftUIName) on \(series.device.name) (← marks expected and found findings):")
            lines.append(annotatedDump(of: screen, missing: missing, found: found))
        }
        return lines.joined(separator: "\n")
    }

    /// The first size at which the expectation and the result part.
    private func failingCategory(missing: [ExpectedFinding], unmatched: [Finding]) -> ContentSizeCategory {
        let expected = missing.compactMap(\.firstSize.category)
        return (expected + unmatched.compactMap(\.context?.firstSize.category)).min() ?? .default
    }

    /// The tree dump with a marker after each node an expected or found finding is about.
    private func annotatedDump(of screen: IndexedScreen, missing: [ExpectedFinding], found: [Finding]) -> String {
        let dumpLines = screen.screen.dump().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var result: [String] = []
        for (index, line) in dumpLines.enumerated() {
            var annotated = line
            if index < screen.elements.count {
                let element = screen.elements[index]
                for expected in missing where element.displayName == expected.element || element.path.hasSuffix(expected.element) {
                    annotated += "   ← expected \(expected.checkID) from \(expected.firstSize)"
                }
                for finding in found where finding.element.path == element.path {
                    annotated += "   ← found \(finding.checkID) from \(finding.context?.firstSize.name ?? "-")"
                }
            }
            result.append(annotated)
        }
        return result.joined(separator: "\n")
    }

    /// Whether `finding` is the one `expected` describes.
    static func matches(_ finding: Finding, _ expected: ExpectedFinding) -> Bool {
        finding.checkID == expected.checkID && finding.context?.firstSize == expected.firstSize
            && (finding.element.label == expected.element || finding.element.path.hasSuffix(expected.element))
    }
}
