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
        shown(value, catalog: catalog, longest: longest).text
    }

    /// The text shown for `value` under this profile, and what stands in for the source's text
    /// when the profile replaced it (`pseudo-translation`, `long content`), else nil.
    func shown(_ value: TextValue, catalog: StringCatalog, longest: (String) -> String?) -> (text: String, standIn: String?) {
        switch self {
        case .asWritten:
            // A localizable literal shows its source-language text (`settings.title` → "Settings").
            return (value.localizationKey == nil ? value.string : value.catalogText(catalog) ?? value.string, nil)
        case .translation:
            let shown = value.localizationKey == nil ? value.string : value.catalogText(catalog) ?? value.string
            if let translated = value.catalogText(catalog, longest: true), translated.count >= shown.count {
                return (translated, nil)
            }
            // Literals without a translation stay; so do data that translators never touch (amounts, addresses).
            if value.isLiteral { return (shown, nil) }
            if !value.string.contains(where: \.isLetter) || value.propertyName.map(SampleContent.isAddressLike) == true
                || value.string.contains("@")
            {
                return (value.string, nil)
            }
            // An interpolation's values were shown under this profile where they were put in: only the words
            // around them are the code's to translate.
            if let arguments = value.formatArguments, let template = value.localizationKey {
                return (
                    TextFormatting.format(template: PseudoLocalization.expand(template: template), arguments: arguments),
                    "pseudo-translation"
                )
            }
            return (PseudoLocalization.expand(value.string), "pseudo-translation")
        case .long:
            guard !value.isLiteral else {
                return (value.localizationKey == nil ? value.string : value.catalogText(catalog) ?? value.string, nil)
            }
            // An interpolation's values were made long where they were put in (`"\(score) pts"` is "12,345 pts");
            // the words around them are the code's own.
            if value.formatArguments != nil { return (value.string, value.profileChangedArguments ? "long content" : nil) }
            if let property = value.propertyName, SampleContent.isAddressLike(property) {
                return (SampleContent.unbrokenAddress, "long content")
            }
            if let property = value.propertyName, let seen = longest(property), seen.count > value.string.count {
                return (seen, "long content")
            }
            return (SampleContent.longVersion(of: value.string, property: value.propertyName), "long content")
        }
    }
}
