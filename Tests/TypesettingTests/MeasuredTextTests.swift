import Testing
import TextMeasurement

/// `MeasuredText` keeps its fields in a shared box; it must still behave as a plain value.
@Suite struct MeasuredTextTests {
    static let measured = MeasuredText(
        lines: [
            MeasuredLine(
                text: "Payment failed.", range: 0..<15, width: 120.5, top: 0, height: 22, baseline: 17, endsWithEmergencyBreak: false)
        ],
        width: 120.5, height: 22, idealWidth: 120.5, minimumWidth: 64, pointSize: 17, scaleFactor: 1, lineHeight: 22,
        truncation: TextTruncation(mode: .tail, hiddenText: " Your card", hiddenCharacterCount: 10, neededLineCount: 2),
        fontFile: "/usr/share/fonts/opentype/inter/Inter-Regular.otf", fontName: "Inter-Regular", standsInFor: "SF Pro Text",
        fontFiles: ["/usr/share/fonts/opentype/inter/Inter-Regular.otf"])

    @Test func settingAFieldLeavesOtherCopiesAlone() {
        let original = Self.measured
        var copy = original
        copy.width = 200
        copy.lines.append(copy.lines[0])
        copy.truncation = nil
        #expect(original.width == 120.5)
        #expect(original.lines.count == 1)
        #expect(original.truncation?.hiddenCharacterCount == 10)
        #expect(copy.width == 200)
        #expect(copy.lines.count == 2)
        #expect(copy != original)
        copy.width = 120.5
        copy.lines.removeLast()
        copy.truncation = original.truncation
        #expect(copy == original)
        #expect(copy.hashValue == original.hashValue)
    }

    @Test func separatelyBuiltEqualValuesAreEqual() {
        var rebuilt = Self.measured
        rebuilt.fontName = "Inter-Regular"  // a new box with the same fields
        #expect(rebuilt == Self.measured)
        #expect(Set([rebuilt, Self.measured]).count == 1)
    }

    @Test func printsItsFieldsNotItsBox() {
        let labels = Mirror(reflecting: Self.measured).children.map(\.label)
        #expect(
            labels == [
                "lines", "width", "height", "idealWidth", "minimumWidth", "pointSize", "scaleFactor", "lineHeight", "truncation",
                "fontFile", "fontName", "standsInFor", "fontFiles",
            ])
        #expect(String(describing: Self.measured).hasPrefix("MeasuredText(lines: [TextMeasurement.MeasuredLine(text: \"Payment failed.\""))
    }
}
