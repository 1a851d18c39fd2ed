import Testing

/// `while` loops in helpers run on the code's locals while their condition is known, until a `break`; a
/// condition not known stops the loop and leaves what it assigns not known, as does a `for` loop cut at its
/// iteration limit.
@Suite struct WhileLoopTests {
    private func texts(_ helper: String, shown: String) throws -> (texts: [String], standIns: Int) {
        let source = """
            import SwiftUI
            \(helper)
            struct Probe: View {
                let remote: Int
                var body: some View { Text(\(shown)) }
            }
            #Preview { Probe(remote: Int.random(in: 0...9)) }
            """
        return try #require(FoundationFormatterTests.texts(source))
    }

    @Test func aLoopRunsWhileItsConditionHolds() throws {
        let helper = """
            func padded(_ text: String, to width: Int) -> String {
                var result = text
                while result.count < width { result.append(".") }
                return result
            }
            func halvings(_ start: Int) -> Int {
                var value = start
                var steps = 0
                while value > 1 {
                    value = value / 2
                    steps += 1
                }
                return steps
            }
            """
        let shown = try texts(helper, shown: "padded(\"Total\", to: 8) + \" \\(halvings(64))\"")
        #expect(shown.texts == ["Total... 6"])
        #expect(shown.standIns == 0)
    }

    @Test func aConditionNotKnownLeavesTheLocalsNotKnown() throws {
        let helper = """
            func countdown(from start: Int) -> String {
                var label = "go"
                var value = start
                while value > 0 {
                    value -= 1
                    label = "wait"
                }
                return label
            }
            """
        let shown = try texts(helper, shown: "countdown(from: remote)")
        #expect(shown.standIns == 1)
    }

    @Test func aBodyThatBreaksOutStopsThere() throws {
        // `found = words[index]; break`: the loop ends at the first long word, which the code keeps.
        let helper = """
            func firstLong(_ words: [String]) -> String {
                var index = 0
                var found = "none"
                while index < words.count {
                    if words[index].count > 4 { found = words[index]; break }
                    index += 1
                }
                return found
            }
            """
        let shown = try texts(helper, shown: "firstLong([\"a\", \"river\", \"pure\", \"meadow\"])")
        #expect(shown.texts == ["river"])
        #expect(shown.standIns == 0)
    }

    @Test func aForLoopCutAtItsIterationLimitLeavesItsTotalsNotKnown() throws {
        // 1,500 iterations: the first 1,000 run (a total of 999 × 1,000 / 2 = 499,500 would be wrong),
        // so the sum is not known; a loop within the limit gives its total.
        let helper = """
            func total(upTo end: Int) -> String {
                var sum = 0
                for value in 0..<end { sum += value }
                return "Sum \\(sum)"
            }
            """
        let cut = try texts(helper, shown: "total(upTo: 1_500)")
        #expect(cut.texts != ["Sum 499500"])
        #expect(cut.standIns == 1)
        let whole = try texts(helper, shown: "total(upTo: 1_000)")
        #expect(whole.texts == ["Sum 499500"])
        #expect(whole.standIns == 0)
    }
}
