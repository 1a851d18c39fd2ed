import Testing

/// `String(format:)` prints a known number as its specifier says (`%.2f`, `%02d`, `%05.1f`, positional
/// `%2$.1f`), not as the number's plain text; `String(repeating:count:)` and
/// `padding(toLength:withPad:startingAt:)` make their strings.
@Suite struct StringFormatTests {
    @Test func numbersFollowTheirSpecifiers() throws {
        let shown = try FoundationFormatterTests.probeTexts(
            """
                        let price = 19.5
                        let minutes = 5
                        Text(String(format: "%.2f €", price))
                        Text(String(format: "%02d:%02d", minutes, 7))
                        Text(String(format: "%05.1f|%-4d|%+d|%x|%lld", 3.14159, 42, 3, 255, 12))
                        Text(String(format: "%@ costs %.1f", "Tea", 2.25))
                        Text(String(format: "%2$.1f for %1$@", "Tea", 2.25))
                        Text(String(format: "%d%% done", 40))
            """)
        #expect(shown.texts == ["19.50 €", "05:07", "003.1|42  |+3|ff|12", "Tea costs 2.2", "2.2 for Tea", "40% done"])
        #expect(shown.standIns == 0)
    }

    @Test func aNumberNotKnownKeepsItsStandIn() throws {
        let shown = try FoundationFormatterTests.probeTexts(
            "            Text(String(format: \"%.2f left\", UserDefaults.standard.double(forKey: \"balance\")))")
        #expect(shown.standIns == 1)
    }

    @Test func repeatedAndPaddedStrings() throws {
        let shown = try FoundationFormatterTests.probeTexts(
            """
                        let rating = 4
                        Text(String(repeating: "★", count: rating) + String(repeating: "☆", count: 5 - rating))
                        Text("7".padding(toLength: 3, withPad: "0", startingAt: 0))
                        Text("Dinner".padding(toLength: 3, withPad: " ", startingAt: 0))
            """)
        #expect(shown.texts == ["★★★★☆", "700", "Din"])
    }
}
