import DynamicType
import LayoutEngine

/// One screen laid out at every audited size on one device in one direction: what checks read.
///
/// Checks compare sizes across the series (does this text grow?), so they get all of it at once.
public struct LayoutSeries: Sendable {
    /// Lays the screen out after walking it through a sequence of sizes, and returns the layout
    /// at the last one (for `layout-not-collapsing`).
    public typealias Walk = @Sendable (_ categories: [ContentSizeCategory]) throws -> LaidOutScreen

    /// The screen's name in findings.
    public let screenName: String
    /// The screen.
    public let root: ViewNode
    /// The device, already turned to the audited orientation.
    public let device: Device
    /// The writing direction.
    public let layoutDirection: LayoutDirection
    /// The layouts, smallest size first.
    public let screens: [IndexedScreen]
    /// Lays the screen out through a sequence of sizes.
    public let walk: Walk

    /// A series of `screens` (in any order; kept smallest first).
    public init(screenName: String, root: ViewNode, device: Device, layoutDirection: LayoutDirection, screens: [IndexedScreen],
                walk: @escaping Walk) {
        self.screenName = screenName
        self.root = root
        self.device = device
        self.layoutDirection = layoutDirection
        self.screens = screens.sorted { $0.category < $1.category }
        self.walk = walk
    }

    /// The layout at `category`, if it was audited.
    public func screen(at category: ContentSizeCategory) -> IndexedScreen? {
        screens.first { $0.category == category }
    }

    /// The layout at the default size (Large), if it was audited.
    public var defaultScreen: IndexedScreen? { screen(at: .default) }

    /// The largest audited size's layout.
    public var largestScreen: IndexedScreen? { screens.last }
}
