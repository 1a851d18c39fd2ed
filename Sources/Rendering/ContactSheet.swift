import Audit
import DynamicType
import Findings
import LayoutEngine
import Typesetting

/// One screen at every size side by side: a row of columns xSmall … AX5, each the screen drawn
/// with its findings (scaled down) under a caption with the size and Body's point size at it, the
/// first size at which an error appears highlighted in red, and the screen's name and a summary
/// on top. Given a series laid out at Android's font scales, a second row does the same at
/// 85 % … 200 % ("200% · Body 29 dp"), with the Android audit's findings and its own first failure.
/// It draws the findings it is given; `Checking.AuditedPictures` audits a screen and draws its sheet.
///
/// ```swift
/// let series = try runner.layoutSeries(of: root, screenName: "Checkout")
/// let sheet = try ContactSheet(measurer: measurer).render(series, findings: try runner.findings(in: series))
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

    private static let margin = 24.0, captionHeight = 44.0
    fileprivate static let columnGap = 12.0

    /// A sheet drawn at `scale` pixels per point, with screens at `columnScale` of that.
    public init(measurer: HarfBuzzTextMeasurer, scale: Double = 2, columnScale: Double = 0.5) {
        self.measurer = measurer
        self.scale = scale
        self.columnScale = columnScale
    }

    /// Draws the sheet of a series already laid out and audited, and under it the row of
    /// `android`, the same screen laid out at Android font scales, when given (`findings` of
    /// other devices, directions or platforms are ignored).
    public func render(_ series: LayoutSeries, findings: [Finding], android: LayoutSeries? = nil) throws -> RenderedContactSheet {
        let text = TextPainter(measurer: measurer)
        let rows = try ([series] + (android.map { [$0] } ?? [])).map {
            try Row(series: $0, findings: findings, columnScale: columnScale, text: text)
        }
        let labelsRows = rows.count > 1

        // The heading: name, summary (one a row), fonts, legend.
        let margin = Self.margin
        let width = 2 * margin + (rows.map(\.width).max() ?? 0)
        let textWidth = width - 2 * margin
        var blocks: [(TextBlock, Point, RenderColor)] = []
        var y = margin
        func line(_ string: String, size: Double, weight: FontWeight = .regular, color: RenderColor = Palette.primaryText) throws {
            let block = try text.block(string, pointSize: size, weight: weight, width: textWidth)
            blocks.append((block, Point(x: margin, y: y), color))
            y += block.height + 4
        }
        try line(series.screenName, size: 24, weight: .bold)
        if !labelsRows {
            try line(rows[0].summary, size: 15, color: rows[0].firstFailure == nil ? Palette.primaryText : Palette.finding)
        }
        if let standIn = Self.standInNote(rows.map(\.series)) { try line(standIn, size: 12, color: Palette.secondaryText) }
        let allMarks = rows.flatMap { $0.drawings.flatMap(\.drawnMarks) }
        let legend = allMarks.isEmpty ? nil : try Legend(marks: allMarks, width: textWidth, text: text)
        let legendOrigin = Point(x: margin, y: y + 6)
        if let legend { y = legendOrigin.y + legend.size.height }

        // Each row: with more than one, its platform and summary over it; then its columns.
        var columnsTops: [Double] = []
        for (index, row) in rows.enumerated() {
            if labelsRows {
                y += index == 0 ? 18 : 30
                try line(row.series.isAndroid ? "Android font scale" : "iOS Dynamic Type", size: 18, weight: .bold)
                try line(row.summary, size: 15, color: row.firstFailure == nil ? Palette.primaryText : Palette.finding)
                y += 6
            } else {
                y += 18
            }
            columnsTops.append(y)
            y += Self.captionHeight + row.height
        }

        let height = y + margin
        let image = try RenderedImage(width: Int((width * scale).rounded(.up)), height: Int((height * scale).rounded(.up)))
        let canvas = try CairoCanvas(image: image, scale: scale, faces: faces)
        canvas.paint(Palette.screen)
        for (block, origin, color) in blocks { text.draw(block, at: origin, canvas: canvas, color: color) }
        legend?.draw(at: legendOrigin, on: canvas, text: text)

        var columns: [RenderedContactSheet.Column] = [], androidColumns: [RenderedContactSheet.Column] = []
        for (row, columnsTop) in zip(rows, columnsTops) {
            var x = margin
            for (indexed, (drawing, columnWidth)) in zip(row.series.screens, zip(row.drawings, row.columnWidths)) {
                let setting = indexed.setting
                let isFirst = setting == row.firstFailure
                let caption = Rect(x: x, y: columnsTop, width: columnWidth, height: Self.captionHeight)
                let screen = Rect(x: x, y: caption.maxY, width: columnWidth, height: drawing.size.height * columnScale)
                let shown = FindingOverlay.findings(row.findings, on: indexed.screen)
                let title = ScreenRenderer.caption(setting)
                try drawCaption(title, findings: shown, isFirst: isFirst, in: caption, canvas: canvas, text: text)
                try canvas.saved {
                    canvas.translate(screen.minX, screen.minY)
                    canvas.scale(columnScale)
                    try drawing.draw(on: canvas)
                }
                if isFirst {
                    let column = Rect(x: caption.minX, y: caption.minY, width: caption.width, height: screen.maxY - caption.minY)
                    canvas.stroke(
                        Rect(x: column.minX - 2, y: column.minY - 2, width: column.width + 4, height: column.height + 4), Palette.finding,
                        width: 4, radius: 6)
                }
                let column = RenderedContactSheet.Column(
                    setting: setting, caption: title, captionFrame: Self.pixels(caption, scale),
                    screenFrame: Self.pixels(screen, scale), isFirstFailure: isFirst, marks: drawing.marks)
                if setting.isAndroid { androidColumns.append(column) } else { columns.append(column) }
                x += columnWidth + Self.columnGap
            }
        }
        let firstFailures = rows.compactMap(\.firstFailure)
        return RenderedContactSheet(
            image: image, columns: columns, androidColumns: androidColumns,
            firstFailingCategory: firstFailures.lazy.compactMap(\.category).first,
            firstFailingAndroidScale: firstFailures.lazy.compactMap(\.androidFontScale).first)
    }

    /// One series' row: its findings, its first failing size, and each size's drawing.
    private struct Row {
        let series: LayoutSeries
        /// The findings of the series' device, direction and platform (iOS categories or Android scales).
        let findings: [Finding]
        /// The first size at which an error appears, or nil.
        let firstFailure: SizeSetting?
        let drawings: [ScreenDrawing]
        let columnWidths: [Double]
        /// The row's width and its tallest drawing's height, in sheet points.
        let width: Double, height: Double
        /// "iPhone 16 · 28 findings: 24 errors, 4 warnings · first breaks at xSmall (Body 14 pt)".
        let summary: String

        init(series: LayoutSeries, findings: [Finding], columnScale: Double, text: TextPainter) throws {
            self.series = series
            let relevant = findings.filter { finding in
                guard let context = finding.context else { return false }
                return context.device == series.device.name && context.layoutDirection == series.layoutDirection
                    && context.isAndroid == series.isAndroid
            }
            self.findings = relevant
            firstFailure = relevant.filter { $0.severity == .error }.compactMap(\.context?.firstSize).min()
            drawings = try series.screens.map { indexed in
                try ScreenDrawing(
                    screen: indexed.screen, findings: relevant, title: nil, subtitle: nil, showsFindings: true, showsLegend: false,
                    maximumOffscreenExtent: 600, text: text)
            }
            columnWidths = drawings.map { $0.size.width * columnScale }
            width = columnWidths.reduce(0, +) + ContactSheet.columnGap * Double(max(drawings.count - 1, 0))
            height = drawings.map { $0.size.height * columnScale }.max() ?? 0
            summary = ContactSheet.summary(
                relevant, deviceName: FindingContext.deviceLabel(series.device.name, at: series.defaultSetting),
                firstFailure: firstFailure)
        }
    }

    /// The caption bar: "AX5 · Body 53 pt" (or "200% · Body 29 dp") over the findings at that size
    /// by severity; red with white text at the first failing size.
    private func drawCaption(
        _ caption: String, findings: [Finding], isFirst: Bool, in rect: Rect, canvas: CairoCanvas,
        text: TextPainter
    ) throws {
        canvas.fill(rect, isFirst ? Palette.finding : Palette.caption, radius: 6)
        let color = isFirst ? Palette.screen : Palette.primaryText
        let title = try text.block(caption, pointSize: 14, weight: .semibold, width: rect.width - 8, lineLimit: 1)
        var counts = Severity.allCases.reversed().compactMap { severity -> String? in
            let count = findings.filter { $0.severity == severity }.count
            return count == 0 ? nil : "\(Wording.counted(count, severity.rawValue))"
        }.joined(separator: " · ")
        if counts.isEmpty { counts = "no findings" }
        if isFirst { counts = "first failure · " + counts }
        let detail = try text.block(counts, pointSize: 11, width: rect.width - 8, lineLimit: 1)
        let top = rect.minY + (rect.height - title.height - detail.height - 2) / 2
        text.draw(title, at: Point(x: rect.minX, y: top), canvas: canvas, color: color, centredIn: rect.width)
        text.draw(detail, at: Point(x: rect.minX, y: top + title.height + 2), canvas: canvas, color: color, centredIn: rect.width)
    }

    /// "iPhone 16 · 28 findings: 24 errors, 4 warnings · first breaks at Medium (Body 16 pt)", or
    /// for an Android series "iPhone 16 (Android scale) · 4 findings: … · first breaks at 85% (Body 14.45 dp)".
    static func summary(_ findings: [Finding], deviceName: String, firstFailure: SizeSetting?) -> String {
        guard !findings.isEmpty else { return "\(deviceName) · no findings at any size" }
        let breaks =
            firstFailure.map { setting in
                " · first breaks at \(setting.category?.shortName ?? setting.name) (\(ScreenRenderer.bodyText(setting)))"
            } ?? " · no errors"
        return "\(deviceName) · \(ScreenRenderer.countText(findings))\(breaks)"
    }

    /// Which fonts stood in for the platform's, as every report must say, or nil when none did:
    /// "Inter and InterDisplay stand in for SF Pro Text and SF Pro Display."
    static func standInNote(_ series: [LayoutSeries]) -> String? {
        var standIns: [String] = [], platformFonts: [String] = []
        for indexed in series.flatMap(\.screens) {
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
