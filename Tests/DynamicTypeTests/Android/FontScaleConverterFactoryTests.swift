import DynamicType
import Testing

@Suite("FontScaleConverterFactory")
struct FontScaleConverterFactoryTests {
    @Test("ships the reference's five tables at the reference's sp points")
    func tablesMatchFixture() {
        let tables = FontScaleConverterFactory.lookupTables
        #expect(tables.map(\.fontScale) == AndroidFixture.tableScaleNames.map { Double($0)! })
        #expect(FontScaleConverterFactory.commonFontSizes == AndroidFixture.fromSp)
        for (scale, converter) in tables {
            let name = AndroidFixture.tableScaleNames.first { Double($0)! == scale }!
            #expect(converter.fromSp == AndroidFixture.fromSp)
            #expect(converter.toDp == AndroidFixture.toDp(name), "table \(name)")
        }
    }

    @Test(
        "every table point at every scale, sp → dp and back, in both variants",
        arguments: ["1.15", "1.3", "1.5", "1.8", "2.0"], FontScaleConverterVariant.allCases)
    func everyTablePoint(scaleName: String, variant: FontScaleConverterVariant) {
        let fontScale = Double(scaleName)!
        let expectedDp = AndroidFixture.toDp(scaleName)
        for (sp, dp) in zip(AndroidFixture.fromSp, expectedDp) {
            #expect(
                ScaleApprox.equal(AndroidTextScaling.dp(forSp: sp, fontScale: fontScale, variant: variant), dp),
                "\(sp) sp at \(scaleName)")
            #expect(
                ScaleApprox.equal(AndroidTextScaling.sp(forDp: dp, fontScale: fontScale, variant: variant), sp),
                "\(dp) dp at \(scaleName)")
        }
    }

    @Test("the key is computed in Float: 1.15 files under 115, where Double would truncate to 114")
    func keyMirrorsFloatArithmetic() {
        #expect(FontScaleConverterFactory.key(forScale: 1.15) == 115)
        #expect(Int(1.15 * 100.0) == 114)
        #expect(
            AndroidFontScale.settingsValues.map { FontScaleConverterFactory.key(forScale: $0.value) }
                == [85, 100, 115, 130, 150, 180, 200])
        #expect(FontScaleConverterFactory.key(forScale: 1.4) == 140)
        #expect(FontScaleConverterFactory.key(forScale: .nan) == 0)
        #expect(FontScaleConverterFactory.key(forScale: 1e12) == Int(Int32.max))
    }

    @Test("platform: nonlinear from 1.13 (first table − 0.02), linear stand-in until 1.15")
    func platformThreshold() {
        #expect(FontScaleConverterFactory.converter(forScale: 1.0) == nil)
        #expect(FontScaleConverterFactory.converter(forScale: 1.12) == nil)
        #expect(FontScaleConverterFactory.converter(forScale: 1.13) == .linear(1.13))
        #expect(FontScaleConverterFactory.converter(forScale: 1.14) == .linear(1.14))
        #expect(FontScaleConverterFactory.isNonLinearFontScalingActive(1.13))
        #expect(!FontScaleConverterFactory.isNonLinearFontScalingActive(1.129))
    }

    @Test("compose: nonlinear from 1.03")
    func composeThreshold() {
        #expect(FontScaleConverterFactory.converter(forScale: 1.02, variant: .compose) == nil)
        #expect(FontScaleConverterFactory.converter(forScale: 1.03, variant: .compose) != nil)
        #expect(FontScaleConverterFactory.isNonLinearFontScalingActive(1.03, variant: .compose))
        #expect(!FontScaleConverterFactory.isNonLinearFontScalingActive(1.029, variant: .compose))
    }

    @Test("below zero, at zero and NaN there is no curve")
    func degenerateScales() {
        for variant in FontScaleConverterVariant.allCases {
            #expect(FontScaleConverterFactory.converter(forScale: -2, variant: variant) == nil)
            #expect(FontScaleConverterFactory.converter(forScale: 0, variant: variant) == nil)
            #expect(FontScaleConverterFactory.converter(forScale: .nan, variant: variant) == nil)
        }
    }

    @Test("1.4 blends the 1.3 and 1.5 tables halfway (worked by hand)")
    func interpolatedAtOnePointFour() throws {
        let converter = try #require(FontScaleConverterFactory.converter(forScale: 1.4))
        // t = (1.4 − 1.3) / (1.5 − 1.3) = 0.5; each dp is the mean of the two tables' dp.
        let byHand: [Double] = [
            (10.4 + 12) / 2, (13 + 15) / 2, (15.6 + 18) / 2, (18.8 + 22) / 2, (21.6 + 24) / 2,
            (23.6 + 26) / 2, (26.4 + 28) / 2, 30, 100,
        ]
        #expect(byHand == [11.2, 14, 16.8, 20.4, 22.8, 24.8, 27.2, 30, 100])
        #expect(converter.fromSp == [8, 10, 12, 14, 18, 20, 24, 30, 100])
        #expect(ScaleApprox.equal(converter.toDp, byHand))
        // 16 sp sits halfway between 14 → 20.4 and 18 → 22.8.
        #expect(ScaleApprox.equal(AndroidTextScaling.dp(forSp: 16, fontScale: 1.4), 21.6))
    }

    @Test("1.7 blends the 1.5 and 1.8 tables at t = 2/3 (worked by hand)")
    func interpolatedAtOnePointSeven() {
        // 14 sp: 22 + (24.4 − 22) × 2/3 = 23.6; 30 sp: 30 + (34.8 − 30) × 2/3 = 33.2.
        #expect(ScaleApprox.equal(AndroidTextScaling.dp(forSp: 14, fontScale: 1.7), 23.6))
        #expect(ScaleApprox.equal(AndroidTextScaling.dp(forSp: 30, fontScale: 1.7), 33.2))
        #expect(ScaleApprox.equal(AndroidTextScaling.dp(forSp: 100, fontScale: 1.7), 100))
    }

    @Test("a scale whose key truncates onto a table uses that table as is")
    func keyTruncationPicksTable() {
        #expect(FontScaleConverterFactory.converter(forScale: 1.305) == FontScaleConverterFactory.lookupTables[1].converter)
        #expect(FontScaleConverterFactory.converter(forScale: 2.005) == FontScaleConverterFactory.lookupTables[4].converter)
        #expect(ScaleApprox.equal(AndroidTextScaling.dp(forSp: 30, fontScale: 2.005), 38))
    }

    @Test("above the 2.0 table scaling is linear in both variants")
    func aboveLastTable() {
        for variant in FontScaleConverterVariant.allCases {
            #expect(FontScaleConverterFactory.converter(forScale: 2.01, variant: variant) == .linear(2.01))
            #expect(ScaleApprox.equal(AndroidTextScaling.dp(forSp: 14, fontScale: 2.5, variant: variant), 35))
            #expect(ScaleApprox.equal(AndroidTextScaling.dp(forSp: 100, fontScale: 2.5, variant: variant), 250))
        }
    }

    @Test("at 1.1 Compose blends identity into the 1.15 table while the platform stays linear")
    func composeDiffersAtOnePointOne() throws {
        // Platform: no converter below 1.13, so 14 sp × 1.1 = 15.4 dp and 30 sp → 33 dp.
        #expect(FontScaleConverterFactory.converter(forScale: 1.1) == nil)
        #expect(ScaleApprox.equal(AndroidTextScaling.dp(forSp: 14, fontScale: 1.1), 15.4))
        #expect(ScaleApprox.equal(AndroidTextScaling.dp(forSp: 30, fontScale: 1.1), 33))
        // Compose: t = (1.1 − 1.0) / (1.15 − 1.0) = 2/3 from sp = dp toward the 1.15 table.
        let compose = try #require(FontScaleConverterFactory.converter(forScale: 1.1, variant: .compose))
        let byHand: [Double] = [
            8 + 1.2 * 2 / 3, 10 + 1.5 * 2 / 3, 12 + 1.8 * 2 / 3, 14 + 2.4 * 2 / 3,
            18 + 1.8 * 2 / 3, 20 + 1.8 * 2 / 3, 24 + 1.2 * 2 / 3, 30, 100,
        ]
        #expect(ScaleApprox.equal(compose.toDp, byHand))
        #expect(ScaleApprox.equal(AndroidTextScaling.dp(forSp: 14, fontScale: 1.1, variant: .compose), 15.6))
        #expect(ScaleApprox.equal(AndroidTextScaling.dp(forSp: 30, fontScale: 1.1, variant: .compose), 30))
    }

    @Test("between 1.13 and 1.15 the platform is linear, Compose already curved")
    func variantsBetweenThresholdAndFirstTable() {
        #expect(ScaleApprox.equal(AndroidTextScaling.dp(forSp: 30, fontScale: 1.14), 34.2))
        // Compose at 1.14: t = 0.14 / 0.15; 30 sp is 30 dp in both end tables.
        #expect(ScaleApprox.equal(AndroidTextScaling.dp(forSp: 30, fontScale: 1.14, variant: .compose), 30))
        #expect(ScaleApprox.equal(AndroidTextScaling.dp(forSp: 14, fontScale: 1.14, variant: .compose), 14 + 2.4 * 0.14 / 0.15))
    }

    @Test(
        "both variants drop at their first curved scale: large text shrinks as the setting grows",
        arguments: [(FontScaleConverterVariant.platform, 1.14, 1.15, 34.2), (.compose, 1.02, 1.03, 30.6)])
    func documentedDrop(variant: FontScaleConverterVariant, before: Double, after: Double, dpBefore: Double) {
        #expect(ScaleApprox.equal(AndroidTextScaling.dp(forSp: 30, fontScale: before, variant: variant), dpBefore))
        #expect(ScaleApprox.equal(AndroidTextScaling.dp(forSp: 30, fontScale: after, variant: variant), 30))
    }
}
