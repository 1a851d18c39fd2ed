/// What Apple publishes about visionOS typography. No per-category size table has been
/// published, so Reflow offers none rather than invent cells.
public enum VisionOSTypography {
    /// Default text size in points (HIG).
    public static let defaultTextSize: Double = ApplePlatform.visionOS.defaultTextSize
    /// Minimum recommended text size in points (HIG).
    public static let minimumTextSize: Double = ApplePlatform.visionOS.minimumTextSize
    /// The visionOS type ramp: nil, because the HIG prints no per-category table for it.
    public static let ramp: TypeRamp<TextStyle>? = nil
    /// visionOS shares the SF Pro tracking table with iOS and iPadOS (HIG).
    public static let tracking: TrackingTable = .sfPro
    /// The published facts, in Reflow's words, for reports and `reflow ramp --platform visionos`.
    public static let facts: [String] = [
        "System font: SF Pro, default text size 17 pt, minimum 12 pt.",
        "Body and title styles are heavier than on iOS; Extra Large Title 1 and 2 are added for editorial layouts.",
        "The SF Pro, SF Pro Rounded and New York tracking tables are shared with iOS and iPadOS.",
        "Apple publishes no per-category size or leading table for visionOS; Reflow leaves those cells empty.",
    ]
}
