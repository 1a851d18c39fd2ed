import Audit
import DynamicType
import Findings
import LayoutEngine
import Testing

/// `.scrollDisabled(true)`: the scroll view still clips its content, but nothing it cuts off can be
/// scrolled into view, so the text and the button below the fold are reported.
@Suite struct ScrollDisabledTests {
    static func screen(disabled: Bool) -> ViewNode {
        ScrollView {
            VStack(alignment: .leading) {
                Text("Delivery instructions").font(.title)
                Text("Leave the parcel with the concierge on the ground floor; if the concierge is away, ring flat 4 and wait.")
                Text("Your courier will call when they are close, so keep your phone nearby.")
                Button("Confirm delivery", role: .primaryAction).named("confirm")
            }
        }
        .scrollDisabled(disabled)
    }

    @Test func aScrollViewWithScrollingOffCutsTheButtonOffAtTheLargestSizes() throws {
        let runner = AuditRunner(
            measurer: SharedMeasurer.harfBuzz, configuration: AuditConfiguration(categories: [.large, .accessibility5]))
        let locked = try runner.audit(Self.screen(disabled: true), screenName: "Locked").findings
        #expect(locked.contains { $0.checkID == "unreachable-action" && $0.context?.sizes == [.category(.accessibility5)] })
        #expect(locked.contains { $0.checkID == "clipped-text" })
        #expect(!locked.contains { $0.context?.sizes.contains(.category(.large)) == true })
        let scrolling = try runner.audit(Self.screen(disabled: false), screenName: "Scrolling").findings
        #expect(scrolling.isEmpty)
    }

    @Test func itsContentIsPlacedAsWithScrollingOnButNotInAScrollView() throws {
        let layout = ScreenLayout(measurer: SharedMeasurer.harfBuzz)
        let environment = LayoutEnvironment(category: .accessibility5)
        let locked = try layout.layout(Self.screen(disabled: true), environment: environment)
        let scrolling = try layout.layout(Self.screen(disabled: false), environment: environment)
        let lockedButton = try #require(locked.nodes.first { $0.traits.name == "confirm" })
        let scrollingButton = try #require(scrolling.nodes.first { $0.traits.name == "confirm" })
        #expect(lockedButton.frame == scrollingButton.frame)
        #expect(!lockedButton.isInScrollView && scrollingButton.isInScrollView)
    }
}
