import Testing
import DynamicType
import TextMeasurement
@testable import Typesetting

/// Weights map to the right face: exactly where the family has it (Inter has all nine), else by
/// CSS font matching (Roboto has 100, 300, 400, 500, 700, 900).
@Suite struct WeightMatchingTests {
    let resolver = SystemFontResolver()

    @Test(arguments: [
        (FontWeight.ultraLight, "Thin"), (.thin, "ExtraLight"), (.light, "Light"), (.regular, "Regular"),
        (.medium, "Medium"), (.semibold, "SemiBold"), (.bold, "Bold"), (.heavy, "ExtraBold"), (.black, "Black"),
    ])
    func interHasEveryWeight(weight: FontWeight, style: String) throws {
        let text = try resolver.systemFont(platform: .iOS, weight: weight, pointSize: 17)
        #expect(text.face.postScriptName == "Inter-\(style)")
        #expect(text.standsInFor == "SF Pro Text")
        let display = try resolver.systemFont(platform: .iOS, weight: weight, pointSize: 28)
        #expect(display.face.postScriptName == "InterDisplay-\(style)")
        #expect(display.standsInFor == "SF Pro Display")
    }

    @Test(arguments: [
        (FontWeight.ultraLight, "Roboto-Thin"), (.thin, "Roboto-Thin"), (.light, "Roboto-Light"),
        (.regular, "Roboto-Regular"), (.medium, "Roboto-Medium"), (.semibold, "Roboto-Bold"),
        (.bold, "Roboto-Bold"), (.heavy, "Roboto-Black"), (.black, "Roboto-Black"),
    ])
    func robotoFollowsCSSMatching(weight: FontWeight, name: String) throws {
        // 200 has nothing lighter but 100; 600 and 800 look heavier first.
        let resolved = try resolver.systemFont(platform: .android, weight: weight, pointSize: 16)
        #expect(resolved.face.postScriptName == name)
        #expect(resolved.standsInFor == nil)
        #expect(resolved.lineHeightModel == .natural)
    }

    @Test(arguments: [
        (450, "Roboto-Medium"), (350, "Roboto-Light"), (250, "Roboto-Thin"), (550, "Roboto-Bold"),
        (950, "Roboto-Black"), (50, "Roboto-Thin"), (400, "Roboto-Regular"),
    ])
    func cssRulesBetweenWeights(weight: Int, name: String) {
        // 400–500 looks up to 500 first, then lighter; below 400 lighter first; above 500 heavier first.
        let faces = FontCatalog.system.faces(fileNamePrefix: "Roboto-")
        #expect(WeightMatching.bestFace(among: faces, weight: weight, italic: false)?.postScriptName == name)
    }

    @Test func cssFourHundredToFiveHundredPrefersLighterOverHeavierThanFiveHundred() {
        // Only 300 and 700 available: 450 takes 300 (lighter), not 700.
        let faces = FontCatalog.system.faces(fileNamePrefix: "Roboto-").filter { [300, 700].contains($0.weightClass) && !$0.isItalic }
        #expect(WeightMatching.bestFace(among: faces, weight: 450, italic: false)?.postScriptName == "Roboto-Light")
        #expect(WeightMatching.bestFace(among: faces, weight: 600, italic: false)?.postScriptName == "Roboto-Bold")
        #expect(WeightMatching.bestFace(among: faces, weight: 350, italic: false)?.postScriptName == "Roboto-Light")
    }

    @Test func italicIsMatchedBeforeWeight() throws {
        let android = try resolver.systemFont(platform: .android, weight: .semibold, italic: true, pointSize: 16)
        #expect(android.face.postScriptName == "Roboto-BoldItalic")
        let iOS = try resolver.systemFont(platform: .iOS, weight: .semibold, italic: true, pointSize: 17)
        #expect(iOS.face.postScriptName == "Inter-SemiBoldItalic")
        // A family without italics still answers with its upright face.
        let upright = FontCatalog.system.faces(fileNamePrefix: "NotoSansHebrew-")
        #expect(WeightMatching.bestFace(among: upright, weight: 400, italic: true)?.postScriptName == "NotoSansHebrew-Regular")
    }

    @Test func measuredTextReportsTheWeightedFace() throws {
        let measurer = HarfBuzzTextMeasurer()
        let semibold = try measurer.measure(TextMeasurementRequest(text: "Wave", font: FontRequest(weight: .semibold, pointSize: 17)))
        #expect(semibold.fontName == "Inter-SemiBold")
        #expect(
            abs(
                semibold.idealWidth
                    - (try HBShape.width("Wave", font: Fonts.interSemiBold, size: 17)
                        + HarfBuzzTextMeasurer.tracking(for: FontRequest(pointSize: 17), at: 17) * 4)) < 0.01)
        let android = try measurer.measure(
            TextMeasurementRequest(
                text: "Wave",
                font: FontRequest(weight: .semibold, pointSize: 16, platform: .android)))
        #expect(android.fontName == "Roboto-Bold")
    }
}
