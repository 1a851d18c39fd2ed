import Testing
@testable import LayoutEngine

/// `TextField` / `SecureField`: one line tall, as wide as proposed. A vertical `TextField` grows a
/// line at a time as its text wraps; a `TextEditor` takes the room it is offered.
@Suite struct TextFieldTests {
    @Test func aFieldTakesTheWidthAndOneLine() throws {
        for field in [TextField("Email"), SecureField("Password"), TextField("x", text: "aa bb cc dd ee ff gg")] {
            try inBothDirections(field.named("field").font(.system(size: 10))) { screen, direction in
                expectFrame(screen, "field", Rect(x: 0, y: 45, width: 100, height: 10), direction)
            }
        }
    }

    @Test func proposedNilItIsItsTextWide() throws {
        // The text shows when there is one, else the placeholder.
        try inBothDirections(TextField("Email").named("field").font(.system(size: 10)).fixedSize()) { screen, direction in
            expectFrame(screen, "field", Rect(x: 25, y: 45, width: 50, height: 10), direction)
        }
        try inBothDirections(TextField("Email", text: "a@b").named("field").font(.system(size: 10)).fixedSize()) { screen, direction in
            expectFrame(screen, "field", Rect(x: 35, y: 45, width: 30, height: 10), direction)
        }
    }

    @Test func aFieldIsGreedyInARow() throws {
        // "To:" is less flexible and takes 30; the field gets 100 - 30 - 8 = 62.
        let root = HStack {
            T("To:"); TextField("Recipient").named("field")
        }.font(.system(size: 10))
        try inBothDirections(root) { screen, direction in
            expectFrame(screen, "To:", Rect(x: 0, y: 45, width: 30, height: 10), direction)
            expectFrame(screen, "field", Rect(x: 38, y: 45, width: 62, height: 10), direction)
        }
    }

    @Test func aVerticalFieldGrowsAsItsTextWraps() throws {
        // At 10 pt every character is 10 wide: "aa bb cc dd ee ff gg" wraps in 100 as "aa bb cc",
        // "dd ee ff", "gg": three lines of 10, centred in the 100 pt screen at y = 35.
        let field = TextField("x", text: "aa bb cc dd ee ff gg", axis: .vertical).named("field").font(.system(size: 10))
        try inBothDirections(field) { screen, direction in
            expectFrame(screen, "field", Rect(x: 0, y: 35, width: 100, height: 30), direction)
        }
        // Its line limit stops it at two lines.
        try inBothDirections(field.lineLimit(2)) { screen, direction in
            expectFrame(screen, "field", Rect(x: 0, y: 40, width: 100, height: 20), direction)
        }
    }

    @Test func aVerticalFieldKeepsTheRoomItsLineRangeReserves() throws {
        // Empty, it shows its placeholder on one line; `lineLimit(4...6)` keeps four lines: 40 tall.
        let field = TextField("Email", axis: .vertical).named("field").font(.system(size: 10))
        try inBothDirections(field) { screen, direction in
            expectFrame(screen, "field", Rect(x: 0, y: 45, width: 100, height: 10), direction)
        }
        try inBothDirections(field.lineLimit(4...6)) { screen, direction in
            expectFrame(screen, "field", Rect(x: 0, y: 30, width: 100, height: 40), direction)
        }
    }

    @Test func anEditorTakesTheRoomItIsOffered() throws {
        let editor = TextEditor(text: "aa bb cc dd ee ff gg").named("editor").font(.system(size: 10))
        try inBothDirections(editor) { screen, direction in
            expectFrame(screen, "editor", Rect(x: 0, y: 0, width: 100, height: 100), direction)
        }
        try inBothDirections(editor.frame(height: 30)) { screen, direction in
            expectFrame(screen, "editor", Rect(x: 0, y: 35, width: 100, height: 30), direction)
        }
    }
}
