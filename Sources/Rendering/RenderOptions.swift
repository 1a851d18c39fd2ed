/// How a screen is drawn.
public struct RenderOptions: Hashable, Sendable {
    /// Pixels per point: 1, 2 or 3 as on devices (any positive factor works).
    public var scale: Double
    /// Whether findings are drawn on the screen.
    public var showsFindings: Bool
    /// Whether a title (screen, size, device) is printed above the device.
    public var showsTitle: Bool
    /// Whether a legend of the finding marks used is printed under the device.
    public var showsLegend: Bool
    /// How far beyond the screen's edges content cut off by them is drawn (faded), in points.
    public var maximumOffscreenExtent: Double

    /// Options at `scale` (2 by default) with findings, title and legend shown and up to 600 pt
    /// of off-screen content.
    public init(
        scale: Double = 2, showsFindings: Bool = true, showsTitle: Bool = true, showsLegend: Bool = true,
        maximumOffscreenExtent: Double = 600
    ) {
        self.scale = scale
        self.showsFindings = showsFindings
        self.showsTitle = showsTitle
        self.showsLegend = showsLegend
        self.maximumOffscreenExtent = maximumOffscreenExtent
    }
}
