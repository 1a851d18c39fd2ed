import Testing
@testable import DynamicType

@Suite struct TextSizeLimitTests {
    @Test func unlimitedIsTheIdentity() {
        for category in ContentSizeCategory.allCases {
            #expect(TextSizeLimit.unlimited.clamp(category) == category)
        }
        #expect(TextSizeLimit.unlimited.clamp(fontScale: 2) == 2)
        #expect(TextSizeLimit.unlimited.clamp(size: 53, defaultSize: 17) == 53)
        #expect(!TextSizeLimit.unlimited.capsGrowth)
    }

    @Test func dynamicTypeSizeRangesClampCategories() {
        let capped = TextSizeLimit.dynamicTypeSize(...ContentSizeCategory.xxxLarge)
        #expect(capped.clamp(.accessibility5) == .xxxLarge)
        #expect(capped.clamp(.small) == .small)
        let floor = TextSizeLimit.dynamicTypeSize(ContentSizeCategory.large...)
        #expect(floor.clamp(.xSmall) == .large)
        #expect(TextSizeLimit.dynamicTypeSize(.accessibility2).clamp(.small) == .accessibility2)
    }

    @Test func nestedRangesIntersectAndDisjointOnesCollapseOntoTheInnerRange() {
        let outer = TextSizeLimit.dynamicTypeSize(ContentSizeCategory.small ... .accessibility2)
        let inner = TextSizeLimit.dynamicTypeSize(ContentSizeCategory.large ... .accessibility5)
        #expect(outer.applying(inner).categories == ContentSizeCategory.large ... .accessibility2)
        // Disjoint: the outer range keeps values at or below xLarge; the inner one then lifts them to AX1.
        let low = TextSizeLimit.dynamicTypeSize(...ContentSizeCategory.xLarge)
        let high = TextSizeLimit.dynamicTypeSize(ContentSizeCategory.accessibility1...)
        #expect(low.applying(high).categories == ContentSizeCategory.accessibility1 ... .accessibility1)
        // Composition equals applying the clamps one after the other, for every category.
        for category in ContentSizeCategory.allCases {
            #expect(low.applying(high).clamp(category) == high.clamp(low.clamp(category)))
            #expect(outer.applying(inner).clamp(category) == inner.clamp(outer.clamp(category)))
        }
    }

    @Test func applyingIsAssociative() {
        let a = TextSizeLimit(categories: .small ... .accessibility3, scaleFactors: 0.5...3)
        let b = TextSizeLimit(categories: .large ... .accessibility5, maximumPointSize: 40)
        let c = TextSizeLimit(categories: .xSmall ... .xxLarge, scaleFactors: 1...1.3)
        #expect(a.applying(b).applying(c) == a.applying(b.applying(c)))
    }

    @Test func scaleFactorPointAndIncreaseBounds() {
        // React Native maxFontSizeMultiplier 1.3 on a 17 pt text asked to be 53 pt.
        #expect(isClose(TextSizeLimit.reactNative(.maximum(1.3)).clamp(size: 53, defaultSize: 17), 22.1))
        #expect(TextSizeLimit.reactNative(.maximum(0.5)) == .unlimited)
        // Flutter withClampedTextScaling(maxScaleFactor: 1.3) and minScaleFactor 1.
        let flutter = TextSizeLimit.clampedTextScaling(minScaleFactor: 1, maxScaleFactor: 1.3)
        #expect(flutter.clamp(size: 14, defaultSize: 17) == 17)
        #expect(isClose(flutter.clamp(size: 40, defaultSize: 20), 26))
        // UIFontMetrics maximumPointSize and the "+6 pt" limited cap.
        #expect(TextSizeLimit(maximumPointSize: 30).clamp(size: 53, defaultSize: 17) == 30)
        #expect(TextSizeLimit(maximumIncrease: 6).clamp(size: 53, defaultSize: 17) == 23)
    }

    @Test func implementationLevels() {
        let limited = ImplementationLevel.limited.limit
        // Body at AX5 under the default limited cap: xxxLarge, 23 pt, which is also 17 + 6.
        let category = limited.clamp(.accessibility5)
        #expect(category == .xxxLarge)
        let size = TypeRamp<TextStyle>.iOS.pointSize(of: .body, at: category)!
        #expect(size == 23 && limited.clamp(size: size, defaultSize: 17) == 23)
        // A Large Title at xxxLarge (40 pt) is held to 34 + 6.
        #expect(limited.clamp(size: 40, defaultSize: 34) == 40)
        #expect(limited.clamp(fontScale: 2) == 1.3)
        #expect(ImplementationLevel.full.limit == .unlimited)
        #expect(ImplementationLevel.none.limit.clamp(.accessibility5) == .large)
        #expect(ImplementationLevel.none.limit.clamp(size: 53, defaultSize: 17) == 17)
        #expect(ImplementationLevel.none.requiresLargeContentViewer)
        #expect(!ImplementationLevel.limited.requiresLargeContentViewer)
    }

    @Test func flutterClampsAgreeWithTheSharedLimit() {
        // withClampedTextScaling(min, max) on a linear scaler and TextSizeLimit.clampedTextScaling
        // give the same size for every factor and bound tried.
        for factor in [0.5, 1, 1.3, 2, 3.118] {
            for (minimum, maximum) in [(0.0, Double.infinity), (1.0, 1.3), (0.8, 2.0), (1.5, 1.5)] {
                let flutter = FlutterTextScaler.linear(factor).clamp(minScaleFactor: minimum, maxScaleFactor: maximum).scale(17)
                let shared = TextSizeLimit.clampedTextScaling(minScaleFactor: minimum, maxScaleFactor: maximum)
                    .clamp(size: 17 * factor, defaultSize: 17)
                #expect(isClose(flutter, shared), "factor \(factor) in \(minimum)...\(maximum)")
            }
        }
    }

    @Test func reactNativeAndFontMetricsCapsGoThroughTheSharedLimit() {
        let attributes = ReactNativeTextAttributes(fontSize: 17, maxFontSizeMultiplier: .maximum(1.3))
        #expect(
            ReactNativeFontScaling.effectiveMultiplier(at: .accessibility5, attributes: attributes)
                == TextSizeLimit.reactNative(.maximum(1.3)).clamp(factor: 3.571))
        #expect(
            FontMetrics.default.scaledFontSize(17, at: .accessibility5, maximumPointSize: 30)
                == TextSizeLimit(maximumPointSize: 30).clamp(size: 53, defaultSize: 17))
    }
}
