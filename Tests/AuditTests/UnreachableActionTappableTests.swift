import Audit
import DynamicType
import Findings
import LayoutEngine
import Testing

/// A button pushed partly under the home indicator is an error when what stays inside the safe area is
/// smaller than a touch target, and a warning when a full touch target can still be tapped there.
@Suite struct UnreachableActionTappableTests {
    /// On an iPhone 16 the safe area is 759 pt tall; the stack (content, 8 pt spacing, the button) is centred
    /// on it, so its overflow is split between top and bottom.
    private func findings(contentHeight: Double) throws -> [Finding] {
        let configuration = AuditConfiguration(categories: [.large])
        return try AuditRunner(measurer: SharedMeasurer.harfBuzz, configuration: configuration, checks: [UnreachableActionCheck.self])
            .audit(
                VStack(spacing: 8) {
                    Color("gray").frame(height: contentHeight)
                    Button(role: .primaryAction) { Text("Pay").frame(width: 200, height: 100) }
                }.named("Checkout")
            ).findings
    }

    @Test func aButtonThatKeepsATouchTargetInsideIsAWarning() throws {
        // 700 + 8 + 100 = 808 pt: 24.5 pt past each edge; 75.5 of the button's 100 pt stay inside.
        let found = try findings(contentHeight: 700)
        #expect(found.map(\.severity) == [.warning])
        #expect(found.first?.message.hasSuffix("Its part inside the safe area (200 pt by 75.5 pt) can still be tapped.") == true)
    }

    @Test func aButtonThatKeepsLessThanATouchTargetInsideIsAnError() throws {
        // 800 + 8 + 100 = 908 pt: 74.5 pt past each edge; 25.5 pt of the button stay inside.
        let found = try findings(contentHeight: 800)
        #expect(found.map(\.severity) == [.error])
        #expect(found.first?.message.contains("can still be tapped") == false)
    }
}
