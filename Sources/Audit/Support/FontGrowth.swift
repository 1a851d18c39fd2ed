import DynamicType
import LayoutEngine

/// How big a font would be at a size with no caps, so checks can tell text that stopped growing
/// from text whose style simply grows little.
enum FontGrowth {
    /// The point size `font` has at `category` if nothing caps it. Fixed sizes are measured
    /// against what Body would do: a fixed 17 pt text "should" grow as Body does.
    static func uncappedPointSize(of font: FontSpec, at category: ContentSizeCategory) -> Double {
        switch font.source {
        case .style(let style):
            return TypeRamp<TextStyle>.iOS.pointSize(of: style, at: category) ?? 17 * bodyGrowth(at: category)
        case .custom(_, let size, let style):
            return FontMetrics(textStyle: style).scaledFontSize(size, at: category)
        case .scaled(let metric):
            // Its bounds (`min(size, 20)`) are what caps it: uncapped, it grows as its style does.
            return metric.metrics.scaledValue(for: metric.baseValue, at: category)
        case .fixed(let size), .customFixed(_, let size):
            return size * bodyGrowth(at: category)
        }
    }

    /// The size `font` has at `setting` if nothing caps it: as above for a category; at an Android
    /// scale, a style's (Large) size or a custom font's size as sp on Android's curve, and a fixed
    /// size grown as Body's 17 sp grows.
    static func uncappedPointSize(of font: FontSpec, at setting: SizeSetting) -> Double {
        switch setting {
        case .category(let category):
            return uncappedPointSize(of: font, at: category)
        case .androidFontScale(let scale):
            let scaling = AndroidTextScaling(scale)
            switch font.source {
            case .style(let style):
                return scaling.dp(forSp: TypeRamp<TextStyle>.iOS.pointSize(of: style, at: .default) ?? 17)
            case .custom(_, let size, _):
                return scaling.dp(forSp: size)
            case .scaled(let metric):
                return scaling.dp(forSp: metric.baseValue)
            case .fixed(let size), .customFixed(_, let size):
                return size * scaling.dp(forSp: 17) / 17
            }
        }
    }

    /// Body's size at `category` over its size at the default.
    static func bodyGrowth(at category: ContentSizeCategory) -> Double {
        let ramp = TypeRamp<TextStyle>.iOS
        guard let here = ramp.pointSize(of: .body, at: category), let base = ramp.pointSize(of: .body, at: .default), base > 0 else {
            return 1
        }
        return here / base
    }

    /// How `font` is written, for messages (`.system(size: 17)`, `.body`).
    static func spelling(of font: FontSpec) -> String {
        switch font.source {
        case .style(let style): ".\(style.swiftUIName)"
        case .fixed(let size): ".system(size: \(PointFormatting.text(size)))"
        case .custom(let name, let size, let style):
            ".custom(\"\(name)\", size: \(PointFormatting.text(size)), relativeTo: .\(style.swiftUIName))"
        case .customFixed(let name, let size): ".custom(\"\(name)\", fixedSize: \(PointFormatting.text(size)))"
        case .scaled(let metric):
            ".system(size: \(PointFormatting.text(metric.baseValue)) scaled relative to .\(metric.metrics.textStyle.swiftUIName)"
                + (metric.minimum.map { ", at least \(PointFormatting.text($0))" } ?? "")
                + (metric.maximum.map { ", at most \(PointFormatting.text($0))" } ?? "") + ")"
        }
    }
}
