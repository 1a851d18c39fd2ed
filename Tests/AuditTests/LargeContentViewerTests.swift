import Audit
import DynamicType
import Findings
import LayoutEngine
import Testing

/// Fixed chrome without the Large Content Viewer is an error when the code draws it, and a warning
/// when it is a system segmented control, whose own behaviour the code does not show.
@Suite struct LargeContentViewerTests {
    private func findings(_ content: ViewNode) throws -> [Finding] {
        let configuration = AuditConfiguration(categories: [.large, .accessibility1])
        return try AuditRunner(measurer: SharedMeasurer.harfBuzz, configuration: configuration, checks: [NotScalingCheck.self])
            .audit(
                VStack {
                    content; Spacer()
                }.named("Bar")
            ).findings
            .filter { $0.checkID == NotScalingCheck.largeContentViewerID }
    }

    @Test func chromeTheCodeDrawsIsAnError() throws {
        let found = try findings(Text("Home").font(.system(size: 10)).role(.chrome))
        #expect(found.map(\.severity) == [.error])
        #expect(
            found.first?.message
                == "Text \"Home\" is fixed chrome at 10 pt and does not offer the Large Content Viewer, so nothing shows it larger at accessibility1."
        )
    }

    @Test func aSystemSegmentedControlIsAWarningThatSaysWhatIsUnknown() throws {
        // One finding for the control, not one per segment: its segments share one cause.
        let found = try findings(Picker(segments: ["7d", "30d"]))
        #expect(found.map(\.severity) == [.warning])
        #expect(
            found.first?.message == "The segmented control (\"7d\", \"30d\") keeps its labels fixed at 13 pt; the code does not offer the "
                + "Large Content Viewer, and whether iOS offers it for the control by itself is not known to Reflow: check on a device at accessibility1."
        )
    }

    @Test func aSegmentedControlThatOffersTheViewerIsFine() throws {
        #expect(try findings(Picker(segments: ["7d", "30d"]).accessibilityShowsLargeContentViewer()).isEmpty)
    }
}
