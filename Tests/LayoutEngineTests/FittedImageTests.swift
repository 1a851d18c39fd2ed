import Testing
@testable import LayoutEngine

/// A resizable image kept at an aspect ratio (`.aspectRatio(_:contentMode:)`, `.scaledToFit()`): the largest
/// size of its ratio inside what it is offered, or the smallest around it when it fills.
@Suite struct FittedImageTests {
    /// Ideal 40 x 20: a ratio of 2.
    static let ideal = Size(width: 40, height: 20)

    @Test(arguments: [
        // Offered nothing: its ideal size. One length (or an infinite other): the other from the ratio.
        (ProposedSize(width: nil, height: nil), false, Size(width: 40, height: 20)),
        (ProposedSize(width: 100, height: nil), false, Size(width: 100, height: 50)),
        (ProposedSize(width: nil, height: 30), false, Size(width: 60, height: 30)),
        (ProposedSize(width: 100, height: .infinity), false, Size(width: 100, height: 50)),
        (ProposedSize(width: .infinity, height: 30), false, Size(width: 60, height: 30)),
        // 100 x 30 is wider than 2: the height limits a fitting image, the width a filling one.
        (ProposedSize(width: 100, height: 30), false, Size(width: 60, height: 30)),
        (ProposedSize(width: 100, height: 30), true, Size(width: 100, height: 50)),
        // 40 x 100 is narrower: the width limits a fitting image, the height a filling one.
        (ProposedSize(width: 40, height: 100), false, Size(width: 40, height: 20)),
        (ProposedSize(width: 40, height: 100), true, Size(width: 200, height: 100)),
        // Offered no width or no height (a stack's minimum): nothing.
        (ProposedSize(width: 0, height: 30), false, Size(width: 0, height: 0)),
        (ProposedSize(width: 48, height: 0), false, Size(width: 0, height: 0)),
    ])
    func sizeKeepsTheRatio(proposal: ProposedSize, fill: Bool, expected: Size) {
        #expect(LayoutPass.fittedSize(ideal: Self.ideal, fill: fill, proposal) == expected)
    }

    @Test func aFittedImageOfferedMoreHeightKeepsItsRatio() throws {
        // A square framed 48 wide in a column offered 300 tall: it stays 48 x 48 where a stretching image takes the
        // 290 the 10 pt line leaves it.
        func column(_ image: ImageContent) -> ViewNode {
            VStack(spacing: 0) {
                ViewNode(.image(image)).frame(width: 48).named("icon"); T("ab")
            }
        }
        try inBothDirections(column(.fitted("x", Size(width: 40, height: 40), fill: false)), width: 100, height: 300) { screen, direction in
            #expect(screen.named("icon")?.frame.size == Size(width: 48, height: 48), "\(direction)")
        }
        let stretched = try layoutInBox(column(.resizable("x", Size(width: 40, height: 40))), width: 100, height: 300)
        #expect(stretched.named("icon")?.frame.size == Size(width: 48, height: 290))
    }
}
