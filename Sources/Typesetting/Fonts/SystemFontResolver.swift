import TextMeasurement

import DynamicType

/// Finds the face a platform's system font resolves to on this machine.
///
/// iOS uses SF Pro when it is installed (macOS's `SFNS.ttf`, or Apple's SF Pro files in a folder
/// on `REFLOW_FONT_PATH`); otherwise Inter stands in, Inter Text below 20 pt and Inter Display
/// from 20 pt (SF's own optical switch), with SF Pro's line height. Android uses Roboto.
public struct SystemFontResolver: Sendable {
    /// The catalog searched.
    public let catalog: FontCatalog

    /// A resolver over `catalog`; tests and `REFLOW_FONT_PATH` users pass their own.
    public init(catalog: FontCatalog = .system) {
        self.catalog = catalog
    }

    /// SF switches from its Text to its Display design at 20 pt.
    public static let displayThreshold = 20.0

    /// The system font of `platform` at a weight and size.
    public func systemFont(
        platform: TextPlatform, design: FontDesign = .default, weight: FontWeight,
        italic: Bool = false, pointSize: Double
    ) throws(FontError) -> ResolvedFont {
        switch platform {
        case .android:
            guard let face = WeightMatching.bestFace(among: catalog.faces(fileNamePrefix: "Roboto-"), weight: weight.value, italic: italic)
            else {
                throw .unknownFont(name: "Roboto (Debian: fonts-roboto)", searched: catalog.directories)
            }
            return ResolvedFont(face: face, weight: weight.value, standsInFor: nil, lineHeightModel: .natural)
        case .iOS:
            let isDisplay = pointSize >= Self.displayThreshold
            let appleName =
                design == .serif ? "New York" : design == .rounded ? "SF Pro Rounded" : (isDisplay ? "SF Pro Display" : "SF Pro Text")
            if let face = appleSystemFace(design: design, isDisplay: isDisplay, weight: weight.value, italic: italic) {
                return ResolvedFont(face: face, weight: weight.value, standsInFor: nil, lineHeightModel: .natural)
            }
            let prefix = isDisplay ? "InterDisplay-" : "Inter-"
            let faces = catalog.faces(fileNamePrefix: prefix) + (isDisplay ? [] : catalog.faces(fileNamePrefix: "InterVariable"))
            guard
                let face = WeightMatching.bestFace(among: faces, weight: weight.value, italic: italic)
                    ?? WeightMatching.bestFace(among: catalog.faces(fileNamePrefix: "Inter-"), weight: weight.value, italic: italic)
            else {
                throw .unknownFont(name: "SF Pro or its stand-in Inter (Debian: fonts-inter)", searched: catalog.directories)
            }
            return ResolvedFont(face: face, weight: weight.value, standsInFor: appleName, lineHeightModel: .sfPro)
        }
    }

    /// SF Pro as Apple ships it: the variable `SFNS.ttf` on macOS, or the downloadable static files.
    private func appleSystemFace(design: FontDesign, isDisplay: Bool, weight: Int, italic: Bool) -> FontFace? {
        let prefix: String
        switch design {
        case .default: prefix = isDisplay ? "SF-Pro-Display-" : "SF-Pro-Text-"
        case .rounded: prefix = "SF-Pro-Rounded-"
        case .serif: prefix = isDisplay ? "NewYorkLarge-" : "NewYorkSmall-"
        }
        if let face = WeightMatching.bestFace(among: catalog.faces(fileNamePrefix: prefix), weight: weight, italic: italic) {
            return face
        }
        guard design == .default else { return nil }
        return catalog.firstFace(basenames: italic ? ["SFNSItalic", "SFNS"] : ["SFNS"])
    }
}
