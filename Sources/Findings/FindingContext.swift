import DynamicType

/// Where a finding from a laid-out screen holds: the screen, device, direction and sizes.
///
/// A finding from reading source (a lint rule) has none; `Finding.context` is nil for it.
public struct FindingContext: Hashable, Sendable, Codable {
    /// The screen's name.
    public var screen: String
    /// The device and orientation (`iPhone 16`, `iPhone SE landscape`).
    public var device: String
    /// The direction the screen was laid out in.
    public var layoutDirection: LayoutDirection
    /// The size the message and measurements describe: the smallest at which it holds.
    public var firstSize: SizeSetting
    /// Every size at which it holds, smallest first.
    public var sizes: [SizeSetting]

    /// A context with every field given; `sizes` defaults to `firstSize` alone.
    public init(
        screen: String, device: String, layoutDirection: LayoutDirection = .leftToRight, firstSize: SizeSetting,
        sizes: [SizeSetting]? = nil
    ) {
        self.screen = screen
        self.device = device
        self.layoutDirection = layoutDirection
        self.firstSize = firstSize
        self.sizes = sizes ?? [firstSize]
    }

    /// Whether the sizes are Android font scales rather than iOS categories.
    public var isAndroid: Bool { firstSize.isAndroid }

    /// The device as reports name it: `iPhone 16`, or `iPhone 16 (Android scale)` when the screen
    /// was laid out at Android font scales.
    public var deviceLabel: String { Self.deviceLabel(device, at: firstSize) }

    /// `device` as reports name it at `size`: `iPhone 16`, or `iPhone 16 (Android scale)` at an Android font scale.
    public static func deviceLabel(_ device: String, at size: SizeSetting) -> String {
        size.isAndroid ? "\(device) (Android scale)" : device
    }
}
