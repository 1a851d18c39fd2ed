import Findings
import Reporting
import Testing

@Suite struct TextReporterTests {
    @Test func matchesCannedOutput() {
        Canned.assertMatches(TextReporter.report(ReportFixtures.input, colour: false), file: "TextReporter.txt")
    }

    @Test func colourOnlyWhenAskedAndOtherwiseTheSameText() {
        let plain = TextReporter.report(ReportFixtures.input, colour: false)
        let coloured = TextReporter.report(ReportFixtures.input, colour: true)
        #expect(!plain.contains("\u{1B}"))
        #expect(coloured.contains("\u{1B}[1;31merror\u{1B}[0m"))
        #expect(coloured.contains("\u{1B}[33mwarning\u{1B}[0m"))
        #expect(coloured.contains("\u{1B}[36mnote\u{1B}[0m"))
        #expect(Self.strippingANSI(coloured) == plain)
    }

    @Test func groupsByScreenInTheGivenOrderAndSaysWhenAScreenIsClean() {
        let text = TextReporter.report(ReportFixtures.input, colour: false)
        let headers = text.split(separator: "\n").filter { !$0.hasPrefix(" ") && $0.contains(": ") }.map(String.init)
        #expect(headers.map { $0.prefix { $0 != ":" && $0 != " " } }.prefix(5) == ["Checkout", "Profile", "Account", "الملف", "Settings"])
        #expect(text.contains("Settings: no findings\n"))
        #expect(text.hasSuffix("5 screens audited: 6 findings (2 errors, 2 warnings, 2 notes)\n"))
    }

    @Test func controlCharactersCannotReachTheTerminal() {
        let text = TextReporter.report(ReportFixtures.input, colour: false)
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" })
        #expect(text.contains("a bell \u{FFFD} character"))
    }

    @Test func anEmptyReportSaysSo() {
        let input = ReportInput(findings: [], checks: [], toolVersion: "0.1.0", screens: ["Checkout"])
        #expect(TextReporter.report(input, colour: false) == "Checkout: no findings\n\n1 screen audited: no findings\n")
    }

    /// Three screens read from source: one in full, one in part (two opaque views), one not at all.
    static let coverageInput: ReportInput = {
        func coverage(_ status: String, line: Int, opaque: Int = 0, reasons: [String] = []) -> ScreenCoverage {
            ScreenCoverage(
                location: FileLocation(file: "/app/Sources/Feed/FeedView.swift", line: line, column: 1), status: status,
                interpreted: status == "not-simulated" ? 0 : 40, opaqueViews: opaque, ignoredModifiers: 0, unreadFonts: 0,
                sourceTexts: 3, standInTexts: 0, reasons: reasons)
        }
        return ReportInput(
            findings: [], checks: [], toolVersion: "0", baseDirectory: "/app", screens: ["Feed", "Map", "Loading"],
            coverage: [
                "Feed": coverage("simulated", line: 10), "Map": coverage("partial", line: 30, opaque: 2, reasons: ["2 opaque views"]),
                "Loading": coverage("not-simulated", line: 50, reasons: ["nothing interpreted"]),
            ])
    }()

    @Test func aCheckLeadsWithWhatWasNotSimulatedGroupedByReason() {
        let text = TextReporter.report(Self.coverageInput, colour: false)
        #expect(
            text.hasPrefix(
                """
                3 screens read from source: 1 simulated in full, 1 in part, 1 not simulated.
                  not simulated, nothing interpreted: Loading (FeedView.swift:50)
                  in part, opaque views: Map (2, FeedView.swift:30)

                Feed: no findings

                Map (partly simulated): no findings

                Loading: not simulated (nothing interpreted)

                """))
    }

    @Test func screensBuiltInCodeNeedNoCoverageLine() {
        #expect(CoverageOverview(ReportFixtures.input).isEmpty)
        #expect(!TextReporter.report(ReportFixtures.input, colour: false).contains("read from source"))
    }

    @Test func aLongGroupNamesEightScreensAndCountsTheRest() {
        let names = (1...11).map { "Screen \($0)" }
        let empty = ScreenCoverage(
            location: nil, status: "not-simulated", interpreted: 0, opaqueViews: 0, ignoredModifiers: 0, unreadFonts: 0,
            sourceTexts: 0, standInTexts: 0, reasons: ["no text to lay out"])
        let input = ReportInput(
            findings: [], checks: [], toolVersion: "0", screens: names,
            coverage: Dictionary(uniqueKeysWithValues: names.map { ($0, empty) }))
        #expect(
            CoverageOverview(input).lines == [
                "not simulated, no text to lay out: " + names.prefix(8).joined(separator: ", ") + ", and 3 more"
            ])
    }

    static func strippingANSI(_ text: String) -> String {
        var result = ""
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            if scalar == "\u{1B}" {
                while let next = scalars.next(), next != "m" {}
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
