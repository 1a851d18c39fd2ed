import DynamicType
import Findings
import Reporting
import Testing

/// `LargerTextReadiness`, the summary's "Larger Text" line: ready means no error at or below AX3.
@Suite struct HTMLReadinessTests {
    static func error(on screen: String, from first: ContentSizeCategory, severity: Severity = .error) -> Finding {
        let sizes = ContentSizeCategory.allCases.filter { $0 >= first }.map(SizeSetting.category)
        return Finding(
            checkID: "clipped-text", severity: severity, message: "m", element: ElementReference(path: "\(screen)/Text", label: "Text"),
            context: FindingContext(
                screen: screen, device: "iPhone 16", layoutDirection: .leftToRight, firstSize: .category(first), sizes: sizes),
            measurements: [], criterion: .resizeText, fix: "f")
    }

    static func readiness(_ findings: [Finding], screens: [String]) -> LargerTextReadiness {
        LargerTextReadiness(input: ReportInput(findings: findings, checks: [], toolVersion: "0", screens: screens))
    }

    @Test func anErrorAtAX3IsNotReadyAndAtAX4Is() {
        let atAX3 = Self.readiness([Self.error(on: "A", from: .accessibility3)], screens: ["A"])
        #expect(!atAX3.isReady)
        #expect(atAX3.screens[0].verdict == "breaks at AX3, below 200 %")
        #expect(atAX3.sentence == "Not ready for Larger Text: the screen breaks at or below AX3 (200 %): A at AX3.")
        let atAX4 = Self.readiness([Self.error(on: "A", from: .accessibility4)], screens: ["A", "B"])
        #expect(atAX4.isReady)
        #expect(atAX4.screens[0].worksUpTo == .category(.accessibility3))
        #expect(atAX4.screens[0].verdict == "ready: works up to AX3, breaks at AX4")
        #expect(atAX4.screens[1].verdict == "works at every size")
        #expect(atAX4.sentence == "Ready for Larger Text: all 2 screens work up to AX3 (200 %); 1 of 2 at every size (A at AX4 above AX3).")
    }

    @Test func warningsAndNotesDoNotCount() {
        let readiness = Self.readiness(
            [Self.error(on: "A", from: .xSmall, severity: .warning), Self.error(on: "B", from: .large, severity: .note)],
            screens: ["A", "B"])
        #expect(readiness.isReady && readiness.screens.allSatisfy(\.worksAtEverySize))
        #expect(readiness.sentence == "Ready for Larger Text: all 2 screens work at every size, up to AX5.")
    }

    @Test func theFirstErrorIsTheSmallestSizeOfAnyError() {
        let readiness = Self.readiness(
            [
                Self.error(on: "A", from: .accessibility4), Self.error(on: "A", from: .medium),
                Self.error(on: "B", from: .xSmall),
            ], screens: ["A", "B", "C"])
        #expect(readiness.screens.map(\.firstError) == [.category(.medium), .category(.xSmall), nil])
        #expect(readiness.screens[1].worksUpTo == nil)
        #expect(readiness.sentence == "Not ready for Larger Text: 2 of 3 screens break at or below AX3 (200 %): A at Medium, B at xSmall.")
        #expect(LargerTextReadiness.threshold == .category(.accessibility3))
        #expect(
            LargerTextReadiness.shortName(.category(.accessibility3)) == "AX3"
                && LargerTextReadiness.shortName(.androidFontScale(1.3)) == "130%")
    }

    @Test func aScreenThatWasNotSimulatedIsNotJudged() {
        let coverage = ScreenCoverage(
            location: nil, status: "not-simulated", interpreted: 0, opaqueViews: 0, ignoredModifiers: 0, unreadFonts: 0,
            sourceTexts: 0, standInTexts: 0, reasons: ["nothing interpreted"])
        let input = ReportInput(
            findings: [Self.error(on: "A", from: .accessibility1)], checks: [], toolVersion: "0",
            screens: ["A", "B", "C"], coverage: ["C": coverage])
        let readiness = LargerTextReadiness(input: input)
        #expect(readiness.screens.map(\.isSimulated) == [true, true, false])
        #expect(readiness.screens[2].verdict == "not judged: not simulated")
        #expect(
            readiness.sentence == "Not ready for Larger Text: 1 of 2 simulated screens break at or below AX3 (200 %): A at AX1. "
                + "1 of 3 screens could not be simulated and are not judged.")
        let none = LargerTextReadiness(
            input: ReportInput(findings: [], checks: [], toolVersion: "0", screens: ["C"], coverage: ["C": coverage]))
        #expect(none.sentence == "Not judged: the screen could not be simulated.")
    }

    @Test func noScreens() {
        #expect(Self.readiness([], screens: []).sentence == "No screens were checked.")
    }
}
