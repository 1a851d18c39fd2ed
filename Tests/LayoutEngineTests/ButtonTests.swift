import Testing
@testable import LayoutEngine

/// `Button`: plain buttons are their label; bordered styles pad it by the control size
/// (mini 6/2, small 10/4, regular 12/7, large 20/14, extra large 24/17) [UNVERIFIED].
@Suite struct ButtonTests {
    static let cases: [(ButtonStyle, ControlSize, Double, Double)] = [
        (.plain, .regular, 0, 0), (.plain, .large, 0, 0),
        (.bordered, .mini, 6, 2), (.bordered, .small, 10, 4), (.bordered, .regular, 12, 7),
        (.bordered, .large, 20, 14), (.bordered, .extraLarge, 24, 17),
        (.borderedProminent, .regular, 12, 7), (.borderedProminent, .large, 20, 14),
    ]

    @Test(arguments: cases)
    func stylesAndControlSizesPadTheLabel(style: ButtonStyle, size: ControlSize, horizontal: Double, vertical: Double) throws {
        // "Pay" is 30 x 10; the button grows by twice each inset and stays centred.
        let root = Button("Pay").buttonStyle(style).controlSize(size).font(.system(size: 10))
        let width = 30 + 2 * horizontal, height = 10 + 2 * vertical
        try inBothDirections(root) { screen, direction in
            expectFrame(
                screen, "Button \"Pay\"", Rect(x: (100 - width) / 2, y: (100 - height) / 2, width: width, height: height), direction)
            expectFrame(screen, "Text \"Pay\"", Rect(x: 35, y: 45, width: 30, height: 10), direction)
        }
    }

    @Test func styleAndSizeApplyToEveryButtonBelow() throws {
        // Two 50 x 38 buttons 8 apart: 84 tall from y = 8.
        let root = VStack {
            Button("a"); Button("b")
        }.buttonStyle(.bordered).controlSize(.large).font(.system(size: 10))
        try inBothDirections(root) { screen, direction in
            expectFrame(screen, "Button \"a\"", Rect(x: 25, y: 8, width: 50, height: 38), direction)
            expectFrame(screen, "Button \"b\"", Rect(x: 25, y: 54, width: 50, height: 38), direction)
            #expect(screen.named("Button \"a\"")?.kind == .button(.bordered, .large))
        }
    }

    @Test func aFullWidthButtonFrame() throws {
        // The frame takes 100; the 54 pt bordered button is centred in it.
        let root = Button("Pay", role: .primaryAction).buttonStyle(.borderedProminent).frame(maxWidth: .infinity).named("f").font(
            .system(size: 10))
        try inBothDirections(root) { screen, direction in
            expectFrame(screen, "f", Rect(x: 0, y: 38, width: 100, height: 24), direction)
            expectFrame(screen, "Button \"Pay\"", Rect(x: 23, y: 38, width: 54, height: 24), direction)
            #expect(screen.named("Button \"Pay\"")?.traits.role == .primaryAction)
        }
    }
}
