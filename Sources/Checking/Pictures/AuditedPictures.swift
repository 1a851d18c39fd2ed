import Audit
import DynamicType
import Findings
import LayoutEngine
import Rendering
import Typesetting

/// A screen audited over every size and drawn with what the audit found: the pictures
/// `reflow render` writes. Rendering only draws the findings it is given; the audit runs here.
///
/// ```swift
/// let pictures = AuditedPictures(measurer: HarfBuzzTextMeasurer())
/// let picture = try pictures.screen(CheckoutExample.before(), name: "checkout-before", at: .accessibility5)
/// try picture.image.writePNG(to: "checkout-ax5.png")
/// ```
public struct AuditedPictures: Sendable {
    /// Measures text for the layout and shapes it for the pictures: one measurer, so the glyphs drawn are the ones measured.
    public let measurer: HarfBuzzTextMeasurer

    /// Pictures measured and drawn with `measurer`.
    public init(measurer: HarfBuzzTextMeasurer) {
        self.measurer = measurer
    }

    /// `root` (named `name`, else as its traits name it) laid out at `category` on `device` and drawn with the findings that hold there; the
    /// audit covers every size, since some checks compare sizes.
    public func screen(
        _ root: ViewNode, name: String? = nil, at category: ContentSizeCategory, device: Device = .iPhone16,
        layoutDirection: LayoutDirection = .leftToRight, options: RenderOptions = RenderOptions()
    ) throws -> RenderedScreen {
        let name = name ?? root.traits.name ?? "Screen"
        let runner = AuditRunner(measurer: measurer)
        let series = try runner.layoutSeries(of: root, screenName: name, device: device, layoutDirection: layoutDirection)
        let findings = options.showsFindings ? try runner.findings(in: series) : []
        let screen =
            try series.screen(at: category)?.screen
            ?? ScreenLayout(measurer: measurer).layout(
                root, device: device,
                environment: LayoutEnvironment(category: category, layoutDirection: layoutDirection))
        return try ScreenRenderer(measurer: measurer, options: options).render(screen, findings: findings, screenName: name)
    }

    /// The contact sheet of `root` at every size on `device`, with the audit's findings; with
    /// `includesAndroid`, a second row at every Android font scale Settings offers (85 % … 200 %),
    /// audited as its own series.
    public func contactSheet(
        _ root: ViewNode, name: String? = nil, device: Device = .iPhone16, layoutDirection: LayoutDirection = .leftToRight,
        includesAndroid: Bool = false, scale: Double = 2, columnScale: Double = 0.5
    ) throws -> RenderedContactSheet {
        let name = name ?? root.traits.name ?? "Screen"
        var configuration = AuditConfiguration()
        if includesAndroid { configuration.androidFontScales = AndroidFontScale.settingsValues }
        let runner = AuditRunner(measurer: measurer, configuration: configuration)
        let series = try runner.layoutSeries(of: root, screenName: name, device: device, layoutDirection: layoutDirection)
        var findings = try runner.findings(in: series)
        var android: LayoutSeries?
        if includesAndroid {
            let scales = try runner.layoutSeries(
                of: root, screenName: name, device: device, layoutDirection: layoutDirection,
                settings: configuration.androidFontScales.sorted().map(SizeSetting.androidFontScale))
            findings += try runner.findings(in: scales)
            android = scales
        }
        return try ContactSheet(measurer: measurer, scale: scale, columnScale: columnScale).render(
            series, findings: findings, android: android)
    }
}
