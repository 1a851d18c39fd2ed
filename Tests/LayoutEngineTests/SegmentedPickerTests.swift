import DynamicType
import Testing
@testable import LayoutEngine

/// A segmented `Picker`: 32 pt tall, equal segments, 13 pt labels that never scale (fixed chrome),
/// each proposed its segment less 16.
@Suite struct SegmentedPickerTests {
    @Test(arguments: [ContentSizeCategory.large, .accessibility5])
    func labelsAreCentredInTheirSegmentsAtEverySize(category: ContentSizeCategory) throws {
        // 100 pt segments; "One" is 39 x 13: x = 30.5, y = 84 + 9.5.
        let root = Picker(segments: ["One", "Two"])
        try inBothDirections(root, width: 200, height: 200, category: category) { screen, direction in
            expectFrame(screen, "Picker", Rect(x: 0, y: 84, width: 200, height: 32), direction)
            expectFrame(screen, "Text \"One\"", Rect(x: 30.5, y: 93.5, width: 39, height: 13), direction)
            expectFrame(screen, "Text \"Two\"", Rect(x: 130.5, y: 93.5, width: 39, height: 13), direction)
            #expect(screen.text("One")?.textStyle?.pointSize == 13)
            #expect(screen.text("One")?.traits.role == .chrome)
        }
    }

    @Test func narrowSegmentsTruncateOrOverflowTheirLabels() throws {
        // 50 pt segments leave 34: "Monthly plan" truncates to "M…" (26); "Yearly" is one 78 pt
        // word that cannot break, so it draws 44 beyond its segment's room.
        let root = Picker(segments: ["Monthly plan", "Yearly"])
        try inBothDirections(root) { screen, direction in
            expectFrame(screen, "Text \"Monthly plan\"", Rect(x: 12, y: 43.5, width: 26, height: 13), direction)
            expectFrame(screen, "Text \"Yearly\"", Rect(x: 36, y: 43.5, width: 78, height: 13), direction)
            #expect(screen.text("Monthly plan")?.text?.lines.map(\.text) == ["M…"])
            #expect(screen.named("Picker")?.overflows.map(\.amount) == [44])
        }
    }
}
