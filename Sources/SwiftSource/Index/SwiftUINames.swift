internal import DynamicType

/// SwiftUI's names for text styles and weights, as code writes them after a dot.
enum TextStyleNames {
    /// The style named `name` (`title` is Title 1, `caption` Caption 1; UIKit's spellings too).
    static func style(_ name: String) -> TextStyle? {
        TextStyle.allCases.first { $0.swiftUIName == name || $0.uiKitName == name }
    }

    /// The weight named `name` (`semibold`).
    static func weight(_ name: String) -> FontWeight? {
        FontWeight.allCases.first { $0.name == name }
    }

    /// The size category named `name` (`accessibility3`, `xxxLarge`).
    static func category(_ name: String) -> ContentSizeCategory? {
        try? ContentSizeCategory(parsing: name)
    }
}
