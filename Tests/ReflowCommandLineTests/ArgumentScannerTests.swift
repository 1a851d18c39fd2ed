import Testing
@testable import ReflowCommandLine

@Suite struct ArgumentScannerTests {
    private func parse(_ arguments: String...) throws -> SampleRamp {
        try SampleRamp.parse(arguments)
    }

    @Test func defaultsApplyWhenOnlyTheRequiredPositionalIsGiven() throws {
        let ramp = try parse("body")
        #expect(ramp.summary == "style=body last=- size=17.0pt offset=0 scale=- only=[] verbose=false format=text color=false")
    }

    @Test func longOptionTakesTheNextWord() throws {
        #expect(try parse("body", "--offset", "2").offset == 2)
    }

    @Test func longOptionTakesAnInlineValue() throws {
        #expect(try parse("body", "--offset=2").offset == 2)
    }

    @Test func inlineValueMayContainEqualsSignsAndBeEmpty() throws {
        #expect(try parse("body", "--only=a=b", "--only=").only == ["a=b", ""])
    }

    @Test func shortOptionTakesTheNextWord() throws {
        #expect(try parse("body", "-s", "12").size == SampleLength(points: 12))
    }

    @Test func shortOptionTakesAnAttachedValue() throws {
        #expect(try parse("body", "-s12").size == SampleLength(points: 12))
        #expect(try parse("body", "-s=12").size == SampleLength(points: 12))
    }

    @Test func shortFlagsCluster() throws {
        let ramp = try parse("body", "-vs", "12")
        #expect(ramp.verbose)
        #expect(ramp.size == SampleLength(points: 12))
    }

    @Test func flagsAreFalseUntilGiven() throws {
        #expect(try parse("body").verbose == false)
        #expect(try parse("body", "--verbose").verbose)
        #expect(try parse("-v", "body").verbose)
    }

    @Test func lastOccurrenceOfASingleOptionWins() throws {
        #expect(try parse("body", "--offset", "1", "--offset", "3").offset == 3)
    }

    @Test func repeatedOptionCollectsEveryValueInOrder() throws {
        #expect(try parse("--only", "AX1", "body", "-o", "xSmall", "--only=AX5").only == ["AX1", "xSmall", "AX5"])
    }

    @Test func optionalOptionIsNilUntilGiven() throws {
        #expect(try parse("body").scale == nil)
        #expect(try parse("body", "--scale", "1.5").scale == 1.5)
    }

    @Test func valuesWithUnitsGoThroughTheParseClosure() throws {
        #expect(try parse("body", "--size", "14sp").size == SampleLength(points: 14))
        #expect(try parse("body", "--size=14pt").size == SampleLength(points: 14))
    }

    @Test func negativeNumbersAreOptionValues() throws {
        #expect(try parse("body", "--offset", "-3").offset == -3)
        #expect(try parse("body", "--scale", "-.5").scale == -0.5)
        #expect(try parse("body", "-s", "-2sp").size == SampleLength(points: -2))
    }

    @Test func negativeNumbersArePositionals() throws {
        let ramp = try parse("-3", "-4.5")
        #expect(ramp.style == "-3")
        #expect(ramp.last == "-4.5")
    }

    @Test func aLoneDashIsAPositional() throws {
        #expect(try parse("-").style == "-")
    }

    @Test func optionalPositionalFillsAfterTheRequiredOne() throws {
        let ramp = try parse("body", "AX5")
        #expect(ramp.style == "body")
        #expect(ramp.last == "AX5")
    }

    @Test func doubleDashMakesEverythingAfterItPositional() throws {
        let ramp = try parse("--verbose", "--", "--offset", "-v")
        #expect(ramp.verbose)
        #expect(ramp.offset == 0)
        #expect(ramp.style == "--offset")
        #expect(ramp.last == "-v")
    }

    @Test func optionGroupValuesAreReadFromTheSameParse() throws {
        let ramp = try parse("body", "--format", "json", "--color")
        #expect(ramp.output.format == .json)
        #expect(ramp.output.color)
        #expect(try parse("-f", "json", "body").output.format == .json)
    }

    @Test func repeatedPositionalTakesEveryRemainingWord() throws {
        #expect(try SampleLint.parse(["a.json", "--format", "json", "b.json", "--", "-c.json"]).files == ["a.json", "b.json", "-c.json"])
    }

    @Test func containsTellsAnExplicitDefaultFromAnAbsentOption() throws {
        let scanner = ArgumentScanner(configuration: SampleRamp.configuration, commandPath: ["reflow", "ramp"])
        let explicit = try scanner.scan(["body", "--offset", "0"])
        let absent = try scanner.scan(["body"])
        #expect(explicit.contains(SampleRamp.offset))
        #expect(!absent.contains(SampleRamp.offset))
        #expect(explicit[SampleRamp.offset] == absent[SampleRamp.offset])
    }

    @Test func wordsThatLookLikeOptions() {
        #expect(ArgumentScanner.looksLikeOption("--x"))
        #expect(ArgumentScanner.looksLikeOption("-x"))
        #expect(ArgumentScanner.looksLikeOption("--"))
        #expect(ArgumentScanner.looksLikeOption("-.x"))
        #expect(!ArgumentScanner.looksLikeOption("-"))
        #expect(!ArgumentScanner.looksLikeOption("-3"))
        #expect(!ArgumentScanner.looksLikeOption("-0.5"))
        #expect(!ArgumentScanner.looksLikeOption("-.5"))
        #expect(!ArgumentScanner.looksLikeOption("x"))
    }
}
