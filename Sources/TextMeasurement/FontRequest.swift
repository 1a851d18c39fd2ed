import DynamicType

/// The font a piece of text asks for, in the terms code uses: the system font in a design, or a
/// custom font by name or file, at a weight and a resolved point size.
public struct FontRequest: Hashable, Sendable {
    /// Which typeface.
    public enum Family: Hashable, Sendable {
        /// The platform's system font (SF Pro, Roboto) in a design.
        case system(FontDesign)
        /// A font by PostScript, full or family name (`Font.custom("Brand-Bold", …)`, `UIFont(name:)`).
        case named(String)
        /// A font file, and the face within it.
        case file(path: String, faceIndex: Int)
    }

    /// The typeface.
    public var family: Family
    /// The weight.
    public var weight: FontWeight
    /// Whether italic is asked for.
    public var italic: Bool
    /// The point size (dp on Android), already scaled for the size category.
    public var pointSize: Double
    /// Extra tracking in points, or nil for the platform's default (the SF tracking table for
    /// Apple's system font; none for custom fonts and Android).
    public var tracking: Double?
    /// Whose text stack to imitate.
    public var platform: TextPlatform

    /// A request that defaults to what `Text` uses: the regular, upright system font on iOS.
    public init(
        family: Family = .system(.default), weight: FontWeight = .regular, italic: Bool = false,
        pointSize: Double, tracking: Double? = nil, platform: TextPlatform = .iOS
    ) {
        self.family = family
        self.weight = weight
        self.italic = italic
        self.pointSize = pointSize
        self.tracking = tracking
        self.platform = platform
    }
}
