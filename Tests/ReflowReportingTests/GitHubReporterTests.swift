import Foundation
import Findings
import Reporting
import Testing

@Suite struct GitHubReporterTests {
    @Test func matchesCannedOutput() {
        Canned.assertMatches(GitHubReporter.report(ReportFixtures.input), file: "GitHubReporter.txt")
    }

    @Test func levelsAndLocations() {
        let lines = GitHubReporter.report(ReportFixtures.input).split(separator: "\n").map(String.init)
        #expect(lines.count == ReportFixtures.findings.count)
        #expect(lines.filter { $0.hasPrefix("::error ") }.count == 2)
        #expect(lines.filter { $0.hasPrefix("::warning ") }.count == 2)
        #expect(lines.filter { $0.hasPrefix("::notice ") }.count == 2)
        #expect(
            lines.contains {
                $0.hasPrefix("::error file=Sources/App/Checkout.swift,line=42,col=13,title=Clipped text%3A Text \"€199.00\"::")
            })
        // Without a source location: no file, line or col.
        #expect(lines.contains { $0.hasPrefix("::error title=Unreachable action%3A Button \"Pay €228.89\"::Button") })
    }

    @Test func escapesPropertiesAndMessagesAsTheRunnerExpects() throws {
        let line = try #require(GitHubReporter.report(ReportFixtures.input).split(separator: "\n").first { $0.contains("Mitglied") })
        #expect(
            line.hasPrefix(
                "::warning file=Sources/App/Profile%2C v2%3A Settings.swift,line=17,col=9,"
                    + "title=Truncated text%3A Text \"Mitglied%3A 100 %25 Rabatt%2C bis 31.12.\"::"))
        #expect(line.contains("::Text \"Mitglied: 100 %25 Rabatt, bis 31.12.\" shows 1 of 2 lines;%0A4 characters are hidden"))
        // Undoing the runner's escapes gives the original values back.
        let (command, message) = try #require(Self.split(String(line)))
        let properties = command.dropFirst("warning ".count).split(separator: ",").map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1)
            return (String(parts[0]), Self.unescape(String(parts[1])))
        }
        #expect(properties.map(\.0) == ["file", "line", "col", "title"])
        #expect(properties[0].1 == "Sources/App/Profile, v2: Settings.swift")
        #expect(properties[3].1 == "Truncated text: Text \"Mitglied: 100 % Rabatt, bis 31.12.\"")
        #expect(
            Self.unescape(message).hasPrefix("Text \"Mitglied: 100 % Rabatt, bis 31.12.\" shows 1 of 2 lines;\n4 characters are hidden"))
    }

    @Test func noRawControlCharactersInCommands() {
        let output = GitHubReporter.report(ReportFixtures.input)
        #expect(!output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" })
        #expect(output.contains("a bell \u{FFFD} character"))
    }

    /// `::command::message` → (command, message).
    static func split(_ line: String) -> (String, String)? {
        guard line.hasPrefix("::"), let end = line.dropFirst(2).range(of: "::") else { return nil }
        return (String(line[line.index(line.startIndex, offsetBy: 2)..<end.lowerBound]), String(line[end.upperBound...]))
    }

    /// The runner's unescaping: `%0D`, `%0A`, `%3A`, `%2C`, then `%25`.
    static func unescape(_ text: String) -> String {
        text.replacingOccurrences(of: "%0D", with: "\r").replacingOccurrences(of: "%0A", with: "\n")
            .replacingOccurrences(of: "%3A", with: ":").replacingOccurrences(of: "%2C", with: ",")
            .replacingOccurrences(of: "%25", with: "%")
    }
}
