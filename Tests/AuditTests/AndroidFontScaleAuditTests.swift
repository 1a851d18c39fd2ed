import Audit
import DynamicType
import Findings
import LayoutEngine
import ReflowExamples
import Testing

/// Audits at Android font scales (`AuditConfiguration.androidFontScales`): a separate series per
/// device, orientation and direction, text on Android 14's nonlinear curve (Body 17 sp is 29 dp
/// at 200 %, only a little over AX1's 28 pt), findings named by percentage.
@Suite struct AndroidFontScaleAuditTests {
    /// Reports the root at every size it is laid out at, naming the size by `setting`.
    enum EverySettingCheck: Check {
        static let description = CheckDescription(
            id: "every-setting", name: "Every setting", summary: "s", rationale: "r",
            defaultSeverity: .warning, criterion: .reflow, fix: "fix it")
        static let examples: [ScreenExample] = []
        static func observations(in series: LayoutSeries, configuration: AuditConfiguration) -> [Observation] {
            series.screens.map { screen in
                Observation(
                    checkID: "every-setting", setting: screen.setting, element: screen.elements[0],
                    severity: screen.setting.isAccessibilitySize ? .error : .warning, message: "at \(screen.setting)",
                    measurements: [MeasuredValue("default", series.defaultScreen?.setting == series.defaultSetting ? 1 : 0)])
            }
        }
    }

    /// Reports with `category:` only, as checks written before Android scales do.
    enum CategoryOnlyCheck: Check {
        static let description = CheckDescription(
            id: "category-only", name: "Category only", summary: "s", rationale: "r",
            defaultSeverity: .warning, criterion: .reflow, fix: "fix it")
        static let examples: [ScreenExample] = []
        static func observations(in series: LayoutSeries, configuration: AuditConfiguration) -> [Observation] {
            series.screens.map {
                Observation(
                    checkID: "category-only", category: $0.category, element: $0.elements[0], severity: .warning,
                    message: "m", measurements: [])
            }
        }
    }

    private let screen = VStack { Text("Hello") }.named("Greeting")

    private func androidConfiguration(categories: [ContentSizeCategory] = ContentSizeCategory.allCases) -> AuditConfiguration {
        var configuration = AuditConfiguration(categories: categories)
        configuration.androidFontScales = AndroidFontScale.settingsValues
        return configuration
    }

    /// `check|element|first size|device` for each finding.
    private func pins(_ findings: [Finding]) -> Set<String> {
        Set(findings.map { "\($0.checkID)|\($0.element.label)|\($0.context?.firstSize.name ?? "")|\($0.context?.deviceLabel ?? "")" })
    }

    @Test func androidScalesAreTheirOwnSeries() throws {
        let runner = AuditRunner(
            measurer: SharedMeasurer.harfBuzz, configuration: androidConfiguration(categories: [.large, .accessibility1]),
            checks: [EverySettingCheck.self, CategoryOnlyCheck.self])
        let report = try runner.audit(screen)
        #expect(report.notes.isEmpty, "Android scales are audited now: \(report.notes)")
        let iOS = try #require(report.findings.first { $0.checkID == "every-setting" && $0.context?.deviceLabel == "iPhone 16" })
        #expect(iOS.context?.sizes.map(\.name) == ["large", "accessibility1"])
        let android = try #require(
            report.findings.first { $0.checkID == "every-setting" && $0.context?.deviceLabel == "iPhone 16 (Android scale)" })
        #expect(android.context?.firstSize == .androidFontScale(0.85))
        #expect(android.context?.sizes.map(\.name) == ["85%", "100%", "115%", "130%", "150%", "180%", "200%"])
        #expect(android.message == "at 85%")
        // Only 200 % grows Body past AX1 (29 dp over 28 pt): the worst severity comes from there.
        #expect(android.severity == .error)
        #expect(android.measurement("default") == 1, "an Android series compares with 100 %")
        // A check that names only iOS categories says nothing about Android scales.
        #expect(report.findings.filter { $0.checkID == "category-only" }.map { $0.context?.deviceLabel } == ["iPhone 16"])
        #expect(report.findings.count == 3)
    }

    @Test func anAndroidSeriesIsLaidOutOnAndroidsCurve() throws {
        let runner = AuditRunner(measurer: SharedMeasurer.harfBuzz)
        let series = try runner.layoutSeries(
            of: VStack { Text("Hello").named("hello") }, screenName: "s",
            settings: AndroidFontScale.settingsValues.map(SizeSetting.androidFontScale))
        #expect(series.isAndroid)
        #expect(series.defaultSetting == .androidDefault)
        #expect(series.defaultScreen?.setting.name == "100%")
        #expect(FindingContext.deviceLabel(series.device.name, at: series.defaultSetting) == "iPhone 16 (Android scale)")
        let sizes = series.screens.map { $0.elements.first { $0.isText }?.node.textStyle?.pointSize ?? 0 }
        // 17 sp: 14.45, 17, 18.95, 20.9, 23.5, 26.8, 29 dp.
        let expected = [14.45, 17, 18.95, 20.9, 23.5, 26.8, 29]
        #expect(zip(sizes, expected).allSatisfy { abs($0 - $1) < 1e-9 }, "\(sizes)")
        #expect(series.screens.map(\.setting.isAccessibilitySize) == [false, false, false, false, false, false, true])
    }

    @Test func checkoutBeforeFailsAtAndroidScalesLaterAndAtFewerSizes() throws {
        let report = try AuditRunner(measurer: SharedMeasurer.harfBuzz, configuration: androidConfiguration()).audit(
            CheckoutExample.before())
        let android = report.findings.filter { $0.context?.deviceLabel == "iPhone 16 (Android scale)" }
        #expect(
            pins(android) == [
                "truncated-text|Text \"Payment failed. Your card was declined.…\"|85%|iPhone 16 (Android scale)",
                "truncated-text|Text \"Alex Morgan, 1 Infinite Loop, Cupertino…\"|100%|iPhone 16 (Android scale)",
                "truncated-text|Text \"USB-C charging cable, 2 m\"|180%|iPhone 16 (Android scale)",
                "truncated-text|Text \"Wireless headphones\"|200%|iPhone 16 (Android scale)",
            ], "\(pins(android).sorted())")
        for finding in android {
            #expect(finding.context?.sizes.allSatisfy(\.isAndroid) == true)
            #expect(finding.context?.sizes.first == finding.context?.firstSize)
        }
        let error = try #require(android.first { $0.element.label.hasPrefix("Text \"Payment failed") })
        #expect(error.severity == .error)
        #expect(
            error.context?.sizes.map(\.name) == ["85%", "100%", "115%", "130%", "150%", "180%", "200%"],
            "a one-line error is cut at every scale")
        let cable = try #require(android.first { $0.element.label == "Text \"USB-C charging cable, 2 m\"" })
        #expect(cable.context?.sizes.map(\.name) == ["180%", "200%"])
        #expect(cable.severity == .warning)
        // Body reaches only 29 dp at 200 % (iOS: 40 pt at AX3, where the 44 pt rows overflow), so
        // nothing is clipped, nothing overlaps and Pay stays on screen at any Android scale.
        #expect(Set(android.map(\.checkID)) == ["truncated-text"])
        // The iOS findings are there as before.
        let iOS = report.findings.filter { $0.context?.deviceLabel == "iPhone 16" }
        #expect(Set(iOS.map(\.checkID)) == ["clipped-text", "overlap", "truncated-text", "unreachable-action"])
        #expect(report.findings.sortedForReport().count == iOS.count + android.count)
    }

    @Test func checkoutAfterHasNoErrorsAtAndroidScales() throws {
        var configuration = AuditConfiguration(
            devices: Device.all, orientations: DeviceOrientation.allCases,
            layoutDirections: [.leftToRight, .rightToLeft])
        configuration.androidFontScales = AndroidFontScale.settingsValues
        let report = try AuditRunner(measurer: SharedMeasurer.harfBuzz, configuration: configuration).audit(CheckoutExample.after())
        #expect(report.findings(atLeast: .error).isEmpty, "\(report.findings.map(\.message))")
        #expect(report.notes.isEmpty)
    }

    @Test func iOSFindingsDoNotChangeWhenAndroidScalesAreAdded() throws {
        let iOSOnly = try AuditRunner(measurer: SharedMeasurer.harfBuzz).audit(CheckoutExample.before()).findings
        let both = try AuditRunner(measurer: SharedMeasurer.harfBuzz, configuration: androidConfiguration()).audit(CheckoutExample.before())
            .findings
        #expect(both.filter { $0.context?.isAndroid == false } == iOSOnly)
    }

    @Test func sizeSettingsParseNameAndOrder() throws {
        #expect(try SizeSetting(parsing: "accessibility3") == .category(.accessibility3))
        #expect(try SizeSetting(parsing: "AX1") == .category(.accessibility1))
        #expect(try SizeSetting(parsing: "130%") == .androidFontScale(1.3))
        #expect(try SizeSetting(parsing: "1.8x") == .androidFontScale(1.8))
        #expect(throws: UnknownNameError.self) { try SizeSetting(parsing: "huge") }
        #expect(SizeSetting.androidFontScale(1.15).name == "115%")
        #expect(SizeSetting.category(.xSmall).name == "xSmall")
        #expect(SizeSetting.androidDefault.isDefault && SizeSetting.default.isDefault)
        #expect(!SizeSetting.androidFontScale(2.0).isDefault)
        let settings: [SizeSetting] = [.androidFontScale(2.0), .category(.accessibility5), .androidFontScale(0.85), .category(.xSmall)]
        #expect(settings.sorted() == [.category(.xSmall), .category(.accessibility5), .androidFontScale(0.85), .androidFontScale(2.0)])
        var configuration = androidConfiguration(categories: [.large])
        configuration.androidFontScales = [2.0, 1.0]
        #expect(configuration.sizeSettings.map(\.name) == ["large", "100%", "200%"])
    }

    @Test func sizesSortIOSThenAndroidByValue() throws {
        let spellings = ["200%", "accessibility5", "85%", "xSmall", "112.5%", "100%", "115%"]
        let sizes = try spellings.map { try SizeSetting(parsing: $0) }
        #expect(sizes.sorted().map(\.name) == ["xSmall", "accessibility5", "85%", "100%", "112.5%", "115%", "200%"])
        #expect(throws: UnknownNameError.self) { try SizeSetting(parsing: "bogus") }
        #expect(
            AndroidFontScale.settingsValues.map { SizeSetting.androidFontScale($0).name } == [
                "85%", "100%", "115%", "130%", "150%", "180%", "200%",
            ])
        // Only adjacent iOS categories make a run ("xSmall–medium"); Android scales are points, never a run.
        #expect(SizeSetting.category(.large).isFollowed(by: .category(.xLarge)))
        #expect(!SizeSetting.category(.large).isFollowed(by: .category(.xxLarge)))
        #expect(!SizeSetting.category(.accessibility5).isFollowed(by: .androidFontScale(0.85)))
        #expect(!SizeSetting.androidFontScale(1.0).isFollowed(by: .androidFontScale(1.15)))
        // isAccessibilitySize at Android scales: only where Body grows at least as much as at AX1 (28/17 = 1.647).
        #expect(AndroidFontScale.settingsValues.filter { SizeSetting.androidFontScale($0).isAccessibilitySize } == [2.0])
        #expect(
            ContentSizeCategory.allCases.filter { SizeSetting.category($0).isAccessibilitySize }
                == ContentSizeCategory.accessibilityCategories)
    }
}
