import Audit
import DynamicType
import Findings
import LayoutEngine
import Testing

/// A text that the bottom of a non-scrolling screen cuts off is one problem, reported once as
/// `clipped-text`, even where the same text is also cut short: a scroll view fixes both.
@Suite struct ScreenCutTests {
    /// Each finding on the label: its check and the sizes it holds at.
    private func checks(_ content: ViewNode) throws -> [String] {
        let configuration = AuditConfiguration(categories: [.large, .accessibility5])
        let runner = AuditRunner(
            measurer: SharedMeasurer.harfBuzz, configuration: configuration,
            checks: [ClippedTextCheck.self, TruncatedTextCheck.self])
        return try runner.audit(content.named("Offer")).findings.filter { $0.element.label == "Text \"Upgrade to the full game\"" }
            .map { "\($0.checkID) \(($0.context?.sizes ?? []).map(\.name).joined(separator: ","))" }
    }

    /// 800 pt of content above a one-line, 90 pt wide label: its one line is too narrow at every
    /// size, and at AX5 the line is taller than the 52 pt the 852 pt screen leaves it.
    private func offer(scrolls: Bool) -> ViewNode {
        let stack = VStack(spacing: 0) {
            Color("hero").frame(height: 800)
            Text("Upgrade to the full game").lineLimit(1).frame(width: 90)
        }
        return scrolls ? ScrollView { stack } : stack
    }

    @Test func aTextCutByTheScreenIsNotAlsoReportedAsTruncatedAtThatSize() throws {
        // At Large the cut is the line limit's own; at AX5 the screen's, said once.
        #expect(try checks(offer(scrolls: false)) == ["clipped-text accessibility5", "truncated-text large"])
    }

    @Test func inAScrollViewTheTruncationIsItsOwnProblem() throws {
        #expect(try checks(offer(scrolls: true)) == ["truncated-text large,accessibility5"])
    }
}
