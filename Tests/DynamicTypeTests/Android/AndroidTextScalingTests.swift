import DynamicType
import Testing

@Suite("AndroidTextScaling")
struct AndroidTextScalingTests {
    @Test(
        "seed examples at 200 %: body 14 → 26, heading 30 → 38, display 100 → 100",
        arguments: FontScaleConverterVariant.allCases)
    func seedExamples(variant: FontScaleConverterVariant) {
        let scaling = AndroidTextScaling(AndroidFontScale.largest, variant: variant)
        #expect(scaling.dp(forSp: 14) == 26)
        #expect(scaling.dp(forSp: 30) == 38)
        #expect(scaling.dp(forSp: 100) == 100)
    }

    @Test("without a converter SP scaling is sp × fontScale, and back")
    func linearBranch() {
        let small = AndroidTextScaling(fontScale: 0.85)
        #expect(small.converter == nil)
        #expect(ScaleApprox.equal(small.dp(forSp: 14), 11.9))
        #expect(ScaleApprox.equal(small.sp(forDp: 11.9), 14))
        let normal = AndroidTextScaling(fontScale: 1.0)
        #expect(normal.dp(forSp: 14) == 14)
    }

    @Test("a zero scale maps dp back to 0 sp instead of dividing by zero")
    func zeroScale() {
        let zero = AndroidTextScaling(fontScale: 0)
        #expect(zero.dp(forSp: 14) == 0)
        #expect(zero.sp(forDp: 14) == 0)
        #expect(zero.sp(forPx: 14, density: 3) == 0)
    }

    @Test("pixels are dp × density, through the curve or linearly")
    func densityOverloads() {
        let curved = AndroidTextScaling(fontScale: 2.0)
        #expect(ScaleApprox.equal(curved.px(forSp: 14, density: 2.625), 68.25))  // 26 dp × 2.625
        #expect(ScaleApprox.equal(curved.sp(forPx: 68.25, density: 2.625), 14))
        let linear = AndroidTextScaling(fontScale: 0.85)
        #expect(ScaleApprox.equal(linear.px(forSp: 14, density: 3), 35.7))  // 14 × 0.85 × 3
        #expect(ScaleApprox.equal(linear.sp(forPx: 35.7, density: 3), 14))
    }

    @Test("the stored converter is the factory's")
    func keepsFactoryConverter() {
        #expect(AndroidTextScaling(fontScale: 1.4).converter == FontScaleConverterFactory.converter(forScale: 1.4))
        #expect(
            AndroidTextScaling(fontScale: 1.1, variant: .compose).converter
                == FontScaleConverterFactory.converter(forScale: 1.1, variant: .compose))
    }
}
