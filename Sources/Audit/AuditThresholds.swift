/// The numbers checks compare against. Each check's description lists the ones it reads with
/// their defaults, which are the values below.
public struct AuditThresholds: Hashable, Sendable {
    /// `clipped-text`: how far (points) text must reach past a fixed frame or clip to count. Default 1.
    public var clippedTextMinimumPoints = 1.0
    /// `overlap`: how far (points, on both axes) two frames must intersect to count. Default 1.
    public var overlapMinimumPoints = 1.0
    /// `unreachable-action`: how far (points) a button must reach past the safe area to count. Default 1.
    public var unreachableActionMinimumPoints = 1.0
    /// `unreachable-action`: a button that reaches only into the gesture area, with a part at least this
    /// wide and tall (points) inside the safe area, can still be tapped there, and is reported as a
    /// warning. Default 44 (Apple's minimum touch target).
    public var unreachableActionTappablePoints = 44.0
    /// `horizontal-overflow`: how far (points) content must reach past the screen's side to count. Default 1.
    public var horizontalOverflowMinimumPoints = 1.0
    /// `not-scaling`: the growth over the default size text must reach when its style would grow
    /// that much: 2 (200 %, WCAG 1.4.4). Default 2.
    public var requiredGrowth = 2.0
    /// `not-scaling`: text at least this large at the default size is large text, reported as a
    /// warning rather than an error. Default 24 pt.
    public var largeTextPointSize = 24.0
    /// `not-scaling`, `tiny-text`, `hierarchy-inverted`: differences in point size smaller than
    /// this are ignored. Default 0.5 pt.
    public var pointSizeTolerance = 0.5
    /// `tiny-text`: the smallest readable point size. Default 11 pt.
    public var minimumPointSize = 11.0
    /// `icon-not-scaling`: how much the text beside an icon must have grown. Default 2 (200 %).
    public var iconTextGrowth = 2.0
    /// `icon-not-scaling`: an icon that grew by at most this factor counts as fixed. Default 1.2.
    public var iconMaximumGrowth = 1.2
    /// `sticky-overgrowth`: the share of the screen's height a sticky bar may take. Default 1/3.
    public var stickyBarMaximumShare = 1.0 / 3.0
    /// `row-should-stack`: the number of lines a text in a row may wrap to before the row
    /// should stack. Default 3.
    public var rowMaximumWrappedLines = 3
    /// `layout-not-collapsing`: frames that differ by less than this (points) count as equal. Default 0.5.
    public var layoutTolerance = 0.5

    /// The documented defaults.
    public init() {}
}
