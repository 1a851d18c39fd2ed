/// Picks the `FontScaleConverter` Android uses for a font scale, as `FontScaleConverterFactory.forScale`
/// does in the framework (`.platform`) or in Jetpack Compose (`.compose`).
///
/// Tables are found by an integer key, `(int)(fontScale * 100)` computed in 32-bit float; the key,
/// and the thresholds compared against the float scale, are mirrored in `Float` here because that
/// is what decides which table a scale lands on (in `Double`, 1.15 × 100 truncates to 114).
/// Table values and interpolation stay in `Double`, so the shipped decimals come out exactly.
///
/// Android caches each interpolated table under its key, and cached tables become neighbours
/// for later look-ups, so on a device results can depend on which scales were used before: a
/// second scale with the same key (1.405 after 1.401) reuses the first one's table, and after
/// `forScale(2.5)` a look-up at 2.2 blends the 2.0 table with the cached linear 2.5 one (14 sp
/// gives 29.6 dp instead of 30.8). Reflow answers as a freshly started process does: every call
/// computes its own table from the five shipped ones.
public enum FontScaleConverterFactory {
    /// The key a scale is filed under: `(int)(fontScale * 100f)`, truncated like Java's cast
    /// (NaN → 0, out-of-range values saturate).
    public static func key(forScale fontScale: Double) -> Int {
        let product = Float(fontScale) * Float(100)
        if product.isNaN { return 0 }
        if product >= Float(Int32.max) { return Int(Int32.max) }
        if product <= Float(Int32.min) { return Int(Int32.min) }
        return Int(product)
    }

    /// Whether `forScale` hands out a converter at all; below this, SP scaling is `sp × fontScale`.
    public static func isNonLinearFontScalingActive(_ fontScale: Double, variant: FontScaleConverterVariant = .platform) -> Bool {
        switch variant {
        case .platform:
            // sMinScaleBeforeCurvesApplied = getScaleFromKey(first key) - 0.02f, i.e. 1.13.
            let firstScale = Float(keyedTables[0].key) / Float(100)
            return Float(fontScale) >= firstScale - Float(0.02)
        case .compose:
            return Float(fontScale) >= Float(1.03)
        }
    }

    /// The converter for a font scale, or nil when scaling should stay linear.
    ///
    /// 1. Below the variant's threshold: nil.
    /// 2. A shipped table under the scale's key: that table.
    /// 3. Above the last table, or (platform only) below the first: the linear table {1 → fontScale}.
    /// 4. Otherwise a table at `commonFontSizes` blended between the neighbours by
    ///    t = clamp((fontScale − low) / (high − low), 0, 1); Compose's low neighbour below
    ///    1.15 is the identity table at 1.0.
    public static func converter(
        forScale fontScale: Double,
        variant: FontScaleConverterVariant = .platform
    ) -> FontScaleConverter? {
        guard isNonLinearFontScalingActive(fontScale, variant: variant) else { return nil }
        let key = key(forScale: fontScale)
        if let exact = keyedTables.first(where: { $0.key == key }) {
            return exact.converter
        }
        let higherIndex = keyedTables.firstIndex(where: { $0.key > key }) ?? keyedTables.count
        let lowerIndex = higherIndex - 1
        guard higherIndex < keyedTables.count else { return .linear(fontScale) }

        let start: (scale: Double, converter: FontScaleConverter)
        if lowerIndex >= 0 {
            start = (scale(forKey: keyedTables[lowerIndex].key), keyedTables[lowerIndex].converter)
        } else {
            switch variant {
            case .platform: return .linear(fontScale)
            case .compose: start = (1.0, identityTable)
            }
        }
        let end = keyedTables[higherIndex]
        let t = AndroidMathUtils.constrainedMap(
            rangeMin: 0, rangeMax: 1, valueMin: start.scale,
            valueMax: scale(forKey: end.key), value: fontScale)
        return interpolated(from: start.converter, to: end.converter, at: t)
    }

    /// `getScaleFromKey`, in `Double` so that key 130 gives exactly 1.3.
    private static func scale(forKey key: Int) -> Double {
        Double(key) / 100
    }

    /// `createInterpolatedTableBetween`: both tables sampled at the common sizes, then blended.
    private static func interpolated(
        from start: FontScaleConverter, to end: FontScaleConverter,
        at t: Double
    ) -> FontScaleConverter {
        let dp = commonFontSizes.map { sp in
            AndroidMathUtils.lerp(start.convertSpToDp(sp), end.convertSpToDp(sp), t)
        }
        return FontScaleConverter(fromSp: commonFontSizes, toDp: dp)
    }
}
