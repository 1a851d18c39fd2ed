/// One text-size setting an audit lays a screen out at: an iOS size category or an Android
/// font scale.
///
/// The one typed size that travels from the command line through layout and findings to the
/// report. Named as reports print sizes: SwiftUI's `DynamicTypeSize` case names (`xSmall` …
/// `accessibility5`) for categories, Settings' percentages (`85%` … `200%`) for Android scales.
/// Ordered with every iOS category first, then Android scales from smallest to largest.
public enum SizeSetting: Hashable, Codable, Comparable, Sendable, CustomStringConvertible {
    /// An iOS (SwiftUI) size category.
    case category(ContentSizeCategory)
    /// An Android `Configuration.fontScale`, laid out with `LayoutEnvironment.size`.
    case androidFontScale(AndroidFontScale)

    /// The iOS default, Large.
    public static let `default` = SizeSetting.category(.default)

    /// Android's default, 100 %.
    public static let androidDefault = SizeSetting.androidFontScale(.default)

    /// Reads a category name (`accessibility3`, `AX3`) or an Android scale (`130%`, `1.3x`, `1.3`).
    public init(parsing spelling: String) throws(UnknownNameError) {
        if let category = try? ContentSizeCategory(parsing: spelling) {
            self = .category(category)
            return
        }
        do {
            self = .androidFontScale(try AndroidFontScale(parsing: spelling))
        } catch {
            throw UnknownNameError(
                kind: "size", input: spelling,
                validNames: ContentSizeCategory.allCases.map(\.swiftUIName) + AndroidFontScale.settingsValues.map(\.percentLabel))
        }
    }

    /// `accessibility3`, or `130%` for an Android scale.
    public var name: String {
        switch self {
        case .category(let category): category.swiftUIName
        case .androidFontScale(let scale): scale.percentLabel
        }
    }

    public var description: String { name }

    /// The iOS category, or nil for an Android scale.
    public var category: ContentSizeCategory? {
        if case .category(let category) = self { category } else { nil }
    }

    /// The Android scale, or nil for an iOS category.
    public var androidFontScale: AndroidFontScale? {
        if case .androidFontScale(let scale) = self { scale } else { nil }
    }

    /// Whether this is an Android font scale.
    public var isAndroid: Bool { androidFontScale != nil }

    /// The default of this setting's platform: Large on iOS, 100 % on Android.
    public var platformDefault: SizeSetting { isAndroid ? .androidDefault : .default }

    /// Whether this is its platform's default (Large, 100 %).
    public var isDefault: Bool { self == platformDefault }

    /// `dynamicTypeSize.isAccessibilitySize` at this setting: AX1 … AX5 on iOS; on Android (which
    /// has no accessibility sizes) Body growing at least as much as at AX1 (see
    /// `LayoutEnvironment.size`): only the 200 % stop.
    public var isAccessibilitySize: Bool {
        switch self {
        case .category(let category): category.isAccessibilityCategory
        case .androidFontScale(let scale):
            AndroidTextScaling(fontScale: scale.value).dp(forSp: 17) / 17 >= FontMetrics(textStyle: .body).scaleFactor(at: .accessibility1)
                - 1e-9
        }
    }

    /// Whether `next` directly follows this setting on its platform's scale (`large` then
    /// `xLarge`; Android scales are points on a continuum and never adjacent).
    public func isFollowed(by next: SizeSetting) -> Bool {
        guard case .category(let category) = self, case .category(let other) = next,
            let index = ContentSizeCategory.allCases.firstIndex(of: category)
        else { return false }
        return ContentSizeCategory.allCases.index(after: index) == ContentSizeCategory.allCases.firstIndex(of: other)
    }

    /// iOS categories first (smallest first), then Android scales by value.
    public static func < (lhs: SizeSetting, rhs: SizeSetting) -> Bool {
        switch (lhs, rhs) {
        case let (.category(left), .category(right)): left < right
        case let (.androidFontScale(left), .androidFontScale(right)): left < right
        case (.category, .androidFontScale): true
        case (.androidFontScale, .category): false
        }
    }
}
