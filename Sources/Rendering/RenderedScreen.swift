import DynamicType
import LayoutEngine

/// A screen drawn at one size: the picture, where the screen lies in it, and the findings marked.
public struct RenderedScreen: Sendable {
    /// The picture.
    public let image: RenderedImage
    /// The size category drawn.
    public let category: ContentSizeCategory
    /// Pixels per point.
    public let scale: Double
    /// Where the screen's top left corner lies in the picture, in points.
    public let screenOrigin: Point
    /// The findings drawn, with the regions they mark.
    public let marks: [FindingMark]

    /// The pixel (column, row) that shows the screen point `point`.
    public func pixel(for point: Point) -> (x: Int, y: Int) {
        (Int(((screenOrigin.x + point.x) * scale).rounded(.down)), Int(((screenOrigin.y + point.y) * scale).rounded(.down)))
    }

    /// The region of the picture, in pixels, that shows the screen region `rect`.
    public func pixelRect(for rect: Rect) -> Rect {
        Rect(
            x: (screenOrigin.x + rect.minX) * scale, y: (screenOrigin.y + rect.minY) * scale, width: rect.width * scale,
            height: rect.height * scale)
    }
}
