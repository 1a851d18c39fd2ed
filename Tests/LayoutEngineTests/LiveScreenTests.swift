import DynamicType
import ReflowLocking
import Testing
@testable import LayoutEngine

/// `LiveScreen`: a layout that follows a `TextSizeChannel`, redoing only what depends on text size.
@Suite struct LiveScreenTests {
    /// A badge beside a column of texts with a coloured band at its foot. The badge is the
    /// least flexible child of the row and the band sits in a fixed-height frame in a column of
    /// fixed width, so both are proposed the same sizes at every text size.
    static let root = HStack(alignment: .top) {
        Rectangle().frame(width: 40, height: 40).named("badge")
        VStack(alignment: .leading) {
            Text("Hello there, reader").named("greeting")
            Text("Body text that wraps at the larger sizes").lineLimit(2)
            Conditional(.isAccessibilitySize) {
                Text("accessibility")
            } else: {
                Text("standard")
            }
            HStack {
                Color("blue"); Spacer()
            }.named("band").frame(height: 30)
        }
    }
    static let layout = ScreenLayout(measurer: AhemMeasurer())

    static func fresh(_ category: ContentSizeCategory) throws -> LaidOutScreen {
        try layout.layout(root, environment: LayoutEnvironment(category: category))
    }

    @Test func walkingDefaultToAX5AndBackEndsWhereAFreshLayoutDoes() throws {
        let channel = TextSizeChannel()
        let live = try LiveScreen(Self.root, layout: Self.layout, channel: channel)
        let atDefault = try Self.fresh(.large)
        #expect(live.screen == atDefault)
        channel.update(to: .accessibility5)
        #expect(live.category == .accessibility5)
        #expect(live.screen == (try Self.fresh(.accessibility5)))
        #expect(live.screen.dump() != atDefault.dump())
        channel.update(to: .large)
        #expect(live.screen.dump() == atDefault.dump())
        #expect(live.screen.nodes.map(\.frame) == atDefault.nodes.map(\.frame))
        #expect(live.screen == atDefault)
        #expect(live.layoutCount == 3)
        #expect(live.lastError == nil)
    }

    @Test func textFreeSubtreesAreNotArrangedAgain() throws {
        let channel = TextSizeChannel()
        let live = try LiveScreen(Self.root, layout: Self.layout, channel: channel)
        let badge = try #require(live.screen.named("badge")?.path)
        let band = try #require(live.screen.named("band")?.path)
        let greeting = try #require(live.screen.named("greeting")?.path)
        #expect(live.statistics.arranged(within: badge))
        #expect(live.statistics.reusedArrangementCount == 0)
        for category in [ContentSizeCategory.accessibility5, .large, .xSmall] {
            channel.update(to: category)
            #expect(!live.statistics.arranged(within: badge), "\(category)")
            #expect(!live.statistics.arranged(within: band), "\(category)")
            #expect(live.statistics.arranged(within: greeting), "\(category)")
            #expect(live.statistics.reusedArrangementCount > 0)
        }
    }

    /// Text in a font of a fixed size measures the same at every size: a subtree showing only such text
    /// and reading no size itself is kept from one size to the next, and the layouts still equal fresh ones.
    @Test func fixedSizeTextIsNotArrangedAgain() throws {
        let root = VStack(alignment: .leading) {
            HStack {
                Text("Order #1042"); Spacer(); Text("$12.40")
            }.font(.system(size: 14)).named("fixed row")
            HStack {
                Text("Order #1043"); Spacer(); Text("$8.10").font(.body).named("scaling price")
            }.font(.system(size: 14)).named("mixed row")
            HStack {
                Conditional(.isAccessibilitySize) {
                    Text("big")
                } else: {
                    Text("small")
                }
            }.font(.custom("Inter", fixedSize: 14)).named("deciding row")
            Text("Body text that wraps at the larger sizes").named("body")
        }
        let channel = TextSizeChannel()
        let live = try LiveScreen(root, layout: Self.layout, channel: channel)
        let path = { (name: String) in try #require(live.screen.named(name)?.path) }
        let (fixed, mixed, deciding, body) = (try path("fixed row"), try path("mixed row"), try path("deciding row"), try path("body"))
        #expect(live.statistics.arranged(within: fixed))
        for category in [ContentSizeCategory.accessibility5, .large, .xSmall] {
            channel.update(to: category)
            #expect(!live.statistics.arranged(within: fixed), "\(category)")
            #expect(live.statistics.arranged(within: mixed), "\(category)")
            #expect(live.statistics.arranged(within: deciding), "\(category)")
            #expect(live.statistics.arranged(within: body), "\(category)")
            #expect(live.screen == (try Self.layout.layout(root, environment: LayoutEnvironment(category: category))))
        }
        // The fixed row is as tall at AX5 as at xSmall (14 pt Ahem: 14 high); Body grows from 14 to 53.
        channel.update(to: .accessibility5)
        #expect(live.screen.named("fixed row")?.frame.height == 14)
        #expect(live.screen.named("body")?.frame.height ?? 0 > 53)
    }

    @Test func dependenceOnTextSizeIsDecidedPerNode() throws {
        let tree = try ScreenLayout.tree(Self.root)
        func find(_ name: String, in node: LayoutNode) -> LayoutNode? {
            node.view.traits.name == name ? node : node.children.lazy.compactMap { find(name, in: $0) }.first
        }
        #expect(tree.dependsOnTextSize)
        #expect(find("badge", in: tree)?.dependsOnTextSize == false)
        #expect(find("greeting", in: tree)?.dependsOnTextSize == true)
        #expect(find("band", in: tree)?.dependsOnTextSize == false)
        // A Spacer is text-free, but under an AnyLayout its axis (so its size) follows the category.
        let switching = try ScreenLayout.tree(
            HStack {
                AnyLayout(.isAccessibilitySize, .vertical(.center, spacing: nil), else: .horizontal(.center, spacing: nil)) {
                    Rectangle().named("a"); Spacer().padding(1).named("switching")
                }
                Spacer().named("fixed")
            })
        #expect(find("switching", in: switching)?.dependsOnTextSize == true)
        #expect(find("a", in: switching)?.dependsOnTextSize == false)
        #expect(find("fixed", in: switching)?.dependsOnTextSize == false)
    }

    @Test func subscribersAreToldOncePerChange() throws {
        let channel = TextSizeChannel()
        let live = try LiveScreen(Self.root, layout: Self.layout, channel: channel)
        let seen = Locked<[ContentSizeCategory]>([])
        let subscription = live.subscribe { screen in seen.withLock { $0.append(screen.environment.category) } }
        channel.update(to: .accessibility5)
        channel.update(to: .accessibility5)
        channel.update(to: .large)
        #expect(seen.withLock { $0 } == [.accessibility5, .large])
        subscription.cancel()
        channel.update(to: .xSmall)
        #expect(seen.withLock { $0 } == [.accessibility5, .large])
        #expect(live.category == .xSmall)
        #expect(live.subscriberCount == 0)
    }

    @Test func aDetachedScreenKeepsItsLastLayout() throws {
        let channel = TextSizeChannel(category: .xLarge)
        let live = try LiveScreen(Self.root, layout: Self.layout, channel: channel)
        #expect(live.category == .xLarge)
        live.detach()
        channel.update(to: .accessibility3)
        #expect(live.category == .xLarge)
        #expect(channel.subscriberCount == 0)
    }

    @Test func concurrentChangesEndAtTheChannelsCategory() async throws {
        let channel = TextSizeChannel()
        let live = try LiveScreen(Self.root, layout: Self.layout, channel: channel)
        await withTaskGroup(of: Void.self) { group in
            for category in ContentSizeCategory.allCases {
                group.addTask { channel.update(to: category) }
            }
        }
        #expect(live.category == channel.category)
        #expect(live.screen == (try Self.fresh(channel.category)))
    }
}
