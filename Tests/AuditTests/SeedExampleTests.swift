import Audit
import DynamicType
import Findings
import LayoutEngine
import ReflowExamples
import Testing

/// The seed guidance's screens give the findings the guidance describes, from the sizes pinned
/// here (iPhone 16, portrait, measured with HarfBuzz), and their fixed forms give no errors.
@Suite struct SeedExampleTests {
    let runner = AuditRunner(measurer: SharedMeasurer.harfBuzz)

    /// `check|element|first category` for each finding, the form pins are written in.
    private func pins(_ report: AuditReport) -> Set<String> {
        Set(report.findings.map { "\($0.checkID)|\($0.element.label)|\($0.context?.firstSize.name ?? "")" })
    }

    @Test func accountRowWithFixedHeightCutsItsValuesAndDrawsADescenderOutOfItsRow() throws {
        let report = try runner.audit(AccountRowExample.fixedHeight())
        let found = pins(report)
        #expect(
            found.isSuperset(of: [
                "clipped-text|Text \"alex.morgan@icloud.com\"|accessibility4",
                "truncated-text|Text \"alex.morgan@icloud.com\"|accessibility1",
            ]), "\(found.sorted())")
        // From AX3 a line of Body (48 pt) is taller than the 44 pt rows, but only its empty top and
        // bottom leave the row: the letters stay inside until the g of "morgan" reaches below it at AX4.
        // (AX5 cuts the value before the g.)
        for finding in report.findings where finding.checkID == "clipped-text" {
            #expect(finding.context.map { $0.firstSize >= .category(.accessibility4) } == true, "\(finding.message)")
            #expect(finding.severity == .error)
        }
        // "Email" has no descender and its capitals fit: it is never clipped. No two rows' letters meet.
        #expect(!report.findings.contains { $0.checkID == "clipped-text" && $0.element.label == "Text \"Email\"" })
        #expect(Set(report.findings.map(\.checkID)) == ["clipped-text", "truncated-text"])
        let email = try #require(
            report.findings.first { $0.checkID == "clipped-text" && $0.element.label == "Text \"alex.morgan@icloud.com\"" })
        // At AX5 the value is cut before the g ("alex.mo…"), and what is shown fits the row.
        #expect(email.context?.sizes == [.category(.accessibility4)])
        #expect(email.measurement("availableHeight") == 44)
        #expect(email.criterion == .resizeText)
    }

    @Test func accountRowThatGrowsHasNoFindings() throws {
        var configuration = AuditConfiguration(
            devices: Device.all, orientations: DeviceOrientation.allCases,
            layoutDirections: [.leftToRight, .rightToLeft])
        configuration.thresholds = AuditThresholds()
        let report = try AuditRunner(measurer: SharedMeasurer.harfBuzz, configuration: configuration).audit(AccountRowExample.growing())
        #expect(report.findings(atLeast: .error).isEmpty, "\(report.findings.map(\.message))")
    }

    @Test func checkoutBeforeTruncatesTheErrorOverlapsAndLosesPay() throws {
        let report = try runner.audit(CheckoutExample.before())
        let found = pins(report)
        #expect(
            found.isSuperset(of: [
                "truncated-text|Text \"Payment failed. Your card was declined.…\"|xSmall",
                "clipped-text|Text \"Express delivery\"|accessibility4",
                "overlap|Text \"Total\"|accessibility5",
                "unreachable-action|Button \"Pay €228.89\"|accessibility4",
            ]), "\(found.sorted())")
        // The pattern's failures (cut error, rows over rows, Pay out of reach) and the clipping
        // that causes the overlap (the p of "Express" reaching into the total's row); nothing else.
        #expect(Set(report.findings.map(\.checkID)) == ["clipped-text", "overlap", "truncated-text", "unreachable-action"])
        let error = try #require(
            report.findings.first { $0.checkID == "truncated-text" && $0.element.label.hasPrefix("Text \"Payment failed") })
        #expect(error.severity == .error)
        #expect(error.context?.sizes.count == 12)
        let pay = try #require(report.findings(of: "unreachable-action").first)
        #expect(pay.severity == .error)
        #expect(pay.context?.sizes == [.category(.accessibility4), .category(.accessibility5)])
        #expect(pay.criterion == .reflow)
        #expect(report.findings(of: "unreachable-action").count == 1)
        #expect(report.findings(of: "overlap").allSatisfy { $0.context.map { $0.firstSize >= .category(.accessibility5) } == true })
    }

    @Test func checkoutBeforeAtAccessibility5PushesPayPastTheBottomOfTheScreen() throws {
        let series = try runner.layoutSeries(of: CheckoutExample.before(), screenName: "checkout")
        let screen = try #require(series.screen(at: .accessibility5))
        let root = screen.elements[0].node
        #expect(root.overflows.contains { $0.axis == .vertical }, "the root VStack needs more than the safe area")
        let pay = try #require(screen.elements.first { $0.displayName == "Button \"Pay €228.89\"" })
        #expect(pay.node.frame.maxY > screen.device.screen.height)
        #expect(pay.scrollAxes.isEmpty)
    }

    @Test func checkoutAfterHasNoErrorsOnAnyDeviceOrientationOrDirection() throws {
        let configuration = AuditConfiguration(
            devices: Device.all, orientations: DeviceOrientation.allCases,
            layoutDirections: [.leftToRight, .rightToLeft])
        let report = try AuditRunner(measurer: SharedMeasurer.harfBuzz, configuration: configuration).audit(CheckoutExample.after())
        #expect(report.findings(atLeast: .error).isEmpty, "\(report.findings.map(\.message))")
    }
}
