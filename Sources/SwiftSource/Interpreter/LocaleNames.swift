internal import Foundation

/// `Locale(identifier:)` and `Locale.current` with the names Foundation gives languages and regions
/// (`Locale(identifier: "de").localizedString(forIdentifier: "de")` is "Deutsch"): a language picker's
/// rows are as long as the names it really shows. The current locale is the development one, English
/// (United States), as dates and numbers are shown.
enum LocaleNames {
    static let developmentIdentifier = "en_US"

    /// The interpreter's value of a locale.
    static func locale(_ identifier: String) -> Value {
        .member("Locale", arguments: [.text(.data(identifier, property: nil))])
    }

    /// Markers of a locale's parts: `locale.language`, `.languageCode`, `.region`.
    static let languageName = "Locale.Language", codeName = "Locale.Code"

    /// `Locale.current.identifier`, `.language.languageCode?.identifier`, `.languageCode`, `.region?.identifier`,
    /// `.currencySymbol`, `.currencyCode`, `.currency?.identifier`, `.decimalSeparator`, `.groupingSeparator`:
    /// the parts of a locale the interpreter made (`marker` one of `Locale`, `languageName`, `codeName`),
    /// as Foundation splits its identifier; nil for a part Reflow does not read.
    static func property(_ name: String, of marker: String, _ payload: [Value]) -> Value? {
        guard payload.count == 1, case .text(let text) = payload[0] else { return nil }
        // A part as text keeps where the identifier came from; nil, as Foundation gives it, when there is none.
        func shown(_ part: String?) -> Value {
            guard let part else { return .none }
            return .text(text.transformed { _ in part })
        }
        func code(_ part: String?) -> Value {
            guard let part else { return .none }
            return .member(codeName, arguments: [shown(part)])
        }
        let locale = Locale(identifier: text.string)
        switch (marker, name) {
        case ("Locale", "identifier"), (languageName, "minimalIdentifier"), (languageName, "maximalIdentifier"), (codeName, "identifier"):
            return .text(text)
        case ("Locale", "languageCode"): return shown(locale.language.languageCode?.identifier)
        case ("Locale", "regionCode"): return shown(locale.region?.identifier)
        case ("Locale", "language"): return .member(languageName, arguments: [shown(locale.language.minimalIdentifier)])
        case ("Locale", "region"): return code(locale.region?.identifier)
        // A store's price shown with its locale's currency (`product.priceLocale.currencySymbol`): "£" for en_GB.
        case ("Locale", "currencySymbol"): return shown(locale.currencySymbol)
        case ("Locale", "currencyCode"): return shown(locale.currency?.identifier)
        case ("Locale", "currency"): return code(locale.currency?.identifier)
        case ("Locale", "decimalSeparator"): return shown(locale.decimalSeparator)
        case ("Locale", "groupingSeparator"): return shown(locale.groupingSeparator)
        case (languageName, "languageCode"): return code(Locale.Language(identifier: text.string).languageCode?.identifier)
        default: return nil
        }
    }

    /// `locale.localizedString(forIdentifier:)`, `(forLanguageCode:)` or `(forRegionCode:)`: the name in the
    /// locale's language, nil when Foundation has none (an unknown code), as Foundation returns.
    static func name(in localeArguments: [Value], _ arguments: Interpreter.Arguments) -> Value? {
        guard case .text(let identifier)? = localeArguments.first else { return nil }
        let locale = Locale(identifier: identifier.string)
        let name: String?
        if let code = arguments["forIdentifier"]?.textValue?.string {
            name = locale.localizedString(forIdentifier: code)
        } else if let code = arguments["forLanguageCode"]?.textValue?.string {
            name = locale.localizedString(forLanguageCode: code)
        } else if let code = arguments["forRegionCode"]?.textValue?.string {
            name = locale.localizedString(forRegionCode: code)
        } else {
            return nil
        }
        return name.map { .text(.data($0, property: nil)) } ?? Value.none
    }
}
