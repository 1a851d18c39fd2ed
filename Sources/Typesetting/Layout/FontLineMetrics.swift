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

/// The device pixel grid heights are rounded up to: 1/3 pt on 3x iPhones, 1/2.625 dp on a
/// 420 dpi Android phone (Pixel 7).
public struct PixelGrid: Hashable, Sendable {
    /// Device pixels per point (or per dp).
    public let scale: Double

    /// A grid of `scale` device pixels per point (3 for current iPhones).
    public init(scale: Double) {
        self.scale = scale
    }

    /// `value` rounded up to a whole device pixel (values within a millionth of a pixel stay put).
    public func ceil(_ value: Double) -> Double {
        (value * scale - 1e-6).rounded(.up) / scale
    }
}
