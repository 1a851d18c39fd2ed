import Testing

/// Arithmetic on known numbers (`ceil`, `floor`, `round`, `abs`, `sqrt`, `min`, `max`, `rounded(_:)`,
/// `truncatingRemainder(dividingBy:)`), and a standard type made by `.init(…)` where its type is
/// declared, also when the project extends that type: a countdown computed from a preview's fixed
/// date is its number, not a stand-in.
@Suite struct NumberFunctionTests {
    @Test func functionsAndMethodsOnNumbers() throws {
        let shown = try FoundationFormatterTests.probeTexts(
            """
                        Text("\\(Int(ceil(2.1))) \\(Int(floor(2.9))) \\(Int(round(2.5))) \\(Int(abs(-4))) \\(Int(sqrt(81.0)))")
                        Text("\\(min(3, 1, 2)) \\(max(3, 7)) \\(Int(7.5.rounded(.down))) \\(Int((-2.5).rounded()))")
                        Text("\\(Int(65.0.truncatingRemainder(dividingBy: 30))) \\(Int(10.0.remainder(dividingBy: 4)))")
            """)
        #expect(shown.texts == ["3 2 3 4 9", "1 7 7 -3", "5 2"])
        #expect(shown.standIns == 0)
    }

    @Test func wholeNumbersKnowTheirMultiples() throws {
        // A preview's `index.isMultiple(of: 2) ? 4 : index + 3` is decided, not a branch left to vary.
        let shown = try FoundationFormatterTests.probeTexts(
            """
                        Text("\\(6.isMultiple(of: 3)) \\(7.isMultiple(of: 2)) \\(0.isMultiple(of: 0)) \\((-8).isMultiple(of: 4))")
                        Text((0...4).map { $0.isMultiple(of: 2) ? "4" : "\\($0 + 3)" }.joined(separator: " "))
            """)
        #expect(shown.texts == ["true false true true", "4 4 4 6 4"])
        #expect(shown.standIns == 0)
    }

    @Test func aCountdownFromAFixedDate() throws {
        let declarations = """
            extension Date { var isDistant: Bool { timeIntervalSinceNow > 3600 } }
            protocol TimeProvider { var presentTime: Date { get } }
            final class FixedTime: TimeProvider {
                var fixedDate: Date
                var presentTime: Date { fixedDate }
                init(fixedDate: Date = .init(timeIntervalSinceReferenceDate: 1_695_000_011)) { self.fixedDate = fixedDate }
            }
            enum Expiry {
                static func remainingSeconds(for date: Date, using period: Int) -> Int {
                    let remainder = date.timeIntervalSinceReferenceDate.truncatingRemainder(dividingBy: Double(period))
                    return Int(ceil(Double(period) - remainder))
                }
            }
            let clock: any TimeProvider = FixedTime()
            """
        let shown = try FoundationFormatterTests.probeTexts(
            "            Text(\"\\(Expiry.remainingSeconds(for: clock.presentTime, using: 30))\")", declarations: declarations)
        // 1,695,000,011 s after 2001-01-01 is 11 s into a 30 s period: 19 s remain.
        #expect(shown.texts == ["19"])
        #expect(shown.standIns == 0)
    }

    @Test func aNumberNotKnownStaysNotKnown() throws {
        let shown = try FoundationFormatterTests.probeTexts(
            "            Text(\"\\(Int(ceil(Double(UserDefaults.standard.integer(forKey: \"n\")) / 2)))\")")
        #expect(shown.standIns == 1)
    }
}
