import DynamicType
import TextMeasurement
import Testing
@testable import LayoutEngine

/// `Label`: a symbol sized by the font (a square 1.2 em wide [UNVERIFIED]) and the title, in a row.
@Suite struct LabelTests {
    @Test func iconAndTitleSitInARow() throws {
        // Icon 12 x 12, 8, title 50 x 10: 70 x 12 at (15, 44); the title centred 1 pt down.
        let root = Label("Inbox", systemImage: "tray").font(.system(size: 10))
        try inBothDirections(root) { screen, direction in
            expectFrame(screen, "Label \"Inbox\"", Rect(x: 15, y: 44, width: 70, height: 12), direction)
            expectFrame(screen, "Image(systemName: \"tray\")", Rect(x: 15, y: 44, width: 12, height: 12), direction)
            expectFrame(screen, "Text \"Inbox\"", Rect(x: 35, y: 45, width: 50, height: 10), direction)
        }
    }

    @Test func theIconScalesWithItsFont() throws {
        // Body at AX5 is 53 pt: the icon is 1.2 x 53 = 63.6, ceiled to the 1/3 pt grid.
        let screen = try layoutInBox(
            Label("Inbox", systemImage: "tray"), width: 400, height: 400,
            environment: LayoutEnvironment(category: .accessibility5))
        let icon = try #require(screen.named("Image(systemName: \"tray\")"))
        #expect(icon.frame.size == Size(width: 191.0 / 3, height: 191.0 / 3))
    }
}
