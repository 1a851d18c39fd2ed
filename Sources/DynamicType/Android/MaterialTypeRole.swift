/// One of the fifteen roles of the Material 3 type scale, from Display Large down to Label Small.
///
/// Case names are the ones Compose's `Typography` and Flutter's `TextTheme` share.
public enum MaterialTypeRole: String, CaseIterable, Hashable, Sendable {
    /// The largest text on screen, for short hero text or numerals.
    case displayLarge
    /// Display text one step down, for short hero text.
    case displayMedium
    /// The smallest display size, where a headline is not prominent enough.
    case displaySmall
    /// High-emphasis short text on large screens, such as a screen heading.
    case headlineLarge
    /// High-emphasis short text, such as a section heading.
    case headlineMedium
    /// The smallest headline, for headings in compact layouts.
    case headlineSmall
    /// Medium-emphasis text such as a top app bar title; the last role on the brand typeface.
    case titleLarge
    /// Medium-emphasis titles such as list headers and card titles.
    case titleMedium
    /// The smallest title, for dense headers and tabs.
    case titleSmall
    /// Long passages of text; the usual reading size.
    case bodyLarge
    /// The default body text of most components.
    case bodyMedium
    /// Secondary body text such as captions.
    case bodySmall
    /// Text inside components: buttons, tabs.
    case labelLarge
    /// Smaller component text such as chips.
    case labelMedium
    /// The smallest text of the scale, for badges and timestamps.
    case labelSmall

    /// The property name in Compose and Flutter (`bodyLarge`).
    public var name: String { rawValue }

    /// The design-token spelling (`body-large`, as in `md.sys.typescale.body-large`).
    public var tokenName: String {
        var result = ""
        for character in rawValue {
            if character.isUppercase {
                result += "-" + character.lowercased()
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// The name the Material guidelines print ("Body Large").
    public var displayName: String {
        tokenName.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }

    /// Reads the Compose/Flutter name, the token name and the printed name: `bodyLarge`,
    /// `body-large`, `Body Large`, `md.sys.typescale.body-large`, `MaterialTheme.typography.bodyLarge`,
    /// `Theme.of(context).textTheme.bodyLarge`.
    public init(parsing spelling: String) throws(UnknownNameError) {
        var text = Substring(normalizedSpelling(spelling).filter { $0.isLetter || $0.isNumber })
        for prefix in ["mdsystypescale", "materialthemetypography", "themeofcontexttexttheme", "texttheme", "typography"]
        where text.hasPrefix(prefix) {
            text = text.dropFirst(prefix.count)
            break
        }
        guard let role = Self.allCases.first(where: { $0.rawValue.lowercased() == text }) else {
            throw UnknownNameError(kind: "Material type role", input: spelling, validNames: Self.allCases.map(\.name))
        }
        self = role
    }
}

extension MaterialTypeRole: CustomStringConvertible {
    /// The Compose/Flutter name, so roles print the way code spells them.
    public var description: String { name }
}
