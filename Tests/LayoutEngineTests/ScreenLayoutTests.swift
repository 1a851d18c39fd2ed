import DynamicType
import Testing
@testable import LayoutEngine

/// `ScreenLayout`: the root is proposed the safe area and centred in it; the screen clips.
@Suite struct ScreenLayoutTests {
    func layout(_ root: ViewNode, _ direction: LayoutDirection) throws -> LaidOutScreen {
        try ScreenLayout(measurer: AhemMeasurer()).layout(
            root, device: .iPhone16, environment: LayoutEnvironment(layoutDirection: direction))
    }

    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func theRootIsCentredInTheSafeArea(direction: LayoutDirection) throws {
        // (393 - 100) / 2 = 146.5 across; 59 + (759 - 100) / 2 = 388.5 down.
        let screen = try layout(R("r", width: 100, height: 100), direction)
        #expect(screen.root.frame == Rect(x: 146.5, y: 388.5, width: 100, height: 100))
        #expect(screen.root.clip == Rect(x: 0, y: 0, width: 393, height: 852))
        #expect(screen.device == .iPhone16)
        #expect(screen.environment.layoutDirection == direction)
    }

    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func aGreedyRootFillsTheSafeArea(direction: LayoutDirection) throws {
        let screen = try layout(Rectangle(), direction)
        #expect(screen.root.frame == Device.iPhone16.safeRect)
    }

    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func theScreenClipsWhatLiesBeyondIt(direction: LayoutDirection) throws {
        // 42 characters of 10 pt: 420 wide on a 393 pt screen, centred at -13.5.
        let screen = try layout(T("abcdefghijklmnopqrstuvwxyzabcdefghijklmnop").fixedSize().named("wide"), direction)
        let wide = try #require(screen.named("wide"))
        #expect(wide.frame == Rect(x: -13.5, y: 433.5, width: 420, height: 10))
        #expect(wide.visibleFrame == Rect(x: 0, y: 433.5, width: 393, height: 10))
    }

    @Test func nodesAreFoundByNameLabelOrPath() throws {
        let screen = try layout(
            VStack {
                Text("Email").named("email"); Text("Phone")
            }, .leftToRight)
        #expect(screen.node("email")?.label == "Text \"Email\"")
        #expect(screen.node("Text \"Phone\"")?.path == "VStack/Text \"Phone\"[1]")
        #expect(screen.nodes.count == 3)
    }
}
