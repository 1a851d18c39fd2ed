import Testing
@testable import ReflowCommandLine

@Suite struct ShellWordsTests {
    @Test func splitsOnWhitespace() {
        #expect(ShellWords.split("  reflow ramp\tbody  ") == ["reflow", "ramp", "body"])
    }

    @Test func quotesGroupWords() {
        #expect(ShellWords.split(#"a 'b c' "d e" f"g"h"#) == ["a", "b c", "d e", "fgh"])
        #expect(ShellWords.split(#"'' """#) == ["", ""])
    }

    @Test func backslashEscapesOutsideSingleQuotes() {
        #expect(ShellWords.split(#"a\ b "c\"d" 'e\f'"#) == ["a b", "c\"d", #"e\f"#])
    }

    @Test func exampleArgumentsDropTheProgramName() {
        let example = CommandExample("reflow ramp 'large title' --size=14sp", explanation: "")
        #expect(example.arguments == ["ramp", "large title", "--size=14sp"])
    }
}
