/// Glyphs of one face at one size, shaped and positioned for drawing: what a renderer hands to
/// its font engine so that pictures show exactly the glyphs the layout measured.
public struct GlyphRun: Hashable, Sendable {
    /// Where a glyph's origin sits, in points from the line's start on its baseline (y down).
    public struct Position: Hashable, Sendable {
        /// Points to the right of the line's start.
        public var x: Double
        /// Points below the baseline (negative is above), HarfBuzz's y offset turned to screen direction.
        public var y: Double

        /// A position `x` points along and `y` points below the baseline.
        public init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }
    }

    /// The font file the glyphs come from.
    public var fontFile: String
    /// The face within the file (0 except in collections).
    public var faceIndex: Int
    /// The point size the glyphs are drawn at (after `minimumScaleFactor`).
    public var pointSize: Double
    /// The `wght` axis value set on a variable face, or nil for a static face.
    public var weightVariation: Double?
    /// Glyph ids in the face, in visual order (left to right).
    public var glyphs: [UInt32]
    /// Each glyph's origin, tracking and HarfBuzz offsets included.
    public var positions: [Position]
    /// Each glyph's cluster: the UTF-16 offset in the line's text of the character it draws.
    public var clusters: [Int]
    /// The tracking added after each cluster, in points.
    public var tracking: Double
    /// Whether the run reads right to left (its glyphs are still listed left to right).
    public var isRightToLeft: Bool
    /// Where the run starts, in points from the line's start.
    public var x: Double
    /// The run's advance, tracking included.
    public var width: Double

    /// A run as the shaper builds it.
    public init(
        fontFile: String, faceIndex: Int, pointSize: Double, weightVariation: Double?, glyphs: [UInt32], positions: [Position],
        clusters: [Int], tracking: Double, isRightToLeft: Bool, x: Double, width: Double
    ) {
        self.fontFile = fontFile
        self.faceIndex = faceIndex
        self.pointSize = pointSize
        self.weightVariation = weightVariation
        self.glyphs = glyphs
        self.positions = positions
        self.clusters = clusters
        self.tracking = tracking
        self.isRightToLeft = isRightToLeft
        self.x = x
        self.width = width
    }
}
