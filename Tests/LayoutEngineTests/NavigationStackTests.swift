import DynamicType
import Testing
@testable import LayoutEngine

/// `NavigationStack`: a 44 pt bar; a large title under it (16 pt in, 8 pt below) that grows with
/// Dynamic Type, or an inline title centred in it that stays 17 pt (UIKit's bar chrome); the content below.
@Suite struct NavigationStackTests {
    @Test func aLargeTitleSitsUnderTheBar() throws {
        // Large title 34 pt at Large: "Mail" 136 x 34 at (16, 44); the bar ends at 44 + 34 + 8.
        let root = NavigationStack(title: "Mail") { Rectangle().named("content") }
        try inBothDirections(root, width: 200, height: 400) { screen, direction in
            expectFrame(screen, "Text \"Mail\"", Rect(x: 16, y: 44, width: 136, height: 34), direction)
            expectFrame(screen, "content", Rect(x: 0, y: 86, width: 200, height: 314), direction)
            #expect(screen.text("Mail")?.traits.role == .heading)
        }
    }

    @Test func theLargeTitleGrowsWithDynamicType() throws {
        // 60 pt at AX5: "Mail" 240 x 60; the bar ends at 112.
        let root = NavigationStack(title: "Mail") { Rectangle().named("content") }
        try inBothDirections(root, width: 400, height: 400, category: .accessibility5) { screen, direction in
            expectFrame(screen, "Text \"Mail\"", Rect(x: 16, y: 44, width: 240, height: 60), direction)
            expectFrame(screen, "content", Rect(x: 0, y: 112, width: 400, height: 288), direction)
        }
    }

    @Test func anInlineTitleIsCentredInTheBar() throws {
        // 17 pt semibold: "Mail" 68 x 17 centred in 200 x 44.
        let root = NavigationStack(title: "Mail", displayMode: .inline) { Rectangle().named("content") }
        try inBothDirections(root, width: 200, height: 400) { screen, direction in
            expectFrame(screen, "Text \"Mail\"", Rect(x: 66, y: 13.5, width: 68, height: 17), direction)
            expectFrame(screen, "content", Rect(x: 0, y: 44, width: 200, height: 356), direction)
        }
    }

    @Test func anInlineTitleStaysAtItsSizeAndOffersTheLargeContentViewer() throws {
        // At AX5 the bar's title is still 17 pt: "Mail" 68 x 17, centred in 200 x 44; the content
        // starts under the same 44 pt bar.
        let root = NavigationStack(title: "Mail", displayMode: .inline) { Rectangle().named("content") }
        try inBothDirections(root, width: 200, height: 400, category: .accessibility5) { screen, direction in
            expectFrame(screen, "Text \"Mail\"", Rect(x: 66, y: 13.5, width: 68, height: 17), direction)
            expectFrame(screen, "content", Rect(x: 0, y: 44, width: 200, height: 356), direction)
            #expect(screen.text("Mail")?.traits.role == .chrome)
            #expect(screen.text("Mail")?.traits.showsLargeContentViewer == true)
        }
    }
}
