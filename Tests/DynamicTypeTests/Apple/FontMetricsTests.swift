import Testing
@testable import DynamicType

@Suite struct FontMetricsTests {
    @Test(arguments: TextStyle.allCases)
    func identityAtTheDefaultCategory(style: TextStyle) {
        #expect(FontMetrics(textStyle: style).scaledValue(for: 23.5, at: .large) == 23.5)
    }

    @Test func customFontScalesByTheStyleRatio() {
        // Font.custom("Brand", size: 17, relativeTo: .body) at AX5: 17 x 53/17 = 53.
        #expect(isClose(FontMetrics(textStyle: .body).scaledFontSize(17, at: .accessibility5), 53))
        // A 20 pt custom font relative to Title 3 at AX3: 20 x 43/20 = 43.
        #expect(isClose(FontMetrics(textStyle: .title3).scaledFontSize(20, at: .accessibility3), 43))
        // 15 pt relative to Body at xSmall: 15 x 14/17.
        #expect(isClose(FontMetrics.default.scaledFontSize(15, at: .xSmall), 15 * 14 / 17))
        // maximumPointSize caps: 17 relative to body at AX5 with a 30 pt maximum.
        #expect(FontMetrics.default.scaledFontSize(17, at: .accessibility5, maximumPointSize: 30) == 30)
        #expect(isClose(FontMetrics.default.scaledFontSize(17, at: .xLarge, maximumPointSize: 30), 19))
    }

    @Test func scaledMetricFollowsItsStyle() {
        // @ScaledMetric(relativeTo: .body) var icon = 24 at AX3: 24 x 40/17.
        #expect(isClose(ScaledMetric(24, relativeTo: .body).value(at: .accessibility3), 24 * 40 / 17))
        #expect(ScaledMetric(24).value(at: .large) == 24)
        #expect(isClose(ScaledMetric(12, relativeTo: .largeTitle).value(at: .accessibility5), 12 * 60 / 34))
    }

    @Test func knownDeviationsArePinnedWithTheModelsAnswer() {
        let observations = ReferenceData.dictionary("ios", "font_metrics")["observations"] as! [[String: Any]]
        let measured = observations.filter { $0["category"] as? String != "large" }
        #expect(FontMetrics.knownDeviations.count == measured.count)
        for (deviation, observation) in zip(FontMetrics.knownDeviations, measured) {
            #expect(deviation.category == category(referenceID: observation["category"] as! String))
            #expect(isClose(deviation.measured, ReferenceData.number(observation["result"])!, tolerance: 0.001))
        }
        // The model's answers, and how far they are from UIKit's.
        let medium = FontMetrics.default.scaledValue(for: 17, at: .medium)
        #expect(medium == 16)
        #expect(isClose(FontMetrics.knownDeviations[0].measured - medium, 1.0 / 3.0))
        let ax5 = FontMetrics.default.scaledValue(for: 17, at: .accessibility5)
        #expect(ax5 == 53)
        #expect(FontMetrics.knownDeviations[1].measured - ax5 == -5)
        // The observation at Large agrees with the model exactly.
        #expect(FontMetrics.default.scaledValue(for: 17, at: .large) == 17)
    }

    @Test(arguments: TextStyle.allCases)
    func scaleFactorsNeverShrinkAsTheCategoryGrows(style: TextStyle) {
        let factors = ContentSizeCategory.allCases.map { FontMetrics(textStyle: style).scaleFactor(at: $0) }
        #expect(factors == factors.sorted())
    }
}
