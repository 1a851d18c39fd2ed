import Testing

@testable import LayoutEngine

/// A view that ignores the safe area reaches on to the screen's edge on the edges it touches; its
/// content is laid out again in the larger frame. On an iPhone 16 the safe area runs from 59 to 818.
@Suite struct IgnoresSafeAreaTests {
    private func layout(_ root: ViewNode) throws -> LaidOutScreen {
        try ScreenLayout(measurer: AhemMeasurer()).layout(root, device: .iPhone16)
    }

    @Test func aStackThatFillsTheScreenReachesTheBottomEdge() throws {
        // The stack is offered the 759 pt safe area and fills it with its Spacer; ignoring the bottom, it
        // runs 34 pt further, to 852, and its bar follows the Spacer down to the screen's edge.
        let screen = try layout(
            VStack(spacing: 0) {
                R("title", width: 100, height: 40)
                Spacer()
                R("bar", width: 393, height: 80)
            }
            .named("stack")
            .ignoresSafeArea(.bottom))
        #expect(screen.named("stack")?.frame == Rect(x: 0, y: 59, width: 393, height: 793))
        #expect(screen.named("bar")?.frame == Rect(x: 0, y: 772, width: 393, height: 80))
        #expect(screen.named("title")?.frame.minY == 59)
    }

    @Test func bothEdgesMakeTheWholeScreen() throws {
        let screen = try layout(Color("black").named("background").ignoresSafeArea())
        #expect(screen.named("background")?.frame == Rect(x: 0, y: 0, width: 393, height: 852))
    }

    @Test func aViewAwayFromTheEdgeOrInAScrollViewStaysWhereItIs() throws {
        // Padded away from the bottom it does not touch the safe area's edge; in a scroll view the content
        // scrolls instead.
        let padded = try layout(
            VStack {
                Spacer()
                R("bar", width: 393, height: 80).ignoresSafeArea(.bottom).padding(.bottom, 20)
            })
        #expect(padded.named("bar")?.frame.maxY == 798)
        let scrolled = try layout(
            ScrollView {
                R("row", width: 393, height: 2000).ignoresSafeArea(.bottom)
            })
        #expect(scrolled.named("row")?.frame.height == 2000)
    }
}
