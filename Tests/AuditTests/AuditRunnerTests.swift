import Audit
import DynamicType
import Findings
import LayoutEngine
import Testing

/// The runner lays out every configured variant, merges sizes into findings, and applies the
/// configuration.
@Suite struct AuditRunnerTests {
    /// Reports the root at every size, as a warning below AX1 and an error from there.
    enum EverySizeCheck: Check {
        static let description = CheckDescription(
            id: "every-size", name: "Every size", summary: "s", rationale: "r",
            defaultSeverity: .warning, criterion: .reflow, fix: "fix it")
        static let examples: [ScreenExample] = []
        static func observations(in series: LayoutSeries, configuration: AuditConfiguration) -> [Observation] {
            series.screens.map { screen in
                Observation(
                    checkID: "every-size", category: screen.category, element: screen.elements[0],
                    severity: screen.category.isAccessibilityCategory ? .error : .warning,
                    message: "at \(screen.category.swiftUIName)",
                    measurements: [MeasuredValue("rank", Double(screen.category.rawValue))])
            }
        }
    }

    private let screen = VStack { Text("Hello").source(FileLocation(file: "Hello.swift", line: 4, column: 9)) }.named("Greeting")

    @Test func mergesSizesIntoOneFindingThatStartsAtTheFirst() throws {
        let configuration = AuditConfiguration(categories: [.accessibility2, .small, .large])
        let report = try AuditRunner(measurer: SharedMeasurer.harfBuzz, configuration: configuration, checks: [EverySizeCheck.self]).audit(
            screen)
        let finding = try #require(report.findings.first)
        #expect(report.findings.count == 1)
        #expect(finding.context?.firstSize == .category(.small))
        #expect(finding.context?.sizes == [.category(.small), .category(.large), .category(.accessibility2)])
        #expect(finding.message == "at small")
        #expect(finding.measurements == [MeasuredValue("rank", 1)])
        #expect(finding.severity == .error, "the worst severity over the sizes")
        #expect(finding.context?.screen == "Greeting")
        #expect(finding.context?.device == "iPhone 16")
        #expect(finding.context?.layoutDirection == .leftToRight)
        #expect(finding.fix == "fix it")
        #expect(finding.criterion == .reflow)
        #expect(finding.element == ElementReference(path: "Greeting", label: "Greeting"))
    }

    @Test func auditsEveryDeviceOrientationAndDirection() throws {
        let configuration = AuditConfiguration(
            categories: [.large], devices: [.iPhoneSE, .iPad11], orientations: [.portrait, .landscape],
            layoutDirections: [.leftToRight, .rightToLeft])
        let report = try AuditRunner(measurer: SharedMeasurer.harfBuzz, configuration: configuration, checks: [EverySizeCheck.self]).audit(
            screen)
        #expect(report.findings.count == 8)
        #expect(
            Set(report.findings.compactMap(\.context?.device)) == [
                "iPhone SE", "iPhone SE landscape", "iPad 11-inch", "iPad 11-inch landscape",
            ])
        #expect(Set(report.findings.compactMap(\.context?.layoutDirection)) == [.leftToRight, .rightToLeft])
    }

    @Test func severityOverridesAndDisabledChecksApply() throws {
        var configuration = AuditConfiguration(categories: [.large, .accessibility1])
        configuration.severityOverrides = ["every-size": .note]
        var runner = AuditRunner(measurer: SharedMeasurer.harfBuzz, configuration: configuration, checks: [EverySizeCheck.self])
        #expect(try runner.audit(screen).findings.map(\.severity) == [.note])
        runner.configuration.disabledChecks = ["every-size"]
        #expect(try runner.audit(screen).findings.isEmpty)
    }

    @Test func sourceLocationsReachTheFinding() throws {
        let report = try AuditRunner(measurer: SharedMeasurer.harfBuzz).audit(
            VStack { Text("Order total").font(.system(size: 17)).source(FileLocation(file: "Total.swift", line: 7, column: 13)) })
        let finding = try #require(report.findings(of: "not-scaling").first)
        #expect(finding.sourceLocation == FileLocation(file: "Total.swift", line: 7, column: 13))
    }

    @Test func androidScalesAreAuditedWithoutANote() throws {
        var configuration = AuditConfiguration(categories: [.large])
        configuration.androidFontScales = AndroidFontScale.settingsValues
        let report = try AuditRunner(measurer: SharedMeasurer.harfBuzz, configuration: configuration).audit(screen)
        #expect(report.notes.isEmpty)
        #expect(try AuditRunner(measurer: SharedMeasurer.harfBuzz).audit(screen).notes.isEmpty)
    }

    @Test func theScreenNameComesFromTheArgumentThenTheRoot() throws {
        let runner = AuditRunner(
            measurer: SharedMeasurer.harfBuzz, configuration: AuditConfiguration(categories: [.large]),
            checks: [EverySizeCheck.self])
        #expect(try runner.audit(screen, screenName: "Welcome").findings.first?.context?.screen == "Welcome")
        #expect(try runner.audit(VStack { Text("Hi") }).screenName == "Screen")
    }
}
