import Testing
@testable import LayoutEngine

/// `Toggle`: the label takes the width the 51 x 31 switch and its 8 pt gap leave; the row is as
/// tall as the taller of label and switch; the switch is at the trailing edge.
@Suite struct ToggleTests {
    @Test func theLabelIsLeadingAndTheRowAsTallAsTheSwitch() throws {
        let root = Toggle("Wi-Fi").font(.system(size: 10))
        try inBothDirections(root, width: 200, height: 200) { screen, direction in
            expectFrame(screen, "Toggle \"Wi-Fi\"", Rect(x: 0, y: 84.5, width: 200, height: 31), direction)
            expectFrame(screen, "Text \"Wi-Fi\"", Rect(x: 0, y: 95, width: 50, height: 10), direction)
        }
    }

    @Test func aLongLabelWrapsBesideTheSwitch() throws {
        // 100 - 59 = 41 for the label: four 20 pt lines, 40 tall.
        let root = Toggle("aa bb cc dd").font(.system(size: 10))
        try inBothDirections(root) { screen, direction in
            expectFrame(screen, "Toggle \"aa bb cc dd\"", Rect(x: 0, y: 30, width: 100, height: 40), direction)
            expectFrame(screen, "Text \"aa bb cc dd\"", Rect(x: 0, y: 30, width: 20, height: 40), direction)
        }
    }

    @Test func proposedNilItIsItsLabelAndTheSwitch() throws {
        // 50 + 59 = 109 wide, wider than the box: centred at -4.5.
        let root = Toggle("Wi-Fi").font(.system(size: 10)).fixedSize()
        try inBothDirections(root) { screen, direction in
            expectFrame(screen, "Toggle \"Wi-Fi\"", Rect(x: -4.5, y: 34.5, width: 109, height: 31), direction)
            expectFrame(screen, "Text \"Wi-Fi\"", Rect(x: -4.5, y: 45, width: 50, height: 10), direction)
        }
    }
}
