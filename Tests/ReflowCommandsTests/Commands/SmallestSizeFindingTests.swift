import Audit
import Checking
import DynamicType
import Findings
import ReflowCommands
import SwiftSource
import Testing

/// An error that already holds at xSmall is not caused by large text: at most a warning that says
/// so. One that starts at a larger size stays an error.
@Suite struct SmallestSizeFindingTests {
    static let source = """
        import SwiftUI
        struct Receipt: View {
            var body: some View {
                VStack {
                    Text("Payment failed because the card issuer declined the charge").lineLimit(1).frame(width: 120)
                    Text("Subtotal due").lineLimit(1).frame(width: 120)
                    Spacer()
                }
            }
        }
        #Preview("Receipt") { Receipt() }
        """

    private func truncations(categories: [ContentSizeCategory]) throws -> [Int: Finding] {
        let project = SwiftUIProject(sources: [(path: "App/Receipt.swift", text: Self.source)])
        let checker = ProjectChecker(configuration: AuditConfiguration(categories: categories), profiles: [.asWritten])
        let findings = try checker.check(project).findings.filter { $0.checkID == "truncated-text" }
        return Dictionary(findings.map { ($0.sourceLocation?.line ?? 0, $0) }, uniquingKeysWith: { first, _ in first })
    }

    @Test func anErrorFromXSmallOnIsAWarningThatSaysLargeTextDoesNotCauseIt() throws {
        let found = try truncations(categories: [.xSmall, .large, .accessibility5])
        let sentence = try #require(found[5])
        #expect(sentence.context?.firstSize == .category(.xSmall))
        #expect(sentence.severity == .warning)
        #expect(
            sentence.message.hasSuffix(
                " It holds already at xSmall, the smallest text size, so large text does not cause it: check on a device whether every reader sees it."
            ))
        // "Subtotal due" fits 120 pt until the text grows: a large-text error.
        let total = try #require(found[6])
        #expect(total.context?.firstSize == .category(.accessibility5))
        #expect(total.severity == .error)
        #expect(!total.message.contains("xSmall"))
    }

    @Test func withoutXSmallAuditedNothingIsLowered() throws {
        let found = try truncations(categories: [.large, .accessibility5])
        let sentence = try #require(found[5])
        #expect(sentence.context?.firstSize == .category(.large))
        #expect(sentence.severity == .error)
    }
}
