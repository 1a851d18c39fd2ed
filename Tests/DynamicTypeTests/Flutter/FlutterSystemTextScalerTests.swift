import DynamicType
import Testing

@Suite("FlutterSystemTextScaler")
struct FlutterSystemTextScalerTests {
    @Test("Android 14+: whole sizes follow the platform curve")
    func androidWholeSizes() {
        let scaler = FlutterSystemTextScaler.android(fontScale: 2.0)
        #expect(scaler.scale(14) == 26)
        #expect(scaler.scale(30) == 38)
        #expect(scaler.scale(100) == 100)
        #expect(scaler.textScaleFactor == 2)
    }

    @Test("Android: a fractional size blends the platform's floor and ceiling answers")
    func androidFractionalSizes() {
        // 1.4 curve: 14 → 20.4, 18 → 22.8, so 15 → 21.0 and 16 → 21.6; 15.25 → 21.0 + 0.6 × 0.25.
        let scaler = FlutterSystemTextScaler.android(fontScale: 1.4)
        #expect(ScaleApprox.equal(scaler.scale(15.25), 21.15))
        // 2.0: 16 → 28, 17 → 29; 16.5 → 28.5. 0.5 blends 0 → 0 and 1 → 2 (16/8 below the first point).
        let doubled = FlutterSystemTextScaler.android(fontScale: 2.0)
        #expect(ScaleApprox.equal(doubled.scale(16.5), 28.5))
        #expect(ScaleApprox.equal(doubled.scale(0.5), 1))
    }

    @Test(
        "Android: the table breakpoints are whole sp, so blending floor and ceiling retraces the curve",
        arguments: [1.15, 1.4, 1.8, 2.0])
    func androidMatchesCurve(fontScale: Double) {
        let scaler = FlutterSystemTextScaler.android(fontScale: fontScale)
        let curve = AndroidTextScaling(fontScale: fontScale)
        for size in stride(from: 0.0, through: 120, by: 0.125) {
            #expect(ScaleApprox.equal(scaler.scale(size), curve.dp(forSp: size)), "\(size) at \(fontScale)")
        }
    }

    @Test("Android: factor 1 is identity; before API 34, and below the curve, scaling is linear")
    func androidLinearCases() {
        #expect(FlutterSystemTextScaler.android(fontScale: 1.0).scale(14.3) == 14.3)
        #expect(FlutterSystemTextScaler.android(fontScale: 2.0, apiLevel: 33).scale(14) == 28)
        #expect(ScaleApprox.equal(FlutterSystemTextScaler.android(fontScale: 1.1).scale(14), 15.4))
        #expect(ScaleApprox.equal(FlutterSystemTextScaler.android(fontScale: 0.85).scale(20), 17))
    }

    @Test("iOS body sizes and factors match the reference")
    func iOSBodySizesMatchFixture() throws {
        let divisor = ReferenceData.number(ReferenceData.value("flutter", "ios_text_scale_factor", "divisor"))!
        #expect(FlutterSystemTextScaler.iOSReferenceBodySize == divisor)
        let rows = ReferenceData.array("flutter", "ios_text_scale_factor", "body_sizes").map { $0 as! [String: Any] }
        #expect(rows.count == ContentSizeCategory.allCases.count)
        for row in rows {
            let category = try ContentSizeCategory(parsing: row["category"] as! String)
            let body = ReferenceData.number(row["body_size"])!
            #expect(category.uiKitConstant == row["uikit_constant"] as? String)
            #expect(FlutterSystemTextScaler.iOSBodySize(for: category) == body, "\(category)")
            #expect(FlutterSystemTextScaler.iOSTextScaleFactor(for: category) == body / divisor, "\(category)")
        }
    }

    @Test("iOS scaling is linear by body / 17; Large is exactly 1")
    func iOSScaling() {
        #expect(FlutterSystemTextScaler.iOSTextScaleFactor(for: .large) == 1)
        #expect(FlutterSystemTextScaler.iOS(.large).scale(13.5) == 13.5)
        #expect(ScaleApprox.equal(FlutterSystemTextScaler.iOS(.accessibility5).scale(17), 53))
        #expect(ScaleApprox.equal(FlutterSystemTextScaler.iOS(.accessibility3).scale(34), 80))
        #expect(ScaleApprox.equal(FlutterSystemTextScaler.iOS(.xSmall).scale(17), 14))
        #expect(ScaleApprox.equal(FlutterTextScaler.system(.iOS(.xxxLarge)).scale(12.5), 12.5 * 23 / 17))
    }
}
