import Foundation
import Testing
@testable import Typesetting

/// Variable fonts: the `wght` axis is read and set. Debian's fonts-inter, fonts-roboto and
/// fonts-noto ship static files, so these run only where some installed font has an `fvar`
/// table (InterVariable, a macOS SFNS.ttf); no fake variable font is built for them.
@Suite struct VariableFontTests {
    /// The first installed font whose first face has an `fvar` table with a weight axis.
    static let variableFont: String? = {
        for path in FontCatalog(directories: FontDirectories.system).fontFiles {
            guard let file = try? OpenTypeFile(path: path), file.isVariable,
                  let face = try? FontFace.load(path: path), face.weightAxis != nil else { continue }
            return path
        }
        return nil
    }()

    @Test(.enabled(if: variableFont != nil, "no installed font has an fvar table with a wght axis"))
    func weightAxisIsReadAndApplied() throws {
        let path = try #require(Self.variableFont)
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
