/// A glyph's outline as a path of contours, in ems from the glyph's origin on the baseline, y down.
///
/// Multiplying by a point size gives points, the units `GlyphRun.Position` uses, and y grows
/// downwards as on screen, so a renderer places an outline at a glyph's position without flipping
/// it. The path is the font's own, unhinted: quadratic curves for TrueType outlines, cubic ones
/// for CFF. Contours wind as the font draws them and are meant to be filled with the non-zero rule.
public struct GlyphOutline: Hashable, Sendable {
    /// A point of the path, in ems.
    public struct Point: Hashable, Sendable {
        /// Ems to the right of the glyph's origin.
        public var x: Double
        /// Ems below the baseline (negative is above).
        public var y: Double

        /// The point `x` ems along and `y` ems below the baseline.
        public init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }
    }

    /// One step of the path.
    public enum Element: Hashable, Sendable {
        /// Starts a contour at the point.
        case move(to: Point)
        /// A straight segment to the point.
        case line(to: Point)
        /// A quadratic Bézier segment (TrueType's curves).
        case quadratic(control: Point, to: Point)
        /// A cubic Bézier segment (CFF's curves).
        case cubic(control1: Point, control2: Point, to: Point)
        /// Closes the contour back to where it started.
        case close
    }

    /// The box around every point of the path, control points included, in ems (y down).
    public struct Bounds: Hashable, Sendable {
        /// The leftmost x.
        public var minX: Double
        /// The highest point's y (the most negative: above the baseline).
        public var minY: Double
        /// The rightmost x.
        public var maxX: Double
        /// The lowest point's y.
        public var maxY: Double
    }

    /// The path, contour after contour, each opened by `.move` and ended by `.close`.
    public let elements: [Element]
    /// The control box (FreeType's `FT_Outline_Get_CBox`, which for a TrueType glyph is the box its
    /// `glyf` entry records), or nil for a glyph that draws nothing (a space).
    public let bounds: Bounds?

    /// An outline of `elements`; its bounds are computed from them.
    public init(elements: [Element]) {
        self.elements = elements
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func include(_ point: Point) {
            minX = min(minX, point.x); maxX = max(maxX, point.x)
            minY = min(minY, point.y); maxY = max(maxY, point.y)
        }
        for element in elements {
            switch element {
            case .move(let point), .line(let point): include(point)
            case .quadratic(let control, let point): include(control); include(point)
            case .cubic(let control1, let control2, let point): include(control1); include(control2); include(point)
            case .close: break
            }
        }
        bounds = minX <= maxX ? Bounds(minX: minX, minY: minY, maxX: maxX, maxY: maxY) : nil
    }

    /// The number of contours.
    public var contourCount: Int {
        elements.reduce(0) { count, element in
            if case .move = element { count + 1 } else { count }
        }
    }
}
