/// One role of the Material 3 type scale: its size, line height, weight, typeface and letter
/// spacing, all in sp (so all of them scale with the font scale on Android).
public struct MaterialTypeStyle: Hashable, Sendable {
    /// The role this row describes.
    public let role: MaterialTypeRole
    /// Font size in sp.
    public let size: Double
    /// Line height in sp.
    public let lineHeight: Double
    /// The weight token of the baseline scale.
    public let weight: FontWeight
    /// The typeface token (brand or plain).
    public let typeface: MaterialTypeface
    /// Letter spacing of the M3 2021 baseline, in sp.
    public let baselineTracking: Double
    /// Letter spacing of Compose's tokens, in sp.
    public let composeTracking: Double
    /// Flutter's `TextStyle.height` for the role: line height over size, rounded as Flutter's generator prints it.
    public let flutterHeight: Double
    /// Compose's emphasized weight (M3 Expressive, provisional in the source); nil where the source was not read.
    public let emphasizedWeight: FontWeight?
    /// Compose's emphasized letter spacing in sp; nil where the source was not read.
    public let emphasizedTracking: Double?

    /// A row of a type scale; public so that an app can describe its own brand scale.
    public init(
        role: MaterialTypeRole, size: Double, lineHeight: Double, weight: FontWeight, typeface: MaterialTypeface,
        baselineTracking: Double, composeTracking: Double, flutterHeight: Double,
        emphasizedWeight: FontWeight?, emphasizedTracking: Double?
    ) {
        self.role = role
        self.size = size
        self.lineHeight = lineHeight
        self.weight = weight
        self.typeface = typeface
        self.baselineTracking = baselineTracking
        self.composeTracking = composeTracking
        self.flutterHeight = flutterHeight
        self.emphasizedWeight = emphasizedWeight
        self.emphasizedTracking = emphasizedTracking
    }

    /// Letter spacing in sp under one of the published revisions.
    public func tracking(_ variant: MaterialTracking) -> Double {
        switch variant {
        case .baseline: baselineTracking
        case .compose: composeTracking
        case .latest: 0
        }
    }

    /// material-web expresses the scale in rem at 16 px per rem; these give its numbers back.
    private static let pixelsPerRem = 16.0

    /// The size as material-web writes it, in rem.
    public var sizeRem: Double { size / Self.pixelsPerRem }

    /// The line height as material-web writes it, in rem.
    public var lineHeightRem: Double { lineHeight / Self.pixelsPerRem }

    /// The baseline letter spacing as material-web v0.192 writes it, in rem.
    public var baselineTrackingRem: Double { baselineTracking / Self.pixelsPerRem }
}
