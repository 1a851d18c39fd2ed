import Foundation
import Lint
import Testing

/// `Documentation/Rules.md` is generated from the rules' descriptions and must be current.
///
/// `REFLOW_RECORD_DOCS=1 swift test --filter RuleReferenceTests` rewrites it and records an
/// issue, so a recording run never passes silently; under CI it never records.
@Suite struct RuleReferenceTests {
    @Test func documentationIsCurrent() throws {
        let generated = RuleReference.markdown()
        let url = PackageFiles.ruleReference
        let environment = ProcessInfo.processInfo.environment
        if environment["REFLOW_RECORD_DOCS"] == "1" && environment["CI"] == nil {
            try Data(generated.utf8).write(to: url)
            Issue.record("Rewrote \(url.path); review the diff and run again without REFLOW_RECORD_DOCS=1.")
            return
        }
        guard let current = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("Missing \(url.path). Generate it with `REFLOW_RECORD_DOCS=1 swift test --filter RuleReferenceTests`.")
            return
        }
        guard current != generated else { return }
        let fileLines = current.components(separatedBy: "\n"), generatedLines = generated.components(separatedBy: "\n")
        let index = zip(fileLines, generatedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(fileLines.count, generatedLines.count)
        Issue.record("""
            Documentation/Rules.md is stale from line \(index + 1). Regenerate it with \
            `REFLOW_RECORD_DOCS=1 swift test --filter RuleReferenceTests` and review the diff.
            """)
    }

    @Test func everyRuleHasASectionWithItsCriterionPrecisionAndExamples() {
        let markdown = RuleReference.markdown()
        for description in LintRules.descriptions {
            #expect(markdown.contains("\n### \(description.id)\n"), "no section for \(description.id)")
            #expect(markdown.contains("[`\(description.id)`](#\(description.id))"), "no index entry for \(description.id)")
        }
        #expect(markdown.contains("#### Precision\n"))
        #expect(markdown.contains("## Interface Builder (iOS)"))
        #expect(markdown.contains("```kotlin\nRow(modifier = Modifier.fillMaxWidth().↓height(56.dp)) {"))
        #expect(markdown.contains("With fixed font helpers `nonScaledSp`."))
    }

    @Test func descriptionsFromAnotherModuleAreDocumentedToo() {
        let swiftRule = RuleDescription(id: "swift-fixed-font", name: "Fixed font", summary: "`.font(.system(size:))`.", rationale: "Why.",
                                        defaultSeverity: .error, language: .swift, criterion: .resizeText, fix: "Use `.font(.body)`.",
                                        precision: "Exact.", examples: [RuleExample("Text(\"A\").↓font(.system(size: 15))")])
        let markdown = RuleReference.markdown(for: [swiftRule] + LintRules.descriptions)
        #expect(markdown.contains("## Swift (iOS)\n\n### swift-fixed-font"))
        #expect(markdown.contains("```swift\nText(\"A\").↓font(.system(size: 15))\n```"))
    }
}
