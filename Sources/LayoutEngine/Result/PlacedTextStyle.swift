/// How a placed text's font resolved.
public struct PlacedTextStyle: Hashable, Sendable {
    /// The font asked for.
    public var font: FontSpec
    /// The point size at this category (before `minimumScaleFactor`).
    public var pointSize: Double
    /// The size the same font has at the default category, for "does it scale" checks.
    public var defaultPointSize: Double
}
