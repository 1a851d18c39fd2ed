/// A colour glyph's picture (an emoji from Noto Color Emoji's CBDT strikes): premultiplied pixels
/// with where they sit relative to the glyph's origin, to be scaled to the size drawn.
public struct GlyphBitmap: Hashable, Sendable {
    /// Pixels across.
    public let width: Int
    /// Pixels down.
    public let height: Int
    /// `width` × `height` pixels, rows top to bottom, four bytes each in the order blue, green,
    /// red, alpha, colours premultiplied by alpha (FreeType's `FT_PIXEL_MODE_BGRA`).
    public let pixels: [UInt8]
    /// The pixels per em of the strike the bitmap comes from: drawn at `s` points, one pixel of it
    /// covers `s / pixelsPerEm` points.
    public let pixelsPerEm: Double
    /// The left edge, in ems right of the glyph's origin.
    public let left: Double
    /// The top edge, in ems below the baseline (negative: above it).
    public let top: Double

    /// A bitmap of `pixels` (premultiplied BGRA rows with no padding) placed at (`left`, `top`) ems.
    public init(width: Int, height: Int, pixels: [UInt8], pixelsPerEm: Double, left: Double, top: Double) {
        precondition(pixels.count == width * height * 4, "a bitmap needs four bytes per pixel")
        self.width = width
        self.height = height
        self.pixels = pixels
        self.pixelsPerEm = pixelsPerEm
        self.left = left
        self.top = top
    }
}
