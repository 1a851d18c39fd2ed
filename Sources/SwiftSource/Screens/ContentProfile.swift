/// Which content a screen is simulated with. Literals in views are shown as written (or in their
/// longest translation); strings that come from data are stressed the way real data stresses a
/// layout: the longest name, the longest translation, an address with no break points.
public enum ContentProfile: String, CaseIterable, Sendable, Hashable {
    /// What the code and the preview give.
    case asWritten = "as-written"
    /// The longest value seen in the project for the same property, else a realistic long value;
    /// an unbroken address for properties named like email, username or URL.
    case long
    /// The longest translation in the project's string catalogs, else the text pseudo-localized
    /// 35 % longer with accented letters.
    case translation

    /// The profiles run unless asked otherwise.
    public static let defaults: [ContentProfile] = [.asWritten, .translation]

    /// The text shown for `value` under this profile.
    func text(for value: TextValue, catalog: StringCatalog, longest: (String) -> String?) -> String {
        switch self {
        case .asWritten:
            // A localizable literal shows its source-language text (`settings.title` → "Settings").
            return value.localizationKey.flatMap(catalog.sourceText(of:)) ?? value.string
        case .translation:
            let shown = value.localizationKey.flatMap(catalog.sourceText(of:)) ?? value.string
            if let key = value.localizationKey ?? (value.isLiteral ? nil : value.string),
               let translated = catalog.longestTranslation(of: key), translated.count >= shown.count {
                return translated
            }
            // Literals without a translation stay; so do data that translators never touch (amounts, addresses).
            if value.isLiteral { return shown }
            if !value.string.contains(where: \.isLetter) || value.propertyName.map(SampleContent.isAddressLike) == true
                || value.string.contains("@") {
                return value.string
            }
            return PseudoLocalization.expand(value.string)
        case .long:
            guard !value.isLiteral else { return value.localizationKey.flatMap(catalog.sourceText(of:)) ?? value.string }
            if let property = value.propertyName, SampleContent.isAddressLike(property) {
                return SampleContent.unbrokenAddress
            }
            if let property = value.propertyName, let seen = longest(property), seen.count > value.string.count { return seen }
            return SampleContent.longVersion(of: value.string, property: value.propertyName)
        }
    }
}
