import DynamicType
import Testing
import TextMeasurement
@testable import LayoutEngine

/// Lays `root` out in a box of `width` x `height` (no safe-area insets) with the Ahem measurer.
func layoutInBox(_ root: ViewNode, width: Double = 100, height: Double = 100, environment: LayoutEnvironment = LayoutEnvironment()) throws
    -> LaidOutScreen
{
    let device = Device(name: "box", screen: Size(width: width, height: height), safeArea: EdgeInsets())
    return try ScreenLayout(measurer: AhemMeasurer()).layout(root, device: device, environment: environment)
}

/// One run of a case: its layout direction and the width frames mirror across.
struct Direction: CustomStringConvertible, Sendable {
    /// Left to right or right to left.
    let layoutDirection: LayoutDirection
    /// The width of the box the case is laid out in.
    let width: Double

    /// The frame expected in this direction for a frame worked out left to right: right to left,
    /// x becomes width - maxX.
    func callAsFunction(_ frame: Rect) -> Rect {
        layoutDirection == .leftToRight ? frame : Rect(x: width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
    }

    var description: String { layoutDirection.rawValue }
}

/// Lays `root` out left to right and right to left in the same box and runs `check` on each, with
/// a `Direction` that mirrors frames worked out for left to right.
func inBothDirections(
    _ root: ViewNode, width: Double = 100, height: Double = 100, category: ContentSizeCategory = .large,
    _ check: (LaidOutScreen, Direction) throws -> Void
) throws {
    for layoutDirection in [LayoutDirection.leftToRight, .rightToLeft] {
        let environment = LayoutEnvironment(category: category, layoutDirection: layoutDirection)
        let screen = try layoutInBox(root, width: width, height: height, environment: environment)
        try check(screen, Direction(layoutDirection: layoutDirection, width: width))
    }
}

/// Checks that the node named (or labelled) `name` has `frame` worked out left to right, mirrored
/// for `direction`.
func expectFrame(
    _ screen: LaidOutScreen, _ name: String, _ frame: Rect, _ direction: Direction,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let node = screen.named(name)
    #expect(node != nil, "no node \(name)", sourceLocation: sourceLocation)
    #expect(node?.frame == direction(frame), "\(name) \(direction)\n\(screen.dump())", sourceLocation: sourceLocation)
}

/// Text in a fixed 10 pt font: every character 10 x 10, baseline 8 below the line's top.
func T(_ string: String, size: Double = 10) -> ViewNode {
    Text(string).font(.system(size: size)).named(string)
}

/// A rectangle with a fixed frame, named for lookup.
func R(_ name: String, width: Double = 10, height: Double = 10) -> ViewNode {
    Rectangle().frame(width: width, height: height).named(name)
}

extension LaidOutScreen {
    /// The outermost node named `name`, else the first labelled so (exact matches only, unlike
    /// `node(_:)`, whose suffix match would find "ab" when asked for "b").
    func named(_ name: String) -> PlacedNode? {
        nodes.first { $0.traits.name == name } ?? nodes.first { $0.label == name }
    }

    /// The text node (not its modifiers) named `name`.
    func text(_ name: String) -> PlacedNode? {
        nodes.first { $0.traits.name == name && $0.text != nil } ?? nodes.first { $0.label == "Text \"\(name)\"" }
    }
}
