/// A platform's built-in text styles at one fixed size each: macOS and tvOS have no Dynamic Type.
public struct FixedTypeScale<Style: RampStyle>: Sendable {
    /// One style's fixed values.
    public struct Row: Sendable {
        /// The style this row is for.
        public let style: Style
        /// The point size.
        public let size: Double
        /// The line height (leading) in points.
        public let leading: Double
        /// The regular weight.
        public let weight: FontWeight
        /// The weight with the bold (emphasized) trait.
        public let emphasizedWeight: FontWeight

        public init(style: Style, size: Double, leading: Double, weight: FontWeight, emphasizedWeight: FontWeight) {
            self.style = style
            self.size = size
            self.leading = leading
            self.weight = weight
            self.emphasizedWeight = emphasizedWeight
        }
    }

    /// The platform these styles belong to.
    public let platform: ApplePlatform
    /// One row per style, in the HIG's order.
    public let rows: [Row]
    /// SF Pro tracking for this platform.
    public let tracking: TrackingTable

    public init(platform: ApplePlatform, rows: [Row], tracking: TrackingTable) {
        self.platform = platform
        self.rows = rows
        self.tracking = tracking
    }

    /// Everything `style` resolves to; nil if the platform has no such style.
    public func metrics(of style: Style, emphasized: Bool = false) -> TextStyleMetrics? {
        guard let row = rows.first(where: { $0.style == style }) else { return nil }
        return TextStyleMetrics(
            pointSize: row.size, leading: row.leading,
            weight: emphasized ? row.emphasizedWeight : row.weight,
            tracking: tracking.tracking(atPointSize: row.size))
    }
}

extension FixedTypeScale where Style == TextStyle {
    /// macOS built-in text styles (HIG "macOS built-in text styles").
    public static let macOS = FixedTypeScale(
        platform: .macOS,
        rows: [
            Row(style: .largeTitle, size: 26, leading: 32, weight: .regular, emphasizedWeight: .bold),
            Row(style: .title1, size: 22, leading: 26, weight: .regular, emphasizedWeight: .bold),
            Row(style: .title2, size: 17, leading: 22, weight: .regular, emphasizedWeight: .bold),
            Row(style: .title3, size: 15, leading: 20, weight: .regular, emphasizedWeight: .semibold),
            Row(style: .headline, size: 13, leading: 16, weight: .bold, emphasizedWeight: .heavy),
            Row(style: .body, size: 13, leading: 16, weight: .regular, emphasizedWeight: .semibold),
            Row(style: .callout, size: 12, leading: 15, weight: .regular, emphasizedWeight: .semibold),
            Row(style: .subheadline, size: 11, leading: 14, weight: .regular, emphasizedWeight: .semibold),
            Row(style: .footnote, size: 10, leading: 13, weight: .regular, emphasizedWeight: .semibold),
            Row(style: .caption1, size: 10, leading: 13, weight: .regular, emphasizedWeight: .medium),
            Row(style: .caption2, size: 10, leading: 13, weight: .medium, emphasizedWeight: .semibold),
        ], tracking: .sfProMacOS)
}

extension FixedTypeScale where Style == TVTextStyle {
    /// tvOS built-in text styles (HIG "tvOS built-in text styles", newer capture: Caption 1 is
    /// Medium with a Bold emphasis; the 2023 capture printed Regular and Medium).
    public static let tvOS = FixedTypeScale(
        platform: .tvOS,
        rows: [
            Row(style: .title1, size: 76, leading: 96, weight: .medium, emphasizedWeight: .bold),
            Row(style: .title2, size: 57, leading: 66, weight: .medium, emphasizedWeight: .bold),
            Row(style: .title3, size: 48, leading: 56, weight: .medium, emphasizedWeight: .bold),
            Row(style: .headline, size: 38, leading: 46, weight: .medium, emphasizedWeight: .bold),
            Row(style: .subtitle1, size: 38, leading: 46, weight: .regular, emphasizedWeight: .medium),
            Row(style: .callout, size: 31, leading: 38, weight: .medium, emphasizedWeight: .bold),
            Row(style: .body, size: 29, leading: 36, weight: .medium, emphasizedWeight: .bold),
            Row(style: .caption1, size: 25, leading: 32, weight: .medium, emphasizedWeight: .bold),
            Row(style: .caption2, size: 23, leading: 30, weight: .medium, emphasizedWeight: .bold),
        ], tracking: .sfProMacOS)
}
