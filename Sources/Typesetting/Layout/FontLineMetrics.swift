import TextMeasurement

/// Ascent, descent and line height of a face at a size, following the face's line-height model.
struct FontLineMetrics: Equatable {
    var ascent: Double
    var descent: Double
    var lineHeight: Double

    /// The metrics of `font` at `pointSize`.
    init(font: ShapingFont, model: LineHeightModel, pointSize: Double) {
        switch model {
        case .sfPro:
            ascent = LineHeightModel.sfProAscender * pointSize
            descent = LineHeightModel.sfProDescender * pointSize
            lineHeight = ascent + descent
        case .natural:
            let metrics = font.verticalMetrics
            let scale = pointSize / Double(font.face.unitsPerEm)
            ascent = metrics.ascender * scale
            descent = -metrics.descender * scale
            lineHeight = ascent + descent + max(metrics.lineGap, 0) * scale
        }
    }
}
