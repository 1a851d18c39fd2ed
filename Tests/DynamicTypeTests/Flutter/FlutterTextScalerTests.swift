import DynamicType
import Testing

@Suite("FlutterTextScaler")
struct FlutterTextScalerTests {
    let android200 = FlutterTextScaler.system(.android(fontScale: 2.0))

    @Test("linear multiplies; noScaling is linear(1)")
    func linear() {
        #expect(FlutterTextScaler.linear(1.5).scale(14) == 21)
        #expect(FlutterTextScaler.noScaling.scale(17.5) == 17.5)
        #expect(FlutterTextScaler.noScaling == .linear(1))
        #expect(FlutterTextScaler.linear(1.5).textScaleFactor == 1.5)
    }

    @Test("clamping a linear scaler clamps its factor")
    func clampLinear() {
        #expect(FlutterTextScaler.linear(3).clamp(maxScaleFactor: 2) == .linear(2))
        #expect(FlutterTextScaler.linear(0.5).clamp(minScaleFactor: 1) == .linear(1))
        #expect(FlutterTextScaler.linear(1.5).clamp(minScaleFactor: 1, maxScaleFactor: 2) == .linear(1.5))
        #expect(FlutterTextScaler.linear(3).clamp(maxScaleFactor: 2).linearFactor == 2)
    }

    @Test("equal bounds collapse to linear(min)")
    func equalBounds() {
        #expect(android200.clamp(minScaleFactor: 1.3, maxScaleFactor: 1.3) == .linear(1.3))
        #expect(android200.clamp(minScaleFactor: 1, maxScaleFactor: 3).clamp(minScaleFactor: 5, maxScaleFactor: 5) == .linear(5))
    }

    @Test("a clamped system scaler keeps results within [min × size, max × size]")
    func clampSystem() {
        let capped = android200.clamp(maxScaleFactor: 1.5)
        #expect(capped.clampBounds! == (0, 1.5))
        #expect(capped.scale(14) == 21)  // 26 on the curve, capped at 1.5 × 14
        #expect(capped.scale(30) == 38)  // 38 < 45, untouched
        #expect(capped.textScaleFactor == 1.5)
        let floored = android200.clamp(minScaleFactor: 1.5)
        #expect(floored.scale(30) == 45)  // 38 on the curve, raised to 1.5 × 30
        #expect(floored.scale(14) == 26)
        #expect(floored.scale(0) == 0)  // ∞ × 0 is NaN; Dart's clampDouble lets the value through
    }

    @Test("nested clamps intersect")
    func nestedClamps() {
        let nested = android200.clamp(minScaleFactor: 1, maxScaleFactor: 3).clamp(minScaleFactor: 1.2, maxScaleFactor: 1.8)
        #expect(nested.clampBounds! == (1.2, 1.8))
        #expect(ScaleApprox.equal(nested.scale(14), 25.2))  // 26 > 1.8 × 14
        #expect(ScaleApprox.equal(nested.scale(100), 120))  // 100 < 1.2 × 100
        #expect(ScaleApprox.equal(nested.scale(20), 34))  // 34 within [24, 36]
        let widened = android200.clamp(minScaleFactor: 1.5, maxScaleFactor: 2.5).clamp(maxScaleFactor: 2)
        #expect(widened.clampBounds! == (1.5, 2))
        #expect(nested == android200.clamp(minScaleFactor: 1.2, maxScaleFactor: 1.8))
    }

    @Test("nested clamps that meet in a point, or not at all, become linear at the larger lower bound")
    func degenerateNestedClamps() {
        #expect(android200.clamp(minScaleFactor: 1, maxScaleFactor: 2).clamp(minScaleFactor: 2, maxScaleFactor: 3) == .linear(2))
        #expect(android200.clamp(minScaleFactor: 1, maxScaleFactor: 2).clamp(minScaleFactor: 3, maxScaleFactor: 4) == .linear(3))
    }

    @Test("withClampedTextScaling is the ambient scaler clamped, and nests by intersection")
    func withClampedTextScaling() {
        let subtree = android200.withClampedTextScaling(maxScaleFactor: 1.3)
        #expect(subtree == android200.clamp(maxScaleFactor: 1.3))
        #expect(ScaleApprox.equal(subtree.scale(14), 18.2))
        let inner = subtree.withClampedTextScaling(minScaleFactor: 1.1, maxScaleFactor: 2)
        #expect(inner.clampBounds! == (1.1, 1.3))
        #expect(FlutterTextScaler.linear(2).withClampedTextScaling() == .linear(2))
    }

    @Test("the system scaler's deprecated textScaleFactor is the platform's, not the curve's")
    func systemTextScaleFactor() {
        #expect(android200.textScaleFactor == 2)
        #expect(android200.scale(14) == 26)
        #expect(android200.linearFactor == nil && android200.clampBounds == nil)
        #expect(FlutterTextScaler.system(.iOS(.accessibility5)).textScaleFactor == 53.0 / 17)
    }
}
