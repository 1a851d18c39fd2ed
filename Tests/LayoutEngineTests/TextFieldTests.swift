import Testing
@testable import LayoutEngine

/// `TextField` / `SecureField`: one line tall, as wide as proposed.
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
}
