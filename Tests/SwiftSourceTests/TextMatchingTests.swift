import Testing

/// Regular expressions and string positions over known text: `NSRegularExpression` matches,
/// `NSRange` and `Range<String.Index>`, subscripts by range and `replacingCharacters(in:with:)`,
/// run with Foundation's own matching, so a preview helper that cuts sample lyrics into chord
/// words gives the words the app shows.
@Suite struct TextMatchingTests {
    private func texts(_ body: String, helpers: String = "") throws -> (texts: [String], standIns: Int) {
        try FoundationFormatterTests.probeTexts(body, declarations: helpers)
    }

    @Test func aHelperSplitsALineIntoChordWords() throws {
        let helpers = """
            struct ChordWord {
                var word: String = String()
                var chords: String {
                    get { return _chords ?? String() }
                    set { _chords = newValue }
                }
                var hasChords: Bool { return self._chords != nil }
                fileprivate var _chords: String? = nil
            }
            extension ChordWord {
                init(_ word: String) { self.word = word }
                init(_ word: String, chords: String) { self.word = word; self.chords = chords }
            }
            func chordWords(_ line: String) -> [ChordWord] {
                let range = NSRange(line.startIndex..<line.endIndex, in: line)
                let separator = try! NSRegularExpression(pattern: "(\\\\S*(?:\\\\[.*?])\\\\S*|\\\\S+)", options: [])
                let words = separator.matches(in: line, range: range).compactMap { match -> String? in
                    guard let found = Range(match.range(at: 0), in: line) else { return nil }
                    return String(line[found])
                }
                guard line.range(of: "\\\\[(.*?)]", options: .regularExpression) != nil else { return words.map { ChordWord($0) } }
                return words.map { chordWord in
                    let pattern = try! NSRegularExpression(pattern: "\\\\[(.*?)]", options: [])
                    var word = chordWord
                    var chords = ""
                    var match = pattern.firstMatch(in: word, range: NSRange(word.startIndex..<word.endIndex, in: word))
                    while match != nil {
                        guard let whole = Range(match!.range(at: 0), in: word), let chord = Range(match!.range(at: 1), in: word) else { continue }
                        let index = whole.lowerBound.utf16Offset(in: word)
                        while chords.count < index { chords.append(" ") }
                        chords.append(String(word[chord]))
                        word = word.replacingCharacters(in: whole, with: "")
                        match = pattern.firstMatch(in: word, range: NSRange(word.startIndex..<word.endIndex, in: word))
                    }
                    return ChordWord(word, chords: chords)
                }
            }
            let line = chordWords("Here [D7]is no [G]ni[C]ght!")
            let plain = chordWords("Drink! A river")
            """
        let shown = try texts(
            """
                        ForEach(line.indices, id: \\.self) { i in
                            Text(line[i].hasChords ? "[" + line[i].chords + "]" : "-")
                            Text(line[i].word)
                        }
                        ForEach(plain.indices, id: \\.self) { i in
                            Text(plain[i].hasChords ? "chords" : plain[i].word)
                        }
            """, helpers: helpers)
        #expect(
            shown.texts == ["[]", "Here", "[D7]", "is", "[]", "no", "[G C]", "night!", "Drink!", "A", "river"])
        #expect(shown.standIns == 0)
    }

    @Test func rangesOfTextAndIndexes() throws {
        let shown = try texts(
            """
                        let code = "RX-2048-ab"
                        let start = code.index(code.startIndex, offsetBy: 3)
                        Text(String(code[start..<code.index(start, offsetBy: 4)]))
                        Text(code.range(of: "[0-9]+", options: .regularExpression) != nil ? "digits" : "none")
                        Text(code.range(of: "AB", options: .caseInsensitive) == nil ? "no" : "any case")
                        Text(code.range(of: "zz") == nil ? "absent" : "present")
                        Text("\\(NSRange(location: 2, length: 5).length)")
            """)
        #expect(shown.texts == ["2048", "digits", "any case", "absent", "5"])
    }

    @Test func matchesCountAndGroupsThatDidNotTakePart() throws {
        let shown = try texts(
            """
                        let text = "a1 b22 c"
                        let digits = try! NSRegularExpression(pattern: "([a-z])(\\\\d+)?", options: .caseInsensitive)
                        let found = digits.matches(in: text, range: NSRange(location: 0, length: text.utf16.count))
                        Text("\\(found.count) matches")
                        Text(Range(found[2].range(at: 2), in: text) == nil ? "no digits after c" : "digits")
                        Text("\\(digits.numberOfMatches(in: text, range: NSRange(location: 0, length: 2)))")
            """)
        #expect(shown.texts == ["3 matches", "no digits after c", "1"])
    }

    @Test func aPatternThatDoesNotCompileIsNotKnown() throws {
        // `try!` of a broken pattern traps in the app; here the expression is simply not known.
        let shown = try texts(
            """
                        let broken = try! NSRegularExpression(pattern: "([a-z", options: [])
                        let match = broken.firstMatch(in: "abc", range: NSRange(location: 0, length: 3))
                        Text(String("abc"[Range(match!.range, in: "abc")!]))
                        let good = try! NSRegularExpression(pattern: "b+", options: [])
                        let found = good.firstMatch(in: "abbc", range: NSRange(location: 0, length: 4))
                        Text(String("abbc"[Range(found!.range, in: "abbc")!]))
            """)
        #expect(shown.texts.last == "bb")
        #expect(shown.standIns == 1)
    }

    @Test func aPatternThatBacktracksWithoutBoundIsNotRun() throws {
        // `(a+)+$` on 39 a's and a b takes ICU about 2^39 steps: such patterns (a repeated group that
        // repeats, a backreference) are not run, so the screen is made at once and their texts stand in.
        let shown = try texts(
            """
                        let text = "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaab"
                        Text(String(text[text.range(of: "(a+)+$", options: .regularExpression)!]))
                        Text(String(text[text.range(of: "(\\\\w*)*b", options: .regularExpression)!]))
                        Text(String(text[text.range(of: "((aa)*a)+b", options: .regularExpression)!]))
                        Text(String(text[text.range(of: "(a+){2,}b", options: .regularExpression)!]))
                        Text(String(text[text.range(of: "(a)\\\\1b", options: .regularExpression)!]))
                        Text(String(text[text.range(of: "a{2,}b", options: .regularExpression)!]))
                        Text(String(text[text.range(of: "(ab){1}", options: .regularExpression)!]))
                        Text(String("x[G]+y"[ "x[G]+y".range(of: "\\\\[(.*?)][(+*]+", options: .regularExpression)!]))
            """)
        #expect(shown.standIns == 5)
        #expect(Array(shown.texts.suffix(3)) == ["aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaab", "ab", "[G]+"])
    }
}
