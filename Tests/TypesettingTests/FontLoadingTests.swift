import Foundation
import Testing
@testable import Typesetting

/// Real font files of every container Reflow supports load with their names, metrics and
/// coverage: TrueType (Roboto), OpenType/CFF (Inter) and collections (Noto Sans CJK).
@Suite struct FontLoadingTests {
    @Test func trueType() throws {
        let face = try FontFace.load(path: Fonts.roboto)
        #expect(face.postScriptName == "Roboto-Regular")
        #expect(face.familyName == "Roboto")
        #expect(face.styleName == "Regular")
        #expect(face.weightClass == 400)
        #expect(!face.isItalic)
        #expect(face.unitsPerEm == (try OpenTypeFile(path: Fonts.roboto).unitsPerEm))
        #expect(face.covers("A") && face.covers("€") && face.covers("Ж"))
        #expect(!face.covers("日"))
    }

    @Test func openTypeCFF() throws {
        let face = try FontFace.load(path: Fonts.inter)
        #expect(try OpenTypeFile(path: Fonts.inter).table("CFF ") != nil, "Inter from fonts-inter is CFF-flavoured")
        #expect(face.postScriptName == "Inter-Regular")
        #expect(face.familyName == "Inter")
        #expect(face.unitsPerEm == (try OpenTypeFile(path: Fonts.inter).unitsPerEm))
        let semibold = try FontFace.load(path: Fonts.interSemiBold)
        #expect(semibold.postScriptName == "Inter-SemiBold")
        #expect(semibold.familyName == "Inter")
        #expect(semibold.styleName == "Semi Bold")
        #expect(semibold.weightClass == 600)
        let italic = try FontFace.load(path: "/usr/share/fonts/opentype/inter/Inter-Italic.otf")
        #expect(italic.isItalic)
    }

    @Test func collection() throws {
        #expect(try FontFace.faceCount(path: Fonts.cjk) == 10)
        let expected = ["NotoSansCJKjp-Regular", "NotoSansCJKkr-Regular", "NotoSansCJKsc-Regular", "NotoSansCJKtc-Regular"]
        for (index, name) in expected.enumerated() {
            let face = try FontFace.load(path: Fonts.cjk, index: index)
            #expect(face.postScriptName == name)
            #expect(face.index == index)
            #expect(face.unitsPerEm == (try OpenTypeFile(path: Fonts.cjk, faceIndex: index).unitsPerEm))
            #expect(face.covers("日") && face.covers("한"))
        }
        #expect(try FontFace.load(path: Fonts.cjk, index: 2).familyName == "Noto Sans CJK SC")
    }

    @Test func colorEmoji() throws {
        let face = try FontFace.load(path: Fonts.emoji)
        #expect(face.covers("😀"))
        #expect(face.familyName == "Noto Color Emoji")
    }

    @Test func staticFontsHaveNoAxes() throws {
        for path in [Fonts.inter, Fonts.roboto, Fonts.cjk] {
            let face = try FontFace.load(path: path)
            #expect(face.axes.isEmpty)
            #expect(face.weightAxis == nil)
            #expect(ShapingFont(face: face, weight: 700).weightVariation == nil)
        }
    }

    @Test func everyInstalledFontLoads() throws {
        // Guards the loader's damage checks against refusing good fonts.
        let catalog = FontCatalog(directories: ["/usr/share/fonts"])
        #expect(catalog.fontFiles.count > 100)
        for path in catalog.fontFiles {
            let count = try FontFace.faceCount(path: path)
            for index in 0..<count {
                #expect(throws: Never.self, "\(path) #\(index)") { _ = try FontFace.load(path: path, index: index) }
            }
        }
    }

    @Test func loadingIsCachedPerFace() throws {
        let catalog = FontCatalog(directories: [], files: [Fonts.cjk])
        let first = try catalog.face(path: Fonts.cjk, faceIndex: 1)
        #expect(try catalog.face(path: Fonts.cjk, faceIndex: 1) === first)
        #expect(try catalog.face(path: Fonts.cjk, faceIndex: 2) !== first)
    }
}
