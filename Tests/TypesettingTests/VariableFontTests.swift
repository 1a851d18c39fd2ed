import Foundation
import Testing
@testable import Typesetting

/// Variable fonts: the `wght` axis is read and set. Scripts/bootstrap installs Debian's
/// fonts-inter-variable for this (macOS has its variable SFNS.ttf); no fake font is built.
@Suite struct VariableFontTests {
    /// The first installed font whose first face has an `fvar` table with a weight axis.
    static let variableFont: String? = {
        for path in FontCatalog(directories: FontDirectories.system).fontFiles {
            guard let file = try? OpenTypeFile(path: path), file.isVariable,
                let face = try? FontFace.load(path: path), face.weightAxis != nil
            else { continue }
            return path
        }
        return nil
    }()

    @Test func weightAxisIsReadAndApplied() throws {
        let path = try #require(
            Self.variableFont, "no installed font has an fvar table with a wght axis: run Scripts/bootstrap (fonts-inter-variable)")
        let face = try FontFace.load(path: path)
        let axis = try #require(face.weightAxis)
        #expect(axis.minimum <= axis.defaultValue && axis.defaultValue <= axis.maximum)
        let light = ShapingFont(face: face, weight: Int(axis.minimum))
        let heavy = ShapingFont(face: face, weight: Int(axis.maximum) + 100)
        #expect(light.weightVariation == axis.minimum)
        #expect(heavy.weightVariation == axis.maximum, "clamped to the axis")
        // A variable face matches any weight inside its axis exactly.
        #expect(WeightMatching.bestFace(among: [face], weight: Int(axis.maximum), italic: false) === face)
    }
}
