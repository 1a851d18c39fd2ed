extension FontScaleConverterFactory {
    /// The sp sizes every shipped table, and every table interpolated between them, is defined at.
    public static let commonFontSizes: [Double] = [8, 10, 12, 14, 18, 20, 24, 30, 100]

    /// The tables Android 14 ships (AOSP and Compose carry the same arrays), smallest scale first.
    /// There is no 1.1 table: Settings' smallest enlarged stop is 1.15.
    public static let lookupTables: [(fontScale: Double, converter: FontScaleConverter)] = [
        (1.15, FontScaleConverter(fromSp: commonFontSizes, toDp: [9.2, 11.5, 13.8, 16.4, 19.8, 21.8, 25.2, 30, 100])),
        (1.3, FontScaleConverter(fromSp: commonFontSizes, toDp: [10.4, 13, 15.6, 18.8, 21.6, 23.6, 26.4, 30, 100])),
        (1.5, FontScaleConverter(fromSp: commonFontSizes, toDp: [12, 15, 18, 22, 24, 26, 28, 30, 100])),
        (1.8, FontScaleConverter(fromSp: commonFontSizes, toDp: [14.4, 18, 21.6, 24.4, 27.6, 30.8, 32.8, 34.8, 100])),
        (2.0, FontScaleConverter(fromSp: commonFontSizes, toDp: [16, 20, 24, 26, 30, 34, 36, 38, 100])),
    ]

    /// Compose's starting point below the first table: sp = dp at scale 1.0.
    static let identityTable = FontScaleConverter(fromSp: commonFontSizes, toDp: commonFontSizes)

    /// The shipped tables under their integer keys, in key order, as the SparseArray holds them.
    static let keyedTables: [(key: Int, converter: FontScaleConverter)] = lookupTables.map {
        (key(forScale: $0.fontScale), $0.converter)
    }
}
