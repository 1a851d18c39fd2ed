import CFreeType

extension GlyphOutline {
    /// `outline` as FreeType decomposes it (implied on-curve points made explicit), from 26.6
    /// pixels at `pixelsPerEm` to ems with y down.
    init(_ outline: FT_Outline, pixelsPerEm: (x: Double, y: Double)) {
        let builder = Builder(xScale: 1 / (64 * pixelsPerEm.x), yScale: -1 / (64 * pixelsPerEm.y))
        var outline = outline
        var steps = FT_Outline_Funcs(
            move_to: { to, user in Builder.from(user).move(to!.pointee) },
            line_to: { to, user in Builder.from(user).line(to!.pointee) },
            conic_to: { control, to, user in Builder.from(user).quadratic(control!.pointee, to!.pointee) },
            cubic_to: { control1, control2, to, user in Builder.from(user).cubic(control1!.pointee, control2!.pointee, to!.pointee) },
            shift: 0, delta: 0)
        // FreeType only fails on a malformed outline; what was decomposed until then is kept.
        withExtendedLifetime(builder) {
            _ = FT_Outline_Decompose(&outline, &steps, Unmanaged.passUnretained(builder).toOpaque())
        }
        self.init(elements: builder.finished())
    }

    /// Collects FreeType's decomposition callbacks into elements, closing each contour.
    private final class Builder {
        private let xScale: Double, yScale: Double
        private var elements: [Element] = []
        private var isOpen = false

        init(xScale: Double, yScale: Double) {
            self.xScale = xScale
            self.yScale = yScale
        }

        static func from(_ user: UnsafeMutableRawPointer?) -> Builder {
            Unmanaged<Builder>.fromOpaque(user!).takeUnretainedValue()
        }

        func move(_ to: FT_Vector) -> Int32 {
            closeContour()
            elements.append(.move(to: point(to)))
            isOpen = true
            return 0
        }

        func line(_ to: FT_Vector) -> Int32 {
            elements.append(.line(to: point(to)))
            return 0
        }

        func quadratic(_ control: FT_Vector, _ to: FT_Vector) -> Int32 {
            elements.append(.quadratic(control: point(control), to: point(to)))
            return 0
        }

        func cubic(_ control1: FT_Vector, _ control2: FT_Vector, _ to: FT_Vector) -> Int32 {
            elements.append(.cubic(control1: point(control1), control2: point(control2), to: point(to)))
            return 0
        }

        func finished() -> [Element] {
            closeContour()
            return elements
        }

        private func closeContour() {
            if isOpen { elements.append(.close) }
            isOpen = false
        }

        private func point(_ vector: FT_Vector) -> Point {
            Point(x: Double(vector.x) * xScale, y: Double(vector.y) * yScale)
        }
    }
}
