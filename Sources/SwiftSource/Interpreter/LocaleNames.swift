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
