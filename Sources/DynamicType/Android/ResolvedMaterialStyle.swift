/// A Material 3 role as it renders at one Android font scale: size and line height in dp.
public struct ResolvedMaterialStyle: Hashable, Sendable {
    /// The unscaled style (sizes in sp).
    public let style: MaterialTypeStyle
    /// The font scale the sizes were resolved at.
    public let fontScale: Double
    /// Font size in dp.
    public let size: Double
    /// Line height in dp.
    public let lineHeight: Double
    /// Letter spacing in sp, as specified: whether it scales depends on the toolkit, so it is not converted here.
    public let tracking: Double

    /// A resolved style; normally made by `MaterialTypeScale.resolve`.
    public init(style: MaterialTypeStyle, fontScale: Double, size: Double, lineHeight: Double, tracking: Double) {
        self.style = style
        self.fontScale = fontScale
        self.size = size
        self.lineHeight = lineHeight
        self.tracking = tracking
    }

    /// The role resolved.
    public var role: MaterialTypeRole { style.role }

    /// The weight, which font scaling leaves alone.
    public var weight: FontWeight { style.weight }

    /// How much the size grew (1.75 for 16 sp → 28 dp); below the font scale for large text, on purpose.
    public var effectiveScale: Double { style.size == 0 ? 0 : size / style.size }
}
