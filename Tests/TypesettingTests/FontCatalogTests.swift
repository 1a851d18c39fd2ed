import Testing
import TextMeasurement
@testable import Typesetting

/// Fonts by the names code uses (`Font.custom`, `UIFont(name:)`): PostScript, full and family
/// names, across the system's fonts or a project's own files, with the name scan done once.
@Suite struct FontCatalogTests {
    @Test func postScriptName() throws {
        let catalog = FontCatalog(directories: ["/usr/share/fonts"])
        let bold = try catalog.face(named: "Inter-Bold")
        #expect(bold.path == "/usr/share/fonts/opentype/inter/Inter-Bold.otf")
        #expect(bold.postScriptName == "Inter-Bold")
        // A file name hit reads no other font's names.
        #expect(catalog.nameScanCount == 0)
        // A PostScript name that is not a file name: the CJK collection's Simplified Chinese face.
        let chinese = try catalog.face(named: "NotoSansCJKsc-Regular")
        #expect(chinese.path == Fonts.cjk && chinese.index == 2)
        #expect(catalog.nameScanCount == 1)
    }

    @Test func familyAndFullNames() throws {
        let catalog = FontCatalog(directories: ["/usr/share/fonts"])
        #expect(try catalog.face(named: "Inter").postScriptName == "Inter-Regular")
        #expect(try catalog.face(named: "Inter Semi Bold").postScriptName == "Inter-SemiBold")
        #expect(try catalog.face(named: "inter semibold").postScriptName == "Inter-SemiBold")
        #expect(try catalog.face(named: "Inter Display").postScriptName == "InterDisplay-Regular")
        #expect(try catalog.face(named: "Roboto").postScriptName == "Roboto-Regular")
        #expect(try catalog.face(named: "Noto Sans CJK KR").index == 1)
        #expect(catalog.nameScanCount == 1)
    }

    @Test func familyNameWithAWeight() throws {
        let catalog = FontCatalog.system
        #expect(try catalog.face(named: "Inter", weight: 600).postScriptName == "Inter-SemiBold")
        #expect(try catalog.face(named: "Roboto", weight: 600).postScriptName == "Roboto-Bold")
        #expect(try catalog.face(named: "Roboto", weight: 400, italic: true).postScriptName == "Roboto-Italic")
        // A PostScript name is one face: the weight does not move it.
        #expect(try catalog.face(named: "Inter-Bold", weight: 300).postScriptName == "Inter-Bold")
    }

    @Test func theNameScanHappensOnceEvenUnderConcurrency() async throws {
        let catalog = FontCatalog(directories: ["/usr/share/fonts"])
        let names = ["Brand-Bold", "Inter", "Nope", "Roboto Medium", "Noto Sans Hebrew", "Unknown Font"]
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<24 {
                group.addTask { _ = try? catalog.face(named: names[index % names.count]) }
            }
            try await group.waitForAll()
        }
        #expect(catalog.nameScanCount == 1)
        #expect(throws: FontError.self) { try catalog.face(named: "Brand-Bold") }
        #expect(catalog.nameScanCount == 1)
    }

    @Test func projectFontsByPath() throws {
        // A design system's fonts given as files, not installed: found by their names.
        let catalog = FontCatalog(directories: [], files: [Fonts.interSemiBold, Fonts.roboto])
        #expect(try catalog.face(named: "Inter-SemiBold").path == Fonts.interSemiBold)
        #expect(try catalog.face(named: "Roboto").path == Fonts.roboto)
        #expect(throws: FontError.unknownFont(name: "Inter-Bold", searched: [])) { try catalog.face(named: "Inter-Bold") }
    }

    @Test func namedFontsThroughTheMeasurer() throws {
        let measurer = HarfBuzzTextMeasurer()
        let byName = try measurer.measure(
            TextMeasurementRequest(text: "Wave", font: FontRequest(family: .named("Inter-Bold"), pointSize: 17)))
        #expect(byName.fontName == "Inter-Bold")
        #expect(byName.standsInFor == nil)
        #expect(
            abs(byName.width - (try HBShape.width("Wave", font: "/usr/share/fonts/opentype/inter/Inter-Bold.otf", size: 17))) < 0.01,
            "custom fonts get no tracking")
        let family = try measurer.measure(
            TextMeasurementRequest(
                text: "Wave",
                font: FontRequest(family: .named("Roboto"), weight: .medium, pointSize: 17)))
        #expect(family.fontName == "Roboto-Medium")
        #expect(throws: FontError.self) {
            try measurer.measure(TextMeasurementRequest(text: "Wave", font: FontRequest(family: .named("Brand-Bold"), pointSize: 17)))
        }
    }

    @Test func aMissingFontFailsTheSameWayEveryTime() throws {
        // The failure is remembered per font, so the text of a screen that names an uninstalled
        // font is not looked up again at every size: the second answer must be the first one.
        let catalog = FontCatalog(directories: [], files: [Fonts.roboto])
        let measurer = HarfBuzzTextMeasurer(catalog: catalog)
        let missing = FontError.unknownFont(name: "Brand-Bold", searched: [])
        for size in [17.0, 17.0, 23.0, 53.0] {
            #expect(throws: missing) {
                try measurer.measure(TextMeasurementRequest(text: "Wave", font: FontRequest(family: .named("Brand-Bold"), pointSize: size)))
            }
        }
        #expect(
            try measurer.measure(TextMeasurementRequest(text: "Wave", font: FontRequest(family: .named("Roboto"), pointSize: 17))).fontName
                == "Roboto-Regular")
    }

    @Test func fileNamePrefixesDoNotMixFamilies() {
        let catalog = FontCatalog.system
        #expect(catalog.faces(fileNamePrefix: "Inter-").allSatisfy { $0.familyName == "Inter" })
        // Debian's fonts-inter has 18 static faces; fonts-inter-variable, when installed, adds its
        // variable files (Inter-roman.var.ttf), which are Inter too.
        #expect(catalog.faces(fileNamePrefix: "Inter-").filter { $0.weightAxis == nil }.count == 18)
        #expect(catalog.faces(fileNamePrefix: "Roboto-").allSatisfy { $0.familyName == "Roboto" })
    }
}
