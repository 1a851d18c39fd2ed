import DynamicType
import Testing

/// Properties the whole curve keeps, sampled densely rather than at chosen points.
@Suite("Android font-scale curve invariants")
struct FontScaleCurveInvariantTests {
    static let scales: [Double] = [0.85, 1.0, 1.05, 1.1, 1.13, 1.14, 1.15, 1.2, 1.3, 1.4, 1.5, 1.65, 1.8, 1.9, 2.0, 2.5]
    static let spSamples: [Double] = (0...480).map { Double($0) * 0.25 }  // 0 … 120 sp

    @Test(
        "the curve passes through every table point and is continuous there",
        arguments: ["1.15", "1.3", "1.5", "1.8", "2.0"])
    func passesThroughTablePoints(scaleName: String) {
        let scaling = AndroidTextScaling(fontScale: Double(scaleName)!)
        for (sp, dp) in zip(AndroidFixture.fromSp, AndroidFixture.toDp(scaleName)) {
            #expect(scaling.dp(forSp: sp) == dp)
            #expect(ScaleApprox.equal(scaling.dp(forSp: sp - 1e-7), dp, within: 1e-6))
            #expect(ScaleApprox.equal(scaling.dp(forSp: sp + 1e-7), dp, within: 1e-6))
        }
    }

    @Test("continuous and non-decreasing in sp, and invertible", arguments: scales, FontScaleConverterVariant.allCases)
    func continuousMonotonicInvertible(fontScale: Double, variant: FontScaleConverterVariant) {
        let scaling = AndroidTextScaling(fontScale: fontScale, variant: variant)
        let dp = Self.spSamples.map(scaling.dp(forSp:))
        // No segment is steeper than 2 dp per sp (16/8, (34 − 30)/2, (22 − 18)/2), nor than the scale itself.
        let bound = 0.25 * max(2, fontScale) + 1e-9
        for i in 1..<dp.count {
            #expect(dp[i] - dp[i - 1] >= 0, "\(Self.spSamples[i]) sp at \(fontScale)")
            #expect(dp[i] - dp[i - 1] <= bound, "\(Self.spSamples[i]) sp at \(fontScale)")
        }
        for (sp, value) in zip(Self.spSamples, dp) {
            #expect(ScaleApprox.equal(scaling.sp(forDp: value), sp), "\(sp) sp at \(fontScale)")
        }
    }

    @Test("non-decreasing in fontScale across the tables", arguments: FontScaleConverterVariant.allCases)
    func monotonicInFontScale(variant: FontScaleConverterVariant) {
        // The curves start at 1.15 (platform) and 1.03 (Compose); below that both are linear and
        // larger than the first curve for big text (see FontScaleConverterFactoryTests.documentedDrop).
        let first = variant == .platform ? 115 : 103
        let scales = (first...200).map { Double($0) / 100 }
        let sizes = (0...240).map { Double($0) * 0.5 }
        var previous = sizes.map { AndroidTextScaling.dp(forSp: $0, fontScale: scales[0], variant: variant) }
        for fontScale in scales.dropFirst() {
            let scaling = AndroidTextScaling(fontScale: fontScale, variant: variant)
            let current = sizes.map(scaling.dp(forSp:))
            for (index, size) in sizes.enumerated() {
                #expect(current[index] >= previous[index] - 1e-12, "\(size) sp from \(fontScale - 0.01) to \(fontScale)")
            }
            previous = current
        }
    }

    @Test(
        "from 1.15 to 2.0, text is never shrunk and 100 sp and up is never enlarged",
        arguments: [1.15, 1.2, 1.3, 1.4, 1.5, 1.65, 1.8, 1.9, 2.0])
    func boundsOfTheCurve(fontScale: Double) {
        let scaling = AndroidTextScaling(fontScale: fontScale)
        for sp in Self.spSamples {
            #expect(scaling.dp(forSp: sp) >= sp - 1e-12)
        }
        #expect(scaling.dp(forSp: 100) == 100)
        #expect(ScaleApprox.equal(scaling.dp(forSp: 120), 120))
    }
}
