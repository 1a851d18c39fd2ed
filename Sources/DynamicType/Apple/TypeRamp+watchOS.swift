extension TypeRamp where Style == WatchTextStyle {
    /// The watchOS ramp (HIG "watchOS Dynamic Type sizes"): nine categories, no Medium, no AX4/AX5.
    ///
    /// Two cells differ between captures of the HIG; this table uses the later ones, which also
    /// follow the table's own leading = size + 2.5 rule: Large Title 2 = 28 (not 27) and
    /// xxLarge Caption 2 = 16 (not 15). Four cells break that rule in every capture and are kept
    /// as printed (AX1 Title 2 34/41, AX2 Title 1 43/46, AX2 Footnote 2 16/17.5, AX3 Title 1 44/47).
    public static let watchOS = TypeRamp(
        platform: .watchOS,
        categories: [.xSmall, .small, .large, .xLarge, .xxLarge, .xxxLarge, .accessibility1, .accessibility2, .accessibility3],
        defaultCategory: .large,
        rows: [
            TypeRamp.Row(
                style: .largeTitle, weight: .regular, emphasizedWeight: .bold,
                sizes: [30, 32, 36, 40, 41, 42, 44, 45, 46],
                leadings: [32.5, 34.5, 38.5, 42.5, 43.5, 44.5, 46.5, 47.5, 48.5]),
            TypeRamp.Row(
                style: .title1, weight: .regular, emphasizedWeight: .semibold,
                sizes: [28, 30, 34, 38, 39, 40, 42, 43, 44],
                leadings: [30.5, 32.5, 36.5, 40.5, 41.5, 42.5, 44.5, 46, 47]),
            TypeRamp.Row(
                style: .title2, weight: .regular, emphasizedWeight: .semibold,
                sizes: [24, 26, 28, 30, 31, 32, 34, 35, 36],
                leadings: [26.5, 28.5, 30.5, 32.5, 33.5, 34.5, 41, 37.5, 38.5]),
            TypeRamp.Row(
                style: .title3, weight: .regular, emphasizedWeight: .semibold,
                sizes: [17, 18, 19, 20, 21, 22, 24, 25, 26],
                leadings: [19.5, 20.5, 21.5, 22.5, 23.5, 24.5, 26.5, 27.5, 28.5]),
            TypeRamp.Row(
                style: .headline, weight: .semibold, emphasizedWeight: .semibold,
                sizes: [14, 15, 16, 17, 18, 19, 21, 22, 23],
                leadings: [16.5, 17.5, 18.5, 19.5, 20.5, 21.5, 23.5, 24.5, 25.5]),
            TypeRamp.Row(
                style: .body, weight: .regular, emphasizedWeight: .semibold,
                sizes: [14, 15, 16, 17, 18, 19, 21, 22, 23],
                leadings: [16.5, 17.5, 18.5, 19.5, 20.5, 21.5, 23.5, 24.5, 25.5]),
            TypeRamp.Row(
                style: .caption1, weight: .regular, emphasizedWeight: .semibold,
                sizes: [13, 14, 15, 16, 17, 18, 18, 19, 20],
                leadings: [15.5, 16.5, 17.5, 18.5, 19.5, 20.5, 20.5, 21.5, 22.5]),
            TypeRamp.Row(
                style: .caption2, weight: .regular, emphasizedWeight: .semibold,
                sizes: [12, 13, 14, 15, 16, 17, 17, 18, 19],
                leadings: [14.5, 15.5, 16.5, 17.5, 18.5, 19.5, 19.5, 20.5, 21.5]),
            TypeRamp.Row(
                style: .footnote1, weight: .regular, emphasizedWeight: .semibold,
                sizes: [11, 12, 13, 14, 15, 16, 16, 17, 18],
                leadings: [13.5, 14.5, 15.5, 16.5, 17.5, 18.5, 18.5, 19.5, 20.5]),
            TypeRamp.Row(
                style: .footnote2, weight: .regular, emphasizedWeight: .semibold,
                sizes: [10, 11, 12, 13, 14, 15, 15, 16, 17],
                leadings: [12.5, 13.5, 14.5, 15.5, 16.5, 17.5, 17.5, 17.5, 19.5]),
        ],
        trackingTables: [.default: .sfCompact, .rounded: .sfCompactRounded]
    )

    /// The default category of a watch by case size in millimetres (38 mm: Small; 40–42: Large;
    /// 44–49: xLarge), or nil for a size the HIG does not list.
    public static func watchDefaultCategory(caseSize millimetres: Int) -> ContentSizeCategory? {
        switch millimetres {
        case 38: .small
        case 40, 41, 42: .large
        case 44, 45, 49: .xLarge
        default: nil
        }
    }
}
