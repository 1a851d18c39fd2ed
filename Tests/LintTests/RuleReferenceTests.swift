import Foundation
import Lint
import Testing

/// The rule reference generated from descriptions. Whether `Documentation/Rules.md` is current is
/// checked in `SwiftSourceTests` (`SwiftRuleTests.RuleReferenceTests`), the one test target that
/// sees the Swift rules as well as these.
@Suite struct RuleReferenceTests {
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
        let swiftRule = RuleDescription(
            id: "swift-fixed-font", name: "Fixed font", summary: "`.font(.system(size:))`.", rationale: "Why.",
            defaultSeverity: .error, language: .swift, criterion: .resizeText, fix: "Use `.font(.body)`.",
            precision: "Exact.", examples: [RuleExample("Text(\"A\").↓font(.system(size: 15))")])
        let markdown = RuleReference.markdown(for: [swiftRule] + LintRules.descriptions)
        #expect(markdown.contains("## Swift (iOS)\n\n### swift-fixed-font"))
        #expect(markdown.contains("```swift\nText(\"A\").↓font(.system(size: 15))\n```"))
    }
}
