/// The props of a React Native `Text` that decide how it scales.
public struct ReactNativeTextAttributes: Hashable, Sendable {
    /// React Native's font size when a style sets none.
    public static let defaultFontSize: Double = 14

    /// `style.fontSize` in points, or nil when unset.
    public var fontSize: Double?
    /// `allowFontScaling` (true unless the code turns it off).
    public var allowFontScaling: Bool
    /// `maxFontSizeMultiplier`, already resolved against the parent's.
    public var maxFontSizeMultiplier: MaxFontSizeMultiplier
    /// `dynamicTypeRamp`: follow this iOS style's curve instead of the multiplier table.
    public var dynamicTypeRamp: TextStyle?

    public init(
        fontSize: Double? = nil, allowFontScaling: Bool = true,
        maxFontSizeMultiplier: MaxFontSizeMultiplier = .unlimited, dynamicTypeRamp: TextStyle? = nil
    ) {
        self.fontSize = fontSize
        self.allowFontScaling = allowFontScaling
        self.maxFontSizeMultiplier = maxFontSizeMultiplier
        self.dynamicTypeRamp = dynamicTypeRamp
    }
}

/// React Native's `maxFontSizeMultiplier` prop with its inheritance rules (PR #20915).
public enum MaxFontSizeMultiplier: Hashable, Sendable {
    /// Not set (`undefined`/NaN): the parent's value applies.
    case inherit
    /// `0`: no limit (the default at the root).
    case unlimited
    /// A cap on the multiplier; React Native honours values of 1 or more only.
    case maximum(Double)

    /// Reads the prop as JavaScript holds it: nil or NaN inherit, 0 means no limit.
    public init(prop: Double?) {
        guard let prop, !prop.isNaN else { self = .inherit; return }
        self = prop == 0 ? .unlimited : .maximum(prop)
    }

    /// This value on a child whose parent resolved to `parent`.
    public func resolved(inheriting parent: MaxFontSizeMultiplier) -> MaxFontSizeMultiplier {
        self == .inherit ? parent : self
    }

    /// The cap that applies, if any: values below 1 are ignored, as React Native's `>= 1.0` test does.
    public var limit: Double? {
        if case .maximum(let value) = self, value >= 1 { return value }
        return nil
    }
}
