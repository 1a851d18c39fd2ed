import DynamicType
import Testing
@testable import LayoutEngine

/// `keepsLargestSize`: a view that caches the largest size it was laid out at. Fresh layouts do
/// not see it; a live screen walked to a larger size and back keeps the larger frame.
@Suite struct KeepsLargestSizeTests {
    static let root = VStack(alignment: .leading, spacing: 0) {
        Text("Delivery notes").keepsLargestSize(.vertical).named("notes")
        Text("Leave the parcel at the door").named("below")
        Spacer()
    }

    @Test func aFreshLayoutIsTheViewsOwnAndAWalkBackKeepsTheLargerHeight() throws {
        let layout = ScreenLayout(measurer: AhemMeasurer())
        let plain = VStack(alignment: .leading, spacing: 0) {
            Text("Delivery notes").named("notes")
            Text("Leave the parcel at the door").named("below")
            Spacer()
        }
        let fresh = try layout.layout(Self.root, environment: LayoutEnvironment(category: .large))
        let freshPlain = try layout.layout(plain, environment: LayoutEnvironment(category: .large))
        let below = { (screen: LaidOutScreen) in screen.nodes.first { $0.traits.name == "below" }!.frame }
        #expect(below(fresh) == below(freshPlain))

        let channel = TextSizeChannel(category: .large)
        let live = try LiveScreen(Self.root, layout: layout, channel: channel)
        defer { live.detach() }
        channel.update(to: .accessibility5)
        let atAX5 = try layout.layout(Self.root, environment: LayoutEnvironment(category: .accessibility5))
        let notesHeightAtAX5 = atAX5.nodes.first { $0.traits.name == "notes" }!.frame.height
        channel.update(to: .large)
        // Back at Large the first row is still as tall as at AX5, so the text below it has moved down by the difference.
        let notesHeightAtLarge = fresh.nodes.first { $0.traits.name == "notes" }!.frame.height
        #expect(below(live.screen).minY - below(fresh).minY == notesHeightAtAX5 - notesHeightAtLarge)
        #expect(notesHeightAtAX5 > notesHeightAtLarge)
    }
}
