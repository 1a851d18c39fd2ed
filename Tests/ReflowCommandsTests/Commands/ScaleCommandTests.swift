import Foundation
import Testing

/// `reflow scale` against the reference data and the worked examples of the spec.
@Suite struct ScaleCommandTests {
    private static let androidScaleKeys = ["1.15", "1.3", "1.5", "1.8", "2.0"]

    private func body(_ category: String) -> Double { Spec.cell("ios", category: category, style: "body").size }

    @Test(arguments: androidScaleKeys)
    func androidReproducesEveryTablePoint(scale: String) {
        let toDp = Spec.androidToDp[scale]!
        #expect(Set(Spec.androidToDp.keys) == Set(Self.androidScaleKeys))
        for (sp, dp) in zip(Spec.androidFromSp, toDp) {
            let value = singleScaleValue("\(Int(sp))sp", "--android", scale)
            #expect(isNear(value, dp), "\(sp) sp at \(scale): \(String(describing: value)), want \(dp)")
        }
    }

    @Test(arguments: androidScaleKeys)
    func androidConvertsEveryTablePointBackToSp(scale: String) {
        for (sp, dp) in zip(Spec.androidFromSp, Spec.androidToDp[scale]!) {
            let value = singleScaleValue("\(dp)dp", "--android", scale)
            #expect(isNear(value, sp), "\(dp) dp at \(scale) back to sp: \(String(describing: value)), want \(sp)")
        }
    }

    @Test func dpBackToSp() {
        #expect(isNear(singleScaleValue("26dp", "--android", "2"), 14))
        #expect(runReflow("scale", "26dp", "--android", "2").outputLines.first == "26 dp back to sp at font scale 2 (200%): 14 sp (x0.538)")
    }

    @Test func customFontRelativeToBodyAtAX5() throws {
        let run = runReflow("scale", "17", "--relative-to", "body", "--category", "AX5")
        #expect(run.status == 0)
        #expect(run.error == "")
        #expect(run.outputLines.first == "17 pt, custom font relative to body at accessibility5 (AX5): 53 pt (x3.118)")
        #expect(isNear(singleScaleValue("17", "--relative-to", "body", "--category", "AX5"), body("ax5")))
        let json = try #require(runReflow("scale", "17", "-c", "AX5", "-f", "json").jsonObject())
        #expect(jsonNumber(json["schemaVersion"]) == 1)
        #expect(json["system"] as? String == "ios-font-metrics")
    }

    @Test func everyCategoryByDefault() {
        let results = scaleResults(runReflow("scale", "17", "-f", "json"))
        let categories = Spec.ids("ios", "categories")
        #expect(results.map { $0["setting"] as? String } == categories.map(swiftUICategory))
        for (result, category) in zip(results, categories) {
            #expect(isNear(jsonNumber(result["value"]), body(category)), "\(category)")
        }
    }

    @Test func androidFourteenSpAtTwo() {
        let toDp = Spec.androidToDp["2.0"]![Spec.androidFromSp.firstIndex(of: 14)!]
        #expect(toDp == 26)
        #expect(isNear(singleScaleValue("14sp", "--android", "2.0"), toDp))
        #expect(runReflow("scale", "14sp", "--android", "2.0").outputLines.first == "14 sp at font scale 2 (200%): 26 dp (x1.857)")
    }

    @Test func reactNativeMultipliesAndOffersTheRamp() throws {
        let results = scaleResults(runReflow("scale", "34", "--react-native", "AX5", "-f", "json"))
        let result = try #require(results.first)
        #expect(isNear(jsonNumber(result["value"]), 34 * Spec.reactNativeMultiplier("ax5")))
        #expect(isNear(jsonNumber(result["value"]), 121.414))
        // 34 pt is Large Title's default size, so the ramp compared is Large Title's: 60 at AX5.
        let largeTitle = Spec.cell("ios", category: "ax5", style: "largeTitle").size
        #expect(alternative(result, "dynamicTypeRamp=largeTitle") == largeTitle)
        #expect(largeTitle == 60)
        let text = runReflow("scale", "34", "--react-native", "AX5").outputLines
        #expect(
            Array(text.prefix(2)) == [
                "34 pt React Native Text at accessibility5 (AX5): 121.41 pt (x3.571)",
                "with dynamicTypeRamp=largeTitle: 60 pt",
            ])
    }

    @Test func reactNativeMaxMultiplierAndNoFontScaling() throws {
        let capped = try #require(
            scaleResults(runReflow("scale", "17", "--react-native", "AX5", "--max-multiplier", "1.3", "-f", "json")).first)
        #expect(isNear(jsonNumber(capped["value"]), 17 * min(1.3, Spec.reactNativeMultiplier("ax5"))))
        #expect(isNear(alternative(capped, "dynamicTypeRamp=body"), 17 * min(1.3, body("ax5") / 17)))
        // Below 1 the cap is ignored.
        #expect(isNear(singleScaleValue("17", "--react-native", "AX5", "--max-multiplier", "0.5"), 17 * Spec.reactNativeMultiplier("ax5")))
        let fixed = try #require(scaleResults(runReflow("scale", "17", "--react-native", "AX5", "--no-font-scaling", "-f", "json")).first)
        #expect(jsonNumber(fixed["value"]) == 17)
        #expect(alternative(fixed, "dynamicTypeRamp=body") == 17)
        #expect(
            isNear(
                singleScaleValue("17", "--react-native", "AX5", "--ramp", "title3"),
                17 * Spec.cell("ios", category: "ax5", style: "title3").size / Spec.cell("ios", category: "large", style: "title3").size))
    }

    @Test func scaledMetricFollowsBodysRatio() {
        #expect(
            isNear(
                singleScaleValue("24", "--scaled-metric", "--relative-to", "body", "--category", "AX3"), 24 * body("ax3") / body("large")))
        #expect(isNear(singleScaleValue("24", "--scaled-metric", "--relative-to", "body", "--category", "AX3"), 24.0 * 40 / 17))
    }

    @Test func maximumPointSizeCapsFromAX1Up() {
        let results = scaleResults(runReflow("scale", "17", "--max", "28", "-f", "json"))
        let categories = Spec.ids("ios", "categories")
        #expect(results.count == categories.count)
        for (result, category) in zip(results, categories) {
            #expect(isNear(jsonNumber(result["value"]), min(28, body(category))), "\(category)")
        }
        #expect(categories.filter { body($0) >= 28 } == ["ax1", "ax2", "ax3", "ax4", "ax5"])
    }

    @Test func largestCategoryHoldsTheSize() {
        #expect(isNear(singleScaleValue("17", "--cap", "xxxLarge", "-c", "AX5"), body("xxxLarge")))
        #expect(body("xxxLarge") == 23)
        let results = scaleResults(runReflow("scale", "17", "--cap", "xxxLarge", "-f", "json"))
        let categories = Spec.ids("ios", "categories")
        let capIndex = categories.firstIndex(of: "xxxLarge")!
        for (index, (result, category)) in zip(results, categories).enumerated() {
            #expect(isNear(jsonNumber(result["value"]), body(categories[min(index, capIndex)])), "\(category)")
        }
    }

    @Test func flutterOnIOSScalesByBodyOver17() {
        let factor = Spec.flutterBodySize("ax5") / Spec.number("flutter", "ios_text_scale_factor", "divisor")
        #expect(isNear(singleScaleValue("17", "--flutter-ios", "AX5"), 17 * factor))
        #expect(isNear(singleScaleValue("17", "--flutter-ios", "AX5"), 53))
        #expect(isNear(singleScaleValue("17", "--flutter-ios", "AX5", "--max-scale-factor", "2"), 34))
        #expect(isNear(singleScaleValue("17", "--flutter-ios", "xSmall", "--min-scale-factor", "1"), 17))
    }

    @Test func flutterOnAndroidFollowsThePlatformCurve() {
        let toDp = Spec.androidToDp["2.0"]![Spec.androidFromSp.firstIndex(of: 14)!]
        #expect(isNear(singleScaleValue("14", "--flutter-android", "2"), toDp))
        #expect(isNear(singleScaleValue("14", "--flutter-android", "2"), 26))
    }

    @Test func composeDiffersFromThePlatformBelowTheFirstTable() {
        // Compose blends an identity table at 1.0 with the 1.15 table; the platform is linear below 1.13.
        let at115 = Spec.androidToDp["1.15"]![Spec.androidFromSp.firstIndex(of: 14)!]
        let t = (1.1 - 1.0) / (1.15 - 1.0)
        let composeExpected = 14 + (at115 - 14) * t
        let platform = singleScaleValue("14sp", "--android", "1.1")
        let compose = singleScaleValue("14sp", "--android", "1.1", "--compose")
        #expect(isNear(platform, 14 * 1.1))
        #expect(isNear(compose, composeExpected))
        #expect(isNear(compose, 15.6))
        #expect(platform != compose)
    }

    @Test func androidWithoutScalesListsTheSevenSettings() {
        let results = scaleResults(runReflow("scale", "14sp", "-f", "json"))
        let settings = (Spec.value("android_font_scale_tables", "settings_font_scale_values") as! [String: Any])["values"] as! [NSNumber]
        #expect(results.map { Double($0["setting"] as! String) } == settings.map(\.doubleValue))
    }

    /// The `alternative` member of a scale result, checking its label.
    private func alternative(_ result: [String: Any], _ label: String) -> Double? {
        guard let alternative = result["alternative"] as? [String: Any], alternative["label"] as? String == label else { return nil }
        return jsonNumber(alternative["value"])
    }
}

@Suite struct ScaleNotesTests {
    @Test func composeNotesDoNotTalkAboutThePlatformConverter() {
        let compose = runReflow("scale", "14sp", "--android", "1.1", "--compose").output
        #expect(compose.contains("Jetpack Compose's converter"))
        #expect(!compose.contains("pass --compose"))
        let ramp = runReflow("ramp", "-p", "android", "--compose").output
        #expect(!ramp.contains("pass --compose") && ramp.contains("Jetpack Compose"))
    }

    @Test func reactNativeNotesSayWhenACapIsIgnored() {
        #expect(runReflow("scale", "17", "--react-native", "AX5", "--max-multiplier", "0.5").output.contains("is ignored"))
        let frozen = runReflow("scale", "17", "--react-native", "AX5", "--no-font-scaling", "--max-multiplier", "2").output
        #expect(frozen.contains("allowFontScaling={false}") && !frozen.contains("caps the factor"))
    }
}
