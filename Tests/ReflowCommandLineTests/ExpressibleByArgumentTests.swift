import Testing
import ReflowCommandLine

@Suite struct ExpressibleByArgumentTests {
    @Test func integersAcceptSignsAndRejectFractions() {
        #expect(Int(argument: "-3") == -3)
        #expect(Int(argument: "+3") == 3)
        #expect(Int(argument: "3.5") == nil)
        #expect(Int.argumentExpectation == "an integer")
    }

    @Test func numbersMustBeFinite() {
        #expect(Double(argument: "-0.5") == -0.5)
        #expect(Double(argument: "1e2") == 100)
        #expect(Double(argument: "inf") == nil)
        #expect(Double(argument: "nan") == nil)
        #expect(Double.argumentExpectation == "a number")
    }

    @Test func wholeNumberDefaultsShowWithoutAFraction() {
        #expect(17.0.defaultValueDescription == "17")
        #expect(4.5.defaultValueDescription == "4.5")
        #expect((-2.0).defaultValueDescription == "-2")
    }

    @Test func stringEnumsReadTheirRawValuesAndListTheirChoices() {
        #expect(SampleFormat(argument: "json") == .json)
        #expect(SampleFormat(argument: "JSON") == .json)
        #expect(SampleFormat(argument: "yaml") == nil)
        #expect(SampleFormat.allValueStrings == ["text", "json"])
        #expect(SampleFormat.argumentExpectation == "one of: text, json")
        #expect(SampleFormat.json.defaultValueDescription == "json")
    }

    @Test func stringsAcceptAnything() {
        #expect(String(argument: "") == "")
        #expect(String.allValueStrings == [])
    }
}
