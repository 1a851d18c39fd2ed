/// The fonts tried, per script, for text the primary font cannot draw: Noto on Linux, Apple's
/// own families on macOS. Text is never measured as zero width for want of a glyph.
public struct FallbackFonts: Sendable {
    /// The catalog searched.
    public let catalog: FontCatalog

    /// Fallbacks found in `catalog`.
    public init(catalog: FontCatalog = .system) {
        self.catalog = catalog
    }

    /// File names (without extension) of fallback families per ISO 15924 script, best first;
    /// a `#n` suffix picks a face of a collection.
    static let familiesByScript: [String: [String]] = [
        "Arab": ["NotoSansArabic", "NotoNaskhArabic", "GeezaPro"],
        "Hebr": ["NotoSansHebrew", "SFHebrew", "ArialHB"],
        "Deva": ["NotoSansDevanagari", "Kohinoor", "DevanagariMT"],
        "Thai": ["NotoSansThai", "NotoSansThaiLooped", "Thonburi"],
        "Hani": ["NotoSansCJK", "PingFang", "Hiragino Sans GB"],
        "Hira": ["NotoSansCJK", "Hiragino Sans", "PingFang"],
        "Kana": ["NotoSansCJK", "Hiragino Sans", "PingFang"],
        "Hang": ["NotoSansCJK", "AppleSDGothicNeo"],
        "Bopo": ["NotoSansCJK", "PingFang"],
        "Grek": ["NotoSans", "DejaVuSans"],
        "Cyrl": ["NotoSans", "DejaVuSans"],
        "Beng": ["NotoSansBengali"],
        "Taml": ["NotoSansTamil"],
        "Armn": ["NotoSansArmenian"],
        "Geor": ["NotoSansGeorgian"],
        "Ethi": ["NotoSansEthiopic"],
        "Khmr": ["NotoSansKhmer"],
        "Laoo": ["NotoSansLao"],
        "Mymr": ["NotoSansMyanmar"],
        "Sinh": ["NotoSansSinhala"],
        "Guru": ["NotoSansGurmukhi"],
        "Gujr": ["NotoSansGujarati"],
        "Knda": ["NotoSansKannada"],
        "Mlym": ["NotoSansMalayalam"],
        "Telu": ["NotoSansTelugu"],
    ]

    /// Emoji fonts, best first.
    static let emojiFamilies = ["NotoColorEmoji", "Apple Color Emoji"]

    /// Last resorts for symbols and anything else.
    static let genericFamilies = ["NotoSans", "NotoSansSymbols", "NotoSansSymbols2", "DejaVuSans", "Arial Unicode"]

    /// Fallback faces for text in `script` (ISO 15924), at the nearest weight available.
    public func faces(forScript script: String, weight: Int, italic: Bool = false) -> [FontFace] {
        (Self.familiesByScript[script] ?? []).compactMap { family in familyFace(family, weight: weight, italic: italic) }
    }

    /// The emoji face, if one is installed.
    public func emojiFace() -> FontFace? {
        Self.emojiFamilies.lazy.compactMap { catalog.firstFace(basenames: [$0, $0 + "-Regular"]) }.first
    }

    /// Last-resort faces, in order.
    public func genericFaces(weight: Int) -> [FontFace] {
        Self.genericFamilies.compactMap { familyFace($0, weight: weight, italic: false) }
    }

    /// The family's face nearest `weight`: files named `Family-Weight.ext`, or a single `Family.ext`.
    private func familyFace(_ family: String, weight: Int, italic: Bool) -> FontFace? {
        let styled = catalog.faces(fileNamePrefix: family + "-")
        if let face = WeightMatching.bestFace(among: styled, weight: weight, italic: italic) { return face }
        return catalog.firstFace(basenames: [family])
    }
}
