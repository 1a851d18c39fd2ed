/// Android's sp ⇄ dp conversion at one font scale, as `TypedValue.applyDimension` and
/// `deriveDimension` do for `COMPLEX_UNIT_SP`: through the converter when the factory gives one,
/// else linearly by `fontScale` (the old `scaledDensity`).
///
/// Which variant: `.platform` for Views, XML layouts and Flutter on Android; `.compose` for
/// Jetpack Compose `TextUnit.sp`. They differ only for scales between 1.03 and 1.15.
public struct AndroidTextScaling: Hashable, Sendable {
    /// The `Configuration.fontScale` this scaling is for.
    public let fontScale: Double
    /// The code path that chose the converter.
    public let variant: FontScaleConverterVariant
    /// The curve in effect, or nil when SP scaling is plain `sp × fontScale`.
    public let converter: FontScaleConverter?

    /// Looks the converter up once, so that converting many sizes does not rebuild a blended table each time.
    public init(fontScale: Double, variant: FontScaleConverterVariant = .platform) {
        self.fontScale = fontScale
        self.variant = variant
        self.converter = FontScaleConverterFactory.converter(forScale: fontScale, variant: variant)
    }

    /// Wraps a Settings value.
    public init(_ fontScale: AndroidFontScale, variant: FontScaleConverterVariant = .platform) {
        self.init(fontScale: fontScale.value, variant: variant)
    }

    /// The size in dp (density-independent) of a size in sp.
    public func dp(forSp sp: Double) -> Double {
        converter?.convertSpToDp(sp) ?? sp * fontScale
    }

    /// The size in sp that renders at `dp`; a zero scale maps everything to 0, as Android does.
    public func sp(forDp dp: Double) -> Double {
        if let converter { return converter.convertDpToSp(dp) }
        return fontScale == 0 ? 0 : dp / fontScale
    }

    /// The size in physical pixels on a screen of `density` (px per dp; 2.625 on a Pixel 7).
    public func px(forSp sp: Double, density: Double) -> Double {
        dp(forSp: sp) * density
    }

    /// The size in sp that renders at `px` pixels on a screen of `density`.
    public func sp(forPx px: Double, density: Double) -> Double {
        if let converter { return converter.convertDpToSp(px / density) }
        let scaledDensity = density * fontScale
        return scaledDensity == 0 ? 0 : px / scaledDensity
    }

    /// One-off conversion of a size in sp to dp.
    public static func dp(forSp sp: Double, fontScale: Double, variant: FontScaleConverterVariant = .platform) -> Double {
        AndroidTextScaling(fontScale: fontScale, variant: variant).dp(forSp: sp)
    }

    /// One-off conversion of a size in dp back to sp.
    public static func sp(forDp dp: Double, fontScale: Double, variant: FontScaleConverterVariant = .platform) -> Double {
        AndroidTextScaling(fontScale: fontScale, variant: variant).sp(forDp: dp)
    }
}
