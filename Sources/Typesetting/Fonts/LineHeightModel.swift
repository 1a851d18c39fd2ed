/// How tall one line of a font is.
public enum LineHeightModel: Hashable, Sendable {
    /// The face's own ascender, descender and line gap.
    case natural
    /// SF Pro's proportions (ascender 1950, descender 494 of 2048 units: 1.1934 × the size),
    /// used when Inter stands in for SF Pro so heights match iOS while widths are Inter's.
    case sfPro

    /// SF Pro's ascender and descender per em, from its hhea table.
    static let sfProAscender = 1950.0 / 2048.0
    static let sfProDescender = 494.0 / 2048.0
}
