import DynamicType
import Testing
@testable import LayoutEngine

/// `TabView`: the content above a 49 pt bar whose 10 pt labels stay fixed at every size and offer
/// the Large Content Viewer.
@Suite struct TabViewTests {
    @Test(arguments: [ContentSizeCategory.large, .accessibility5])
    func labelsAreFixedChromeSpreadAcrossTheBar(category: ContentSizeCategory) throws {
        // Content 200 x 351; two 100 pt items; label centres 33 below the bar's top (351).
        let root = TabView(tabs: ["Home", "Search"]) { Rectangle().named("content") }
        try inBothDirections(root, width: 200, height: 400, category: category) { screen, direction in
            expectFrame(screen, "content", Rect(x: 0, y: 0, width: 200, height: 351), direction)
            expectFrame(screen, "Text \"Home\"", Rect(x: 30, y: 379, width: 40, height: 10), direction)
            expectFrame(screen, "Text \"Search\"", Rect(x: 120, y: 379, width: 60, height: 10), direction)
            let label = try #require(screen.text("Home"))
            #expect(label.textStyle?.pointSize == 10)
            #expect(label.traits.showsLargeContentViewer)
            #expect(label.traits.role == .chrome)
        }
    }
}
