import TextMeasurement
import Typesetting

/// A piece of text measured and shaped for drawing: its lines, their glyphs and its size.
struct TextBlock {
    /// The layout's lines and metrics.
    let measured: MeasuredText
    /// The glyphs of each shown line.
    let lines: [LineGlyphs]

    /// The width of the widest line.
    var width: Double { lines.map(\.width).max() ?? 0 }
    /// The height of all lines.
    var height: Double { measured.height }
}
