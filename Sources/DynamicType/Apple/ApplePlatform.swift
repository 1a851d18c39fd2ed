/// An Apple platform whose typography Reflow knows, with the HIG's default and minimum text sizes.
public enum ApplePlatform: String, CaseIterable, Hashable, Sendable {
    case iOS
    case iPadOS
    case watchOS
    case macOS
    case tvOS
    case visionOS

    /// The platform's default body text size in points (HIG "Ensuring legibility").
    public var defaultTextSize: Double {
        switch self {
        case .iOS, .iPadOS, .visionOS: 17
        case .watchOS: 16
        case .macOS: 13
        case .tvOS: 29
        }
    }

    /// The smallest text size the HIG recommends on the platform, in points.
    public var minimumTextSize: Double {
        switch self {
        case .iOS, .iPadOS: 11
        case .watchOS, .visionOS: 12
        case .macOS: 10
        case .tvOS: 23
        }
    }

    /// Whether people can change the text size on this platform (macOS and tvOS have fixed styles).
    public var supportsDynamicType: Bool {
        switch self {
        case .iOS, .iPadOS, .watchOS, .visionOS: true
        case .macOS, .tvOS: false
        }
    }
}
