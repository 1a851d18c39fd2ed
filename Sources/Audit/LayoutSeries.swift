import DynamicType
import LayoutEngine

/// One screen laid out at every audited size on one device in one direction: what checks read.
///
/// Checks compare sizes across the series (does this text grow?), so they get all of it at once.
/// A series is either iOS categories or Android font scales, never both: its default
/// (`defaultSetting`, what "grew from the default" compares against) is Large or 100 %.
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
    /// Lays the screen out through a sequence of iOS categories. Live layout follows a category
    /// channel only, so an Android series walks iOS categories too, and `layout-not-collapsing`
    /// (whether a relayout keeps state from a larger size, which does not depend on the platform)
    /// runs on iOS series only.
    public let walk: Walk

    /// A series of `screens` (in any order; kept smallest first).
    public init(
        screenName: String, root: ViewNode, device: Device, layoutDirection: LayoutDirection, screens: [IndexedScreen],
        walk: @escaping Walk
    ) {
        self.screenName = screenName
        self.root = root
        self.device = device
        self.layoutDirection = layoutDirection
        self.screens = screens.sorted { $0.setting < $1.setting }
        self.walk = walk
    }

    /// Whether the series is laid out at Android font scales.
    public var isAndroid: Bool { screens.first?.setting.isAndroid ?? false }

    /// The size its sizes are compared with: Large, or 100 % for an Android series.
    public var defaultSetting: SizeSetting { isAndroid ? .androidDefault : .default }

    /// The layout at `category`, if it was audited.
    public func screen(at category: ContentSizeCategory) -> IndexedScreen? {
        screen(at: .category(category))
    }

    /// The layout at `setting`, if it was audited.
    public func screen(at setting: SizeSetting) -> IndexedScreen? {
        screens.first { $0.setting == setting }
    }

    /// The layout at the default size (Large, or 100 % for an Android series), if it was audited.
    public var defaultScreen: IndexedScreen? { screen(at: defaultSetting) }

    /// The largest audited size's layout.
    public var largestScreen: IndexedScreen? { screens.last }
}
