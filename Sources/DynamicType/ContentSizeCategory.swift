/// One of the twelve text-size settings of iOS and iPadOS, ordered from smallest to largest.
///
/// The seven standard sizes run from `xSmall` to `xxxLarge`; the five accessibility sizes
/// (`accessibility1` … `accessibility5`, AX1 … AX5) are reached through Settings ›
/// Accessibility › Larger Text. `large` is the default. Case names follow SwiftUI's
/// `DynamicTypeSize`.
public enum ContentSizeCategory: Int, CaseIterable, Comparable, Hashable, Codable, Sendable {
    case xSmall
    case small
    case medium
    case large
    case xLarge
    case xxLarge
    case xxxLarge
    case accessibility1
    case accessibility2
    case accessibility3
    case accessibility4
    case accessibility5

    /// The size every device ships with (Large).
    public static let `default`: ContentSizeCategory = .large

    /// The seven standard sizes, `xSmall` … `xxxLarge`.
    public static let standardCategories: [ContentSizeCategory] = allCases.filter { !$0.isAccessibilityCategory }

    /// The five accessibility sizes, AX1 … AX5.
    public static let accessibilityCategories: [ContentSizeCategory] = allCases.filter(\.isAccessibilityCategory)

    /// True for AX1 … AX5, as `UIContentSizeCategory.isAccessibilityCategory` and
    /// `DynamicTypeSize.isAccessibilitySize` report.
    public var isAccessibilityCategory: Bool { self >= .accessibility1 }

    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// The case name of SwiftUI's `DynamicTypeSize` (`xSmall`, `accessibility5`).
    public var swiftUIName: String {
        switch self {
        case .xSmall: "xSmall"
        case .small: "small"
        case .medium: "medium"
        case .large: "large"
        case .xLarge: "xLarge"
        case .xxLarge: "xxLarge"
        case .xxxLarge: "xxxLarge"
        case .accessibility1: "accessibility1"
        case .accessibility2: "accessibility2"
        case .accessibility3: "accessibility3"
        case .accessibility4: "accessibility4"
        case .accessibility5: "accessibility5"
        }
    }

    /// The short label the Human Interface Guidelines use (`xSmall`, `Large`, `AX5`).
    public var shortName: String {
        switch self {
        case .xSmall: "xSmall"
        case .small: "Small"
        case .medium: "Medium"
        case .large: "Large"
        case .xLarge: "xLarge"
        case .xxLarge: "xxLarge"
        case .xxxLarge: "xxxLarge"
        case .accessibility1: "AX1"
        case .accessibility2: "AX2"
        case .accessibility3: "AX3"
        case .accessibility4: "AX4"
        case .accessibility5: "AX5"
        }
    }

    /// The UIKit constant's name (`UIContentSizeCategoryAccessibilityExtraExtraExtraLarge`).
    public var uiKitConstant: String {
        switch self {
        case .xSmall: "UIContentSizeCategoryExtraSmall"
        case .small: "UIContentSizeCategorySmall"
        case .medium: "UIContentSizeCategoryMedium"
        case .large: "UIContentSizeCategoryLarge"
        case .xLarge: "UIContentSizeCategoryExtraLarge"
        case .xxLarge: "UIContentSizeCategoryExtraExtraLarge"
        case .xxxLarge: "UIContentSizeCategoryExtraExtraExtraLarge"
        case .accessibility1: "UIContentSizeCategoryAccessibilityMedium"
        case .accessibility2: "UIContentSizeCategoryAccessibilityLarge"
        case .accessibility3: "UIContentSizeCategoryAccessibilityExtraLarge"
        case .accessibility4: "UIContentSizeCategoryAccessibilityExtraExtraLarge"
        case .accessibility5: "UIContentSizeCategoryAccessibilityExtraExtraExtraLarge"
        }
    }

    /// The string value UIKit prints at run time (`UICTContentSizeCategoryAccessibilityXXXL`).
    public var uiKitRawValue: String {
        switch self {
        case .xSmall: "UICTContentSizeCategoryXS"
        case .small: "UICTContentSizeCategoryS"
        case .medium: "UICTContentSizeCategoryM"
        case .large: "UICTContentSizeCategoryL"
        case .xLarge: "UICTContentSizeCategoryXL"
        case .xxLarge: "UICTContentSizeCategoryXXL"
        case .xxxLarge: "UICTContentSizeCategoryXXXL"
        case .accessibility1: "UICTContentSizeCategoryAccessibilityM"
        case .accessibility2: "UICTContentSizeCategoryAccessibilityL"
        case .accessibility3: "UICTContentSizeCategoryAccessibilityXL"
        case .accessibility4: "UICTContentSizeCategoryAccessibilityXXL"
        case .accessibility5: "UICTContentSizeCategoryAccessibilityXXXL"
        }
    }

    /// The next larger category, or nil at AX5.
    public var larger: ContentSizeCategory? { ContentSizeCategory(rawValue: rawValue + 1) }

    /// The next smaller category, or nil at xSmall.
    public var smaller: ContentSizeCategory? { ContentSizeCategory(rawValue: rawValue - 1) }
}

extension ContentSizeCategory: CustomStringConvertible {
    public var description: String { swiftUIName }
}
