extension ContentSizeCategory {
    /// Reads any spelling people write for a category: `AX5`, `ax5`, `accessibility5`,
    /// `accessibilityExtraExtraExtraLarge`, `UIContentSizeCategoryAccessibilityExtraExtraExtraLarge`,
    /// `UICTContentSizeCategoryAccessibilityXXXL`, `xxxLarge`, `XXXL`, `extraExtraExtraLarge`,
    /// `.large`, `DynamicTypeSize.xSmall`, `L`, `default`.
    public init(parsing spelling: String) throws(UnknownNameError) {
        guard let category = Self.category(forNormalized: Self.strippingPrefixes(normalizedSpelling(spelling))) else {
            throw UnknownNameError(kind: "size category", input: spelling, validNames: Self.allCases.map(\.swiftUIName) + ["AX1…AX5"])
        }
        self = category
    }

    private static let typePrefixes = [
        "uictcontentsizecategory", "uicontentsizecategory", "contentsizecategory", "dynamictypesize",
    ]

    private static func strippingPrefixes(_ text: String) -> Substring {
        var rest = Substring(text)
        for prefix in typePrefixes where rest.hasPrefix(prefix) {
            rest = rest.dropFirst(prefix.count)
            break
        }
        return rest
    }

    private static func category(forNormalized text: Substring) -> ContentSizeCategory? {
        if text == "default" { return .default }
        for prefix in ["accessibility", "ax"] where text.hasPrefix(prefix) {
            let rest = text.dropFirst(prefix.count)
            if rest.count == 1, let digit = Int(rest), (1...5).contains(digit) {
                return ContentSizeCategory(rawValue: ContentSizeCategory.accessibility1.rawValue + digit - 1)
            }
            // UIKit names the accessibility sizes Medium … ExtraExtraExtraLarge.
            if let step = standardStep(rest), step >= ContentSizeCategory.medium.rawValue {
                return ContentSizeCategory(
                    rawValue: ContentSizeCategory.accessibility1.rawValue + step - ContentSizeCategory.medium.rawValue)
            }
            return nil
        }
        return standardStep(text).flatMap(ContentSizeCategory.init(rawValue:))
    }

    /// The index of a standard size word (`xsmall` = 0 … `xxxlarge` = 6), after folding
    /// `extra` into `x` and expanding the one-letter abbreviations (`XXXL`, `XS`, `M`).
    private static func standardStep(_ word: Substring) -> Int? {
        // By hand: the standard library's `firstRange(of:)` needs iOS 16.
        var folded = ""
        var rest = word
        while let first = rest.first {
            if rest.hasPrefix("extra") {
                folded.append("x")
                rest = rest.dropFirst(5)
            } else {
                folded.append(first)
                rest = rest.dropFirst()
            }
        }
        let words = ["xsmall", "small", "medium", "large", "xlarge", "xxlarge", "xxxlarge"]
        let letters = ["xs", "s", "m", "l", "xl", "xxl", "xxxl"]
        return words.firstIndex(of: folded) ?? letters.firstIndex(of: folded)
    }
}
