import TextMeasurement

extension LayoutPass {
    /// SwiftUI's default gap between two neighbours in a stack without explicit spacing
    /// (swiftui-layout.md §1.3, §1.4), the largest gap any pair of what they show at the facing
    /// edges asks for:
    /// 1. next to a Spacer: 0 (its spacing is 0 and the others publish nothing uncategorised);
    /// 2. across an HStack: 8 (text publishes no horizontal category);
    /// 3. in a VStack, between two non-text views: 8;
    /// 4. a view above text: the text's line spacing minus its ascender;
    /// 5. text above a view: the larger of line spacing minus cap height and text spacing plus
    ///    descender;
    /// 6. text above text: the font's leading, 0 for SF Pro [UNVERIFIED: gated by a semantics flag].
    /// Line spacing is line height plus text spacing (a tenth of the line height, ceiled to the
    /// pixel grid); every gap is ceiled to the pixel grid.
    func spacing(between first: LayoutNode, and second: LayoutNode, axis: Axis, _ environment: LayoutEnvironment) throws -> Double {
        var before = edgeContents(of: first, environment, axis: axis, trailing: true)
        var after = edgeContents(of: second, environment, axis: axis, trailing: false)
        if before.isEmpty { before = [.view] }
        if after.isEmpty { after = [.view] }
        var gap = 0.0
        for above in before {
            for below in after {
                gap = Swift.max(gap, try distance(from: above, to: below, axis: axis))
            }
        }
        return gap
    }

    /// What a view shows at one edge, as stack spacing sees it.
    enum EdgeContent: Equatable {
        /// A Spacer.
        case spacer
        /// Anything that publishes no text metrics there.
        case view
        /// A text, in the environment it is drawn in.
        case text(String, LayoutEnvironment)
    }

    /// The pairwise rule of `spacing(between:)`.
    private func distance(from above: EdgeContent, to below: EdgeContent, axis: Axis) throws -> Double {
        switch (above, below) {
        case (.spacer, _), (_, .spacer): return 0
        case _ where axis == .horizontal: return Self.defaultSpacing
        case (.view, .view): return Self.defaultSpacing
        case (.view, .text(let string, let environment)):
            let text = try textMetrics(string, environment)
            return PixelGrid.iPhone.ceil(text.lineSpacing - text.ascender)
        case (.text(let string, let environment), .view):
            let text = try textMetrics(string, environment)
            return PixelGrid.iPhone.ceil(Swift.max(text.lineSpacing - text.capHeight, text.textSpacing + text.descender))
        case (.text, .text): return 0
        }
    }

    /// What `node` shows at its leading/top (`trailing` false) or trailing/bottom edge along
    /// `axis`. Modifiers that keep a view's spacing are looked through; padding and frames reset
    /// the spacing of the edges they touch (SwiftUI's `NoSpacingProjectedPadding`) except a
    /// Spacer's, which projects through; a stack along the axis shows its first or last child,
    /// any other container the union of its children.
    func edgeContents(of node: LayoutNode, _ environment: LayoutEnvironment, axis: Axis, trailing: Bool) -> [EdgeContent] {
        guard let (node, environment) = resolved(node, environment) else { return [] }
        let inner = childEnvironment(of: node, environment)
        func content(_ index: Int = 0) -> [EdgeContent] {
            node.children.indices.contains(index) ? edgeContents(of: node.children[index], inner, axis: axis, trailing: trailing) : []
        }
        func union() -> [EdgeContent] {
            node.children.flatMap { edgeContents(of: $0, inner, axis: axis, trailing: trailing) }
        }
        func edgeChild() -> [EdgeContent] {
            let shown = node.children.filter { resolved($0, inner) != nil }
            guard let child = trailing ? shown.last : shown.first else { return [] }
            return edgeContents(of: child, inner, axis: axis, trailing: trailing)
        }
        func reset(_ touched: Bool) -> [EdgeContent] {
            let inside = content()
            return touched ? (inside == [.spacer] ? [.spacer] : [.view]) : inside
        }
        switch node.view.kind {
        case .text(let string):
            return axis == .vertical ? [.text(string, environment)] : [.view]
        case .spacer:
            return [.spacer]
        case .environment, .hidden, .offset, .background, .overlay, .clipped, .fixedSize, .safeAreaInset, .keepsLargestSize:
            return content()
        case .padding(let insets):
            let inset = axis == .horizontal ? (trailing ? insets.trailing : insets.leading) : (trailing ? insets.bottom : insets.top)
            return reset(inset != 0)
        case .frame(let width, let height, _):
            return reset((axis == .horizontal ? width : height) != nil)
        case .scaledFrame(let width, let height, _):
            return reset((axis == .horizontal ? width : height) != nil)
        case .flexibleFrame(let frame):
            let bounds =
                axis == .horizontal
                ? [frame.minWidth, frame.idealWidth, frame.maxWidth] : [frame.minHeight, frame.idealHeight, frame.maxHeight]
            return reset(bounds.contains { $0 != nil })
        case .stack(let stackAxis, _, _):
            return stackAxis == axis ? edgeChild() : union()
        case .label:
            return axis == .horizontal ? edgeChild() : union()
        case .anyLayout:
            return inner.stackAxis == axis ? edgeChild() : union()
        case .zStack:
            return union()
        default:
            return [.view]
        }
    }

    /// Font metrics of a text for spacing: ascender, descender, cap height and line spacing.
    private func textMetrics(_ string: String, _ environment: LayoutEnvironment) throws -> TextSpacingMetrics {
        let (measured, _) = try measureText(string.isEmpty ? " " : string, .unspecified, environment)
        let ascender = measured.firstBaseline
        let lineHeight = measured.lineHeight
        let textSpacing = PixelGrid.iPhone.ceil(0.1 * lineHeight)
        return TextSpacingMetrics(
            ascender: ascender, descender: lineHeight - ascender, capHeight: Self.capHeightRatio * measured.pointSize,
            textSpacing: textSpacing, lineSpacing: lineHeight + textSpacing)
    }

    /// SF Pro's cap height over its point size (1443 / 2048 units) [UNVERIFIED for other fonts].
    static let capHeightRatio = 0.7046
}

/// What stack spacing reads from a text's font.
struct TextSpacingMetrics {
    var ascender: Double
    var descender: Double
    var capHeight: Double
    var textSpacing: Double
    var lineSpacing: Double
}
