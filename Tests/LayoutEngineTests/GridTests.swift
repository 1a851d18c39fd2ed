import Testing
@testable import LayoutEngine

/// `LazyVGrid`: fixed, flexible and adaptive columns 8 apart, rows `spacing` apart, items centred
/// in their cells, the columns centred in the grid.
@Suite struct GridTests {
    static func cells(_ count: Int) -> [ViewNode] { (0..<count).map { Rectangle().named("g\($0)") } }

    @Test func fixedColumnsAreCentred() throws {
        // 30 + 8 + 20 = 58, from x = 21; items proposed (30, nil) take 30 x 10. Two rows: 28 tall.
        let root = LazyVGrid(columns: [.fixed(30), .fixed(20)]) { Self.cells(3) }.named("grid")
        try inBothDirections(root) { screen, direction in
            expectFrame(screen, "grid", Rect(x: 0, y: 36, width: 100, height: 28), direction)
            expectFrame(screen, "g0", Rect(x: 21, y: 36, width: 30, height: 10), direction)
            expectFrame(screen, "g1", Rect(x: 59, y: 36, width: 20, height: 10), direction)
            expectFrame(screen, "g2", Rect(x: 21, y: 54, width: 30, height: 10), direction)
        }
    }

    @Test func flexibleColumnsShareTheWidth() throws {
        // (100 - 8) / 2 = 46 each.
        let root = LazyVGrid(columns: [.flexible(minimum: 10, maximum: .infinity), .flexible(minimum: 10, maximum: .infinity)]) {
            Self.cells(2)
        }
        try inBothDirections(root) { screen, direction in
            expectFrame(screen, "g0", Rect(x: 0, y: 45, width: 46, height: 10), direction)
            expectFrame(screen, "g1", Rect(x: 54, y: 45, width: 46, height: 10), direction)
        }
    }

    @Test func adaptiveColumnsFitAsManyAsTheirMinimumAllows() throws {
        // Minimum 20: (100 + 8) / 28 = 3 columns of (100 - 16) / 3 = 28.
        let root = LazyVGrid(columns: [.adaptive(minimum: 20, maximum: .infinity)]) { Self.cells(3) }
        try inBothDirections(root) { screen, direction in
            expectFrame(screen, "g0", Rect(x: 0, y: 45, width: 28, height: 10), direction)
            expectFrame(screen, "g1", Rect(x: 36, y: 45, width: 28, height: 10), direction)
            expectFrame(screen, "g2", Rect(x: 72, y: 45, width: 28, height: 10), direction)
        }
        // Minimum 30: two columns of 46.
        let wider = LazyVGrid(columns: [.adaptive(minimum: 30, maximum: .infinity)]) { Self.cells(2) }
        try inBothDirections(wider) { screen, direction in
            expectFrame(screen, "g1", Rect(x: 54, y: 45, width: 46, height: 10), direction)
        }
    }

    @Test func itemsAreCentredInTallerRows() throws {
        // Columns 30 + 8 + 30 from x = 16; "cd ef" wraps to 20 x 20, so "ab" sits 5 down.
        let root = LazyVGrid(columns: [.fixed(30), .fixed(30)]) {
            T("ab"); T("cd ef")
        }
        try inBothDirections(root) { screen, direction in
            expectFrame(screen, "ab", Rect(x: 21, y: 45, width: 20, height: 10), direction)
            expectFrame(screen, "cd ef", Rect(x: 59, y: 40, width: 20, height: 20), direction)
        }
    }
}
