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
