import DynamicType
import Testing

@Suite("AndroidFontScale")
struct AndroidFontScaleTests {
    @Test("the Settings slider values are the reference's")
    func settingsValuesMatchFixture() {
        #expect(AndroidFontScale.settingsValues.map(\.value) == AndroidFixture.settingsValues)
        #expect(AndroidFontScale.default.value == 1.0)
        #expect(AndroidFontScale.largest.value == 2.0)
    }

    @Test("labels read as whole percentages, not 114.99…%")
    func percentLabels() {
        #expect(AndroidFontScale.settingsValues.map(\.percentLabel) == ["85%", "100%", "115%", "130%", "150%", "180%", "200%"])
        #expect(AndroidFontScale(1.125).percentLabel == "112.5%")
        #expect(AndroidFontScale(1.3).description == "130%")
    }

    @Test("every enlarged Settings value has a shipped table, as the AOSP comment demands")
    func everyEnlargedStopHasATable() {
        let tableScales = FontScaleConverterFactory.lookupTables.map(\.fontScale)
        let enlarged = AndroidFontScale.settingsValues.map(\.value).filter { $0 > 1 }
        #expect(enlarged == tableScales)
    }

    @Test("settingsIndex finds slider stops only")
    func settingsIndex() {
        #expect(AndroidFontScale(1.3).settingsIndex == 3)
        #expect(AndroidFontScale(0.85).settingsIndex == 0)
        #expect(AndroidFontScale(1.4).settingsIndex == nil)
        #expect(AndroidFontScale(1.15) < AndroidFontScale(1.3))
    }

    @Test(
        "parses multipliers, percentages and 'default'",
        arguments: [("1.3", 1.3), ("130%", 1.3), ("130 %", 1.3), ("1.3x", 1.3), ("115%", 1.15), ("default", 1.0), ("2", 2.0)])
    func parses(spelling: String, expected: Double) throws {
        let scale = try AndroidFontScale(parsing: spelling)
        #expect(ScaleApprox.equal(scale.value, expected))
    }

    @Test("rejects zero, negative, non-finite and non-numeric spellings", arguments: ["0", "-1.3", "nan", "inf", "big", "%", ""])
    func rejects(spelling: String) {
        #expect(throws: UnknownNameError.self) { try AndroidFontScale(parsing: spelling) }
    }
}
