extension TypeRamp where Style == TextStyle {
    /// The iOS and iPadOS ramp: 11 styles at 12 categories (HIG "iOS, iPadOS Dynamic Type sizes"
    /// and "larger accessibility type sizes"). AX5 Caption 2 is the HIG's 40 pt; iOS 13.3 printed 41 pt.
    public static let iOS = TypeRamp(
        platform: .iOS,
        categories: ContentSizeCategory.allCases,
        defaultCategory: .large,
        rows: [
            TypeRamp.Row(
                style: .largeTitle, weight: .regular, emphasizedWeight: .bold,
                sizes: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
                leadings: [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70]),
            TypeRamp.Row(
                style: .title1, weight: .regular, emphasizedWeight: .bold,
                sizes: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
                leadings: [31, 32, 33, 34, 37, 39, 41, 46, 51, 57, 62, 68]),
            TypeRamp.Row(
                style: .title2, weight: .regular, emphasizedWeight: .bold,
                sizes: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
                leadings: [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 59, 66]),
            TypeRamp.Row(
                style: .title3, weight: .regular, emphasizedWeight: .semibold,
                sizes: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
                leadings: [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 65]),
            TypeRamp.Row(
                style: .headline, weight: .semibold, emphasizedWeight: .semibold,
                sizes: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
                leadings: [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62]),
            TypeRamp.Row(
                style: .body, weight: .regular, emphasizedWeight: .semibold,
                sizes: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
                leadings: [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62]),
            TypeRamp.Row(
                style: .callout, weight: .regular, emphasizedWeight: .semibold,
                sizes: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
                leadings: [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 60]),
            TypeRamp.Row(
                style: .subheadline, weight: .regular, emphasizedWeight: .semibold,
                sizes: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
                leadings: [16, 18, 19, 20, 22, 24, 28, 31, 37, 43, 50, 58]),
            TypeRamp.Row(
                style: .footnote, weight: .regular, emphasizedWeight: .semibold,
                sizes: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
                leadings: [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52]),
            TypeRamp.Row(
                style: .caption1, weight: .regular, emphasizedWeight: .semibold,
                sizes: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
                leadings: [13, 13, 13, 16, 19, 21, 23, 28, 32, 39, 44, 51]),
            TypeRamp.Row(
                style: .caption2, weight: .regular, emphasizedWeight: .semibold,
                sizes: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
                leadings: [13, 13, 13, 13, 18, 20, 22, 25, 30, 35, 41, 48]),
        ],
        trackingTables: [.default: .sfPro, .rounded: .sfProRounded, .serif: .newYork]
    )

    /// The iPadOS ramp: the HIG prints one table for iOS and iPadOS.
    public static let iPadOS = TypeRamp(
        platform: .iPadOS, categories: iOS.categories, defaultCategory: iOS.defaultCategory,
        rows: iOS.rows, trackingTables: iOS.trackingTables)
}
