import Audit
import DynamicType
import LayoutEngine
import ReflowExamples
import Rendering
import Typesetting

/// The seed checkout laid out, audited and drawn at AX5 once for all tests (rendering and
/// decoding are the slow part), at 2x.
enum RenderingFixtures {
    static let measurer = HarfBuzzTextMeasurer()
    static let scale = 2.0

    /// One form of the checkout at AX5: its layout, the audit's findings, and its picture decoded.
    struct Checkout: Sendable {
        let screen: LaidOutScreen
        /// The audit of the form over every size (its `findings` drawn where they hold at AX5).
        let audit: AuditReport
        let rendered: RenderedScreen
        let png: DecodedPNGBox
    }

    /// Wraps the decoded picture (read-only after decoding).
    final class DecodedPNGBox: @unchecked Sendable {
        let png: DecodedPNG
        init(_ png: DecodedPNG) { self.png = png }
    }

    static let before: Checkout = make(CheckoutExample.before(), name: "before")
    static let after: Checkout = make(CheckoutExample.after(), name: "after")

    private static func make(_ root: ViewNode, name: String) -> Checkout {
        do {
            let runner = AuditRunner(measurer: measurer)
            let series = try runner.layoutSeries(of: root, screenName: "Checkout (\(name))")
            let findings = try runner.findings(in: series)
            let screen = series.screen(at: .accessibility5)!.screen
            let rendered = try ScreenRenderer(measurer: measurer, options: RenderOptions(scale: scale)).render(screen, findings: findings)
            return Checkout(
                screen: screen, audit: AuditReport(screenName: series.screenName, findings: findings, notes: []), rendered: rendered,
                png: DecodedPNGBox(try DecodedPNG(rendered.image, name: name)))
        } catch {
            fatalError("could not render the checkout (\(name)): \(error)")
        }
    }
}
