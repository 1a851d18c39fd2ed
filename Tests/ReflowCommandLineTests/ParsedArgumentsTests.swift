import Testing
@testable import ReflowCommandLine

@Suite struct ParsedArgumentsTests {
    @Test func readingAnUndeclaredArgumentIsAProgrammingError() async {
        await #expect(processExitsWith: .failure) {
            let parsed = ParsedArguments(commandPath: ["reflow", "tty"], declared: [])
            _ = parsed[Flag("verbose", help: "")]
        }
    }

    @Test func typedAccessorsReturnConvertedValues() throws {
        let scanner = ArgumentScanner(configuration: SampleRamp.configuration, commandPath: ["reflow", "ramp"])
        let parsed = try scanner.scan(["body", "--scale", "2", "-o", "AX1", "-o", "AX2"])
        #expect(parsed[SampleRamp.scale] == 2.0)
        #expect(parsed[SampleRamp.only] == ["AX1", "AX2"])
        #expect(parsed[SampleRamp.style] == "body")
        #expect(parsed[SampleRamp.last] == nil)
        #expect(parsed[SampleOutputOptions.format] == .text)
        #expect(parsed.commandPath == ["reflow", "ramp"])
    }

    @Test func optionalTypesDeclareOptionalArgumentsEvenWithParseClosures() throws {
        let length = Positional<SampleLength?>("length", help: "", parse: { try SampleLength(parsing: $0) })
        let required = Positional<SampleLength>("length", help: "", parse: SampleLength.init(parsing:))
        let option = Option<SampleLength?>("length", help: "", parse: SampleLength.init(parsing:))
        #expect(!length.spec.isRequired)
        #expect(required.spec.isRequired)
        #expect(option.spec.defaultDescription == nil)

        let configuration = CommandConfiguration(name: "x", abstract: "", arguments: [option, length])
        let scanner = ArgumentScanner(configuration: configuration, commandPath: ["x"])
        let absent = try scanner.scan([])
        #expect(absent[length] == nil)
        #expect(absent[option] == nil)
        let present = try scanner.scan(["--length", "3sp", "4"])
        #expect(present[length] == SampleLength(points: 4))
        #expect(present[option] == SampleLength(points: 3))
    }
}
