import Audit
import DynamicType
import Findings
import LayoutEngine
import Typesetting

/// One screen at every size side by side: a row of columns xSmall … AX5, each the screen drawn
/// with its findings (scaled down) under a caption with the size and Body's point size at it, the
/// first size at which an error appears highlighted in red, and the screen's name and a summary
/// on top.
///
/// ```swift
/// let sheet = try ContactSheet(measurer: HarfBuzzTextMeasurer()).render(CheckoutExample.before())
/// try sheet.image.writePNG(to: "checkout-before.png")
/// ```
public final class ContactSheet: Sendable {
    /// Measures and shapes text, as the layout did.
    public let measurer: HarfBuzzTextMeasurer
    /// Pixels per point of the sheet.
    public let scale: Double
    /// How much smaller than on the sheet's scale each screen is drawn (0.5: half size).
    public let columnScale: Double
    private let faces = CairoFontFaces()

    private static let margin = 24.0, columnGap = 12.0, captionHeight = 44.0

    /// A sheet drawn at `scale` pixels per point, with screens at `columnScale` of that.
    public init(measurer: HarfBuzzTextMeasurer, scale: Double = 2, columnScale: Double = 0.5) {
        self.measurer = measurer
        self.scale = scale
        self.columnScale = columnScale
    }

    /// Lays `root` out at every size on `device`, audits the series and draws the sheet.
    public func render(_ root: ViewNode, screenName: String? = nil, device: Device = .iPhone16,
                       layoutDirection: LayoutDirection = .leftToRight) throws -> RenderedContactSheet {
        let runner = AuditRunner(measurer: measurer)
        let series = try runner.layoutSeries(of: root, screenName: screenName ?? root.traits.name ?? "Screen", device: device,
                                             layoutDirection: layoutDirection)
        return try render(series, findings: try runner.findings(in: series))
    }

    /// Draws the sheet of a series already laid out and audited (`findings` of other devices or
    /// directions are ignored).
    public func render(_ series: LayoutSeries, findings: [Finding]) throws -> RenderedContactSheet {
        let text = TextPainter(measurer: measurer)
        let relevant = findings.filter { $0.device == series.device.name && $0.layoutDirection == series.layoutDirection.rawValue }
        let firstFailure = relevant.filter { $0.severity == .error }.map(\.firstCategory)
            .min(by: SizeCategoryOrder.precedes).flatMap { name in ContentSizeCategory.allCases.first { $0.swiftUIName == name } }
        let drawings = try series.screens.map { indexed in
            try ScreenDrawing(screen: indexed.screen, findings: relevant, title: nil, subtitle: nil, showsFindings: true, showsLegend: false,
                              maximumOffscreenExtent: 600, text: text)
        }

        // The heading: name, summary, fonts, legend.
        let margin = Self.margin
        let columnWidths = drawings.map { $0.size.width * columnScale }
        let width = 2 * margin + columnWidths.reduce(0, +) + Self.columnGap * Double(max(drawings.count - 1, 0))
        let textWidth = width - 2 * margin
        var heading: [(TextBlock, Point, RenderColor)] = []
        var y = margin
        func line(_ string: String, size: Double, weight: FontWeight = .regular, color: RenderColor = Palette.primaryText) throws {
            let block = try text.block(string, pointSize: size, weight: weight, width: textWidth)
            heading.append((block, Point(x: margin, y: y), color))
            y += block.height + 4
        }
        try line(series.screenName, size: 24, weight: .bold)
        try line(Self.summary(relevant, device: series.device, firstFailure: firstFailure), size: 15,
                 color: firstFailure == nil ? Palette.primaryText : Palette.finding)
        if let standIn = Self.standInNote(series) { try line(standIn, size: 12, color: Palette.secondaryText) }
        let allMarks = drawings.flatMap(\.marks)
        let legend = allMarks.isEmpty ? nil : try Legend(marks: allMarks, width: textWidth, text: text)
        let legendOrigin = Point(x: margin, y: y + 6)
        if let legend { y = legendOrigin.y + legend.size.height }
        let columnsTop = y + 18

        let height = columnsTop + Self.captionHeight + (drawings.map { $0.size.height * columnScale }.max() ?? 0) + margin
        let image = try RenderedImage(width: Int((width * scale).rounded(.up)), height: Int((height * scale).rounded(.up)))
        let canvas = try CairoCanvas(image: image, scale: scale, faces: faces)
        canvas.paint(Palette.screen)
        for (block, origin, color) in heading { text.draw(block, at: origin, canvas: canvas, color: color) }
        legend?.draw(at: legendOrigin, on: canvas, text: text)

        var columns: [RenderedContactSheet.Column] = []
        var x = margin
        for (indexed, (drawing, columnWidth)) in zip(series.screens, zip(drawings, columnWidths)) {
            let category = indexed.category
            let isFirst = category == firstFailure
            let caption = Rect(x: x, y: columnsTop, width: columnWidth, height: Self.captionHeight)
            let screen = Rect(x: x, y: caption.maxY, width: columnWidth, height: drawing.size.height * columnScale)
            let shown = FindingOverlay.findings(relevant, on: indexed.screen)
            try drawCaption(category, findings: shown, isFirst: isFirst, in: caption, canvas: canvas, text: text)
            try canvas.saved {
                canvas.translate(screen.minX, screen.minY)
                canvas.scale(columnScale)
                try drawing.draw(on: canvas)
            }
            if isFirst {
                let column = Rect(x: caption.minX, y: caption.minY, width: caption.width, height: screen.maxY - caption.minY)
                canvas.stroke(Rect(x: column.minX - 2, y: column.minY - 2, width: column.width + 4, height: column.height + 4), Palette.finding,
                              width: 4, radius: 6)
            }
            columns.append(RenderedContactSheet.Column(category: category, captionFrame: Self.pixels(caption, scale),
                                                       screenFrame: Self.pixels(screen, scale), isFirstFailure: isFirst, marks: drawing.marks))
            x += columnWidth + Self.columnGap
        }
        return RenderedContactSheet(image: image, columns: columns, firstFailingCategory: firstFailure)
    }

    /// The caption bar: "AX5 · Body 53 pt" over the findings at that size by severity; red with
    /// white text at the first failing size.
    private func drawCaption(_ category: ContentSizeCategory, findings: [Finding], isFirst: Bool, in rect: Rect, canvas: CairoCanvas,
                             text: TextPainter) throws {
        canvas.fill(rect, isFirst ? Palette.finding : Palette.caption, radius: 6)
        let color = isFirst ? Palette.screen : Palette.primaryText
        let title = try text.block(ScreenRenderer.caption(category), pointSize: 14, weight: .semibold, width: rect.width - 8, lineLimit: 1)
        var counts = Severity.allCases.reversed().compactMap { severity -> String? in
            let count = findings.filter { $0.severity == severity }.count
            return count == 0 ? nil : "\(count) \(severity.rawValue)\(count == 1 ? "" : "s")"
        }.joined(separator: " · ")
        if counts.isEmpty { counts = "no findings" }
        if isFirst { counts = "first failure · " + counts }
        let detail = try text.block(counts, pointSize: 11, width: rect.width - 8, lineLimit: 1)
        let top = rect.minY + (rect.height - title.height - detail.height - 2) / 2
        text.draw(title, at: Point(x: rect.minX, y: top), canvas: canvas, color: color, centredIn: rect.width)
        text.draw(detail, at: Point(x: rect.minX, y: top + title.height + 2), canvas: canvas, color: color, centredIn: rect.width)
    }

    /// "iPhone 16 · 28 findings: 24 errors, 4 warnings · first breaks at Medium (Body 16 pt)".
    static func summary(_ findings: [Finding], device: Device, firstFailure: ContentSizeCategory?) -> String {
        guard !findings.isEmpty else { return "\(device.name) · no findings at any size" }
        let breaks = firstFailure.map { " · first breaks at \($0.shortName) (Body \(PointText.number(TypeRamp<TextStyle>.iOS.pointSize(of: .body, at: $0) ?? 17)) pt)" }
            ?? " · no errors"
        return "\(device.name) · \(ScreenRenderer.countText(findings))\(breaks)"
    }

    /// Which fonts stood in for the platform's, as every report must say, or nil when none did:
    /// "Inter and InterDisplay stand in for SF Pro Text and SF Pro Display."
    static func standInNote(_ series: LayoutSeries) -> String? {
        var standIns: [String] = [], platformFonts: [String] = []
        for indexed in series.screens {
            for node in indexed.screen.nodes {
                guard let text = node.text, let platformFont = text.standsInFor else { continue }
                let family = String(text.fontName.split(separator: "-").first ?? "")
                if !standIns.contains(family) { standIns.append(family) }
                if !platformFonts.contains(platformFont) { platformFonts.append(platformFont) }
            }
        }
        guard !standIns.isEmpty else { return nil }
        func list(_ names: [String]) -> String { names.sorted().joined(separator: " and ") }
        return "Text measured and drawn in \(list(standIns)), standing in for \(list(platformFonts))."
    }

    private static func pixels(_ rect: Rect, _ scale: Double) -> Rect {
        Rect(x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale, height: rect.height * scale)
    }
}
