import LayoutEngine

extension Rect {
    /// The horizontal centre.
    var midX: Double { minX + width / 2 }
    /// The vertical centre.
    var midY: Double { minY + height / 2 }
}
