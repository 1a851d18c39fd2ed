import DynamicType
import Testing
@testable import LayoutEngine

@Suite struct RobustnessTests {
    @Test func aTreeDeeperThanTheLimitIsAClearErrorNotACrash() throws {
        var node = Text("deep")
        for _ in 0..<5_000 { node = VStack { node } }
        #expect(node.depth == 5_001)
        do {
            _ = try layoutInBox(node)
            Issue.record("expected an error")
        } catch let error as LayoutError {
            #expect(error == .tooDeep(depth: 5_001, limit: ViewNode.maximumDepth))
            #expect(error.description.hasPrefix("the view tree nests 5001 levels deep"))
        }
        var shallow = Text("ok")
        for _ in 0..<(ViewNode.maximumDepth - 1) { shallow = VStack { shallow } }
        #expect(try layoutInBox(shallow).root.frame.height == 17)
    }

    @Test(arguments: [
        Text("a").padding(-30), Text("a").padding(.nan), Text("a").padding(.infinity),
        HStack(spacing: -30) {
            Text("a"); Text("b")
        },
        HStack(spacing: .nan) {
            Text("a"); Text("b")
        },
        Text("a").frame(minWidth: .infinity), Text("a").frame(minWidth: .nan, maxWidth: .nan), Text("a").frame(width: -5, height: .nan),
        Spacer(minLength: .infinity), Image("x", size: Size(width: .nan, height: -3)),
        OpaqueView("x", size: Size(width: .infinity, height: 10)),
        LazyVGrid(columns: [.fixed(.nan), .adaptive(minimum: 0, maximum: .nan)]) { Text("a") }, Text("a").offset(x: .infinity),
        Text("a").minimumScaleFactor(.nan),
    ])
    func nonFiniteAndNegativeInputLaysOutToFiniteFrames(root: ViewNode) throws {
        let screen = try layoutInBox(root)
        for node in screen.nodes {
            #expect(
                node.frame.width.isFinite && node.frame.height.isFinite && node.frame.minX.isFinite && node.frame.minY.isFinite,
                "\(node.path): \(node.frame)")
            #expect(node.frame.width >= 0 && node.frame.height >= 0, "\(node.path): \(node.frame)")
        }
    }

    @Test func aDeviceWhoseSafeAreaDoesNotFitIsAnError() {
        let device = Device(name: "broken", screen: Size(width: 100, height: 100), safeArea: EdgeInsets(top: 80, bottom: 80))
        #expect(throws: LayoutError.invalidDevice("broken")) {
            try ScreenLayout(measurer: AhemMeasurer()).layout(Text("a"), device: device)
        }
    }
}

@Suite struct ChromeContentPlacementTests {
    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func navigationContentIsCentredBelowTheBar(direction: LayoutDirection) throws {
        // Bar: 44 + one 34 pt large-title line + 8 = 86; the 214 pt below it centre "Hi" (34 x 17).
        let screen = try layoutInBox(
            NavigationStack(title: "Inbox") { Text("Hi") }, width: 200, height: 300,
            environment: LayoutEnvironment(layoutDirection: direction))
        let hi = try #require(screen.node("Text \"Hi\""))
        #expect(hi.frame == Rect(x: 83, y: 184.5, width: 34, height: 17))
    }

    @Test func tabContentIsCentredAboveTheBar() throws {
        // 300 - 49 = 251 above the bar: "Hi" centred at (83, 117).
        let screen = try layoutInBox(TabView(tabs: ["Home", "Search"]) { Text("Hi") }, width: 200, height: 300)
        #expect(try #require(screen.node("Text \"Hi\"")).frame == Rect(x: 83, y: 117, width: 34, height: 17))
    }
}
