import Audit
import DynamicType
import Findings
import LayoutEngine
import Typesetting

/// Draws laid-out screens as PNG pictures: the device with its safe areas, the views with the
/// same fonts, sizes, line breaks and truncation the layout used (glyphs through Typesetting),
/// and the audit's findings on top.
///
/// ```swift
/// let measurer = HarfBuzzTextMeasurer()
/// let renderer = ScreenRenderer(measurer: measurer, options: RenderOptions(scale: 2))
/// let picture = try renderer.render(laidOut, findings: report.findings)
/// try picture.image.writePNG(to: "checkout-ax5.png")
/// ```
///
/// Thread-safe: a renderer keeps only caches of fonts.
public final class ScreenRenderer: Sendable {
    /// Measures and shapes text: the same measurer the layout used, so the glyphs are the measured ones.
    public let measurer: HarfBuzzTextMeasurer
    /// How screens are drawn.
    public let options: RenderOptions
    let faces = CairoFontFaces()

    /// A renderer drawing with `measurer`'s fonts, as `options` say.
    public init(measurer: HarfBuzzTextMeasurer, options: RenderOptions = RenderOptions()) {
        self.measurer = measurer
        self.options = options
    }

    /// Draws `screen` with those of `findings` that hold at its size, device and direction.
    public func render(_ screen: LaidOutScreen, findings: [Finding] = [], screenName: String? = nil) throws -> RenderedScreen {
        let text = TextPainter(measurer: measurer)
        let name = screenName ?? screen.root.traits.name ?? "Screen"
        let category = screen.environment.category
        let shown = FindingOverlay.findings(findings, on: screen)
        let drawing = try ScreenDrawing(
            screen: screen, findings: findings,
            title: options.showsTitle ? Self.title(name, setting: screen.environment.size) : nil,
            subtitle: options.showsTitle
                ? Self.summary(
                    shown, deviceName: FindingContext.deviceLabel(screen.device.name, at: screen.environment.size),
                    showsFindings: options.showsFindings) : nil,
            showsFindings: options.showsFindings, showsLegend: options.showsLegend,
            maximumOffscreenExtent: options.maximumOffscreenExtent, text: text)
        let image = try RenderedImage(
            width: Int((drawing.size.width * options.scale).rounded(.up)),
            height: Int((drawing.size.height * options.scale).rounded(.up)))
        let canvas = try CairoCanvas(image: image, scale: options.scale, faces: faces)
        try drawing.draw(on: canvas)
        return RenderedScreen(
            image: image, category: category, scale: options.scale, screenOrigin: drawing.screenOrigin, marks: drawing.marks)
    }

    /// "Checkout (before) · AX5 · Body 53 pt", "Checkout (before) · 200% · Body 29 dp".
    static func title(_ name: String, setting: SizeSetting) -> String {
        "\(name) · \(caption(setting))"
    }

    /// "AX5 · Body 53 pt": the size and what Body text measures at it.
    static func caption(_ category: ContentSizeCategory) -> String {
        caption(.category(category))
    }

    /// "AX5 · Body 53 pt", or at an Android font scale "200% · Body 29 dp": the size and what
    /// Body text measures at it.
    static func caption(_ setting: SizeSetting) -> String {
        switch setting {
        case .category(let category): "\(category.shortName) · \(bodyText(setting))"
        case .androidFontScale(let scale): "\(scale.percentLabel) · \(bodyText(setting))"
        }
    }

    /// "Body 53 pt" (iOS, on the type ramp), or "Body 29 dp" at an Android font scale (Body's
    /// 17 sp on Android 14's nonlinear curve, as layout sizes it).
    static func bodyText(_ setting: SizeSetting) -> String {
        switch setting {
        case .category(let category):
            "Body \(PointText.number(TypeRamp<TextStyle>.iOS.pointSize(of: .body, at: category) ?? 17)) pt"
        case .androidFontScale(let scale):
            "Body \(PointText.number(AndroidTextScaling(scale).dp(forSp: TypeRamp<TextStyle>.iOS.pointSize(of: .body, at: .default) ?? 17))) dp"
        }
    }

    /// "iPhone 16 · 19 findings at this size: 16 errors, 3 warnings".
    static func summary(_ findings: [Finding], deviceName: String, showsFindings: Bool) -> String {
        guard showsFindings else { return deviceName }
        return "\(deviceName) · " + (findings.isEmpty ? "no findings at this size" : countText(findings, at: "at this size"))
    }

    /// "19 findings at this size: 16 errors, 3 warnings", "1 finding: 1 error".
    static func countText(_ findings: [Finding], at place: String? = nil) -> String {
        let counts = Severity.allCases.reversed().compactMap { severity -> String? in
            let count = findings.filter { $0.severity == severity }.count
            return count == 0 ? nil : "\(Wording.counted(count, severity.rawValue))"
        }
        return "\(Wording.counted(findings.count, "finding"))\(place.map { " " + $0 } ?? ""): " + counts.joined(separator: ", ")
    }
}
