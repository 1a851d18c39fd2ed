import Audit
import DynamicType
import Findings
import LayoutEngine
import Testing

/// `layout-not-collapsing` reports a walk back to the default size that does not end where a
/// fresh layout does. The runner's walk cannot keep state yet, so a walk that does is supplied.
@Suite struct LayoutNotCollapsingCheckTests {
    private let root = VStack {
        AnyLayout(.isAccessibilitySize, .vertical(.leading, spacing: 4), else: .horizontal(.center, spacing: 12)) {
            Text("Email")
            Text("alex@example.com")
        }
        Spacer()
    }

    private func series(walk: @escaping LayoutSeries.Walk) throws -> LayoutSeries {
        let fresh = try AuditRunner(measurer: SharedMeasurer.harfBuzz).layoutSeries(of: root, screenName: "Row")
        return LayoutSeries(
            screenName: fresh.screenName, root: root, device: fresh.device, layoutDirection: fresh.layoutDirection,
            screens: fresh.screens, walk: walk)
    }

    @Test func aWalkThatKeepsTheAccessibilityLayoutIsReported() throws {
        let layout = ScreenLayout(measurer: SharedMeasurer.harfBuzz)
        let root = self.root
        // A layout that never collapses: after AX5 it keeps showing what it showed at AX5.
        let stuck = try series { _ in try layout.layout(root, environment: LayoutEnvironment(category: .accessibility5)) }
        let observations = try LayoutNotCollapsingCheck.observations(in: stuck, configuration: AuditConfiguration())
        let observation = try #require(observations.first)
        #expect(observations.count == 1)
        #expect(observation.checkID == "layout-not-collapsing")
        #expect(observation.category == .default)
        #expect(observation.element.label == "Text \"Email\"")
        #expect(observation.message.contains("After default → accessibility5 → default"))
        #expect((observation.measurements.first { $0.key == "differingNodes" }?.value ?? 0) > 1)
    }

    @Test func aWalkThatEndsAtAFreshLayoutIsNotReported() throws {
        let layout = ScreenLayout(measurer: SharedMeasurer.harfBuzz)
        let root = self.root
        let faithful = try series { categories in
            try layout.layout(root, environment: LayoutEnvironment(category: categories.last ?? .default))
        }
        #expect(try LayoutNotCollapsingCheck.observations(in: faithful, configuration: AuditConfiguration()).isEmpty)
    }

    @Test func theRunnersWalkWithoutMemoryIsTheLiveWalk() throws {
        // No view keeps its largest size, so the runner answers the walk with its fresh layout at the
        // last size; a live screen walked through the same sizes must end with the same layout.
        let runner = AuditRunner(measurer: SharedMeasurer.harfBuzz)
        let series = try runner.layoutSeries(of: root, screenName: "Row")
        let shortcut = try series.walk([.default, .accessibility5, .default])
        let channel = TextSizeChannel(category: .default)
        let live = try LiveScreen(root, layout: ScreenLayout(measurer: SharedMeasurer.harfBuzz), channel: channel)
        defer { live.detach() }
        channel.update(to: .accessibility5)
        channel.update(to: .default)
        #expect(live.layoutCount == 3)
        #expect(shortcut == live.screen)
    }

    @Test func withoutTheDefaultSizeThereIsNothingToCompare() throws {
        let runner = AuditRunner(measurer: SharedMeasurer.harfBuzz, configuration: AuditConfiguration(categories: [.accessibility5]))
        let series = try runner.layoutSeries(of: root, screenName: "Row")
        #expect(try LayoutNotCollapsingCheck.observations(in: series, configuration: runner.configuration).isEmpty)
    }
}
