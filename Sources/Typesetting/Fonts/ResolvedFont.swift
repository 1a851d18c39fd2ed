/// The face chosen for a font request, and whether it stands in for the platform's own font.
public struct ResolvedFont: Sendable {
    /// The face used for shaping and metrics.
    public let face: FontFace
    /// The weight asked for (applied on the `wght` axis of a variable face).
    public let weight: Int
    /// The font the platform would use, when `face` only stands in for it ("SF Pro Text").
    public let standsInFor: String?
    /// How the line height is worked out for this font.
    public let lineHeightModel: LineHeightModel

    /// Whether a stand-in is being used, which every report must say.
    public var isStandIn: Bool { standsInFor != nil }
}
