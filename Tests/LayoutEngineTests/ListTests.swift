import Testing
@testable import LayoutEngine

/// `List` / `Form`: rows with insets (inset-grouped 36, plain 16), 11 pt above and below, at least
/// 44 tall; the list takes its proposal, clips and scrolls.
@Suite struct ListTests {
    @Test func rowsAreAtLeastFortyFourTallAndInset() throws {
        // Rows proposed 200 - 72 = 128 wide. Both are one 10 pt line: 44 tall, the text centred
        // (17 down); the first row starts 16 below the top.
        let root = List {
            T("ab"); T("cd ef")
        }.named("list")
        try inBothDirections(root, width: 200, height: 200) { screen, direction in
            expectFrame(screen, "list", Rect(x: 0, y: 0, width: 200, height: 200), direction)
            expectFrame(screen, "ab", Rect(x: 36, y: 33, width: 20, height: 10), direction)
            expectFrame(screen, "cd ef", Rect(x: 36, y: 77, width: 50, height: 10), direction)
            #expect(screen.text("ab")?.isInScrollView == true)
            #expect(screen.text("ab")?.clip == Rect(x: 0, y: 0, width: 200, height: 200))
        }
    }

    @Test func tallRowsGrowByTheirInsets() throws {
        // A 30 pt line: 30 + 22 = 52 > 44. Three wrapped lines of 10 pt: also 52.
        let root = List {
            T("ab", size: 30); T("aa bb cc dd ee ff gg hh ii jj kk ll").named("long"); T("cd")
        }
        try inBothDirections(root, width: 200, height: 200) { screen, direction in
            expectFrame(screen, "ab", Rect(x: 36, y: 27, width: 60, height: 30), direction)
            expectFrame(screen, "long", Rect(x: 36, y: 79, width: 110, height: 30), direction)
            expectFrame(screen, "cd", Rect(x: 36, y: 137, width: 20, height: 10), direction)
        }
    }

    @Test func plainListsUseTheNarrowInset() throws {
        let root = List(style: .plain) { T("ab") }
        try inBothDirections(root, width: 200, height: 200) { screen, direction in
            expectFrame(screen, "ab", Rect(x: 16, y: 17, width: 20, height: 10), direction)
        }
    }

    @Test func aFormIsAnInsetGroupedList() throws {
        let root = Form { Toggle("Wi-Fi").font(.system(size: 10)) }
        try inBothDirections(root, width: 200, height: 200) { screen, direction in
            // The toggle takes the row's 128 and is 31 tall: the row is 31 + 22 = 53, the toggle 11
            // below its top at 16.
            expectFrame(screen, "Toggle \"Wi-Fi\"", Rect(x: 36, y: 27, width: 128, height: 31), direction)
        }
    }

    @Test func proposedNilAListIsAsWideAsItsRows() throws {
        // Under fixedSize: the row is 20 wide, the list 20 + 72 = 92 by 16 + 44 = 60, centred at (4, 20).
        let root = List { T("ab") }.named("list").fixedSize()
        try inBothDirections(root) { screen, direction in
            expectFrame(screen, "list", Rect(x: 4, y: 20, width: 92, height: 60), direction)
            expectFrame(screen, "ab", Rect(x: 40, y: 53, width: 20, height: 10), direction)
        }
    }
}
