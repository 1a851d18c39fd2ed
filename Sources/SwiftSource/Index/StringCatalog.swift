internal import Foundation

/// The translations of a project's user-visible strings, read from `Localizable.xcstrings` (JSON
/// string catalogs), `*.strings` and `*.stringsdict` files (in an `.lproj` folder, or none for a table
/// every language falls back to): key → language → text.
public struct StringCatalog: Sendable, Hashable {
    /// Translations by key, then by language code.
    public private(set) var translations: [String: [String: String]] = [:]
    /// Files that could not be read, each with a one-line reason.
    public private(set) var problems: [String] = []

    /// An empty catalog.
    public init() {}

    /// The catalog of every `.xcstrings` and `.strings` file among `paths`.
    public init(paths: [String]) {
        for path in paths.sorted() {
            if path.hasSuffix(".xcstrings") {
                readStringCatalog(path)
            } else if path.hasSuffix(".strings") {
                readStringsFile(path)
            } else if path.hasSuffix(".stringsdict") {
                readStringsDictionary(path)
            }
        }
    }

    /// Every key, sorted.
    public var keys: [String] { translations.keys.sorted() }

    /// Every language with at least one translation, sorted.
    public var languages: [String] { Array(Set(translations.values.flatMap(\.keys))).sorted() }

    /// The catalog's source language (`en` unless an `.xcstrings` file says otherwise).
    public private(set) var sourceLanguage = "en"

    /// The keys of manually managed string-catalog entries by the symbol Xcode generates for each
    /// (`LocalizedStringResource.pullUps` for the key "Pull-ups"), which code writes as `.pullUps`.
    public private(set) var keysBySymbol: [String: String] = [:]

    /// The Swift name Xcode generates for a string-catalog key: its words (split at anything not a letter
    /// or digit) in lower camel case (`Australian pull-ups` → `australianPullUps`); nil when it has none.
    static func generatedSymbol(forKey key: String) -> String? {
        let words = key.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
        guard let first = words.first, first.first?.isNumber == false else { return nil }
        return first.prefix(1).lowercased() + first.dropFirst()
            + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// What `key` shows in the source language: a key like `settings.title` has its English text
    /// in the catalog; a key that is its own English text has none.
    public func sourceText(of key: String) -> String? {
        translations[key]?[sourceLanguage] ?? translations[key]?["Base"]
    }

    /// The longest translation of `key` (over every language, the source language included), or nil.
    public func longestTranslation(of key: String) -> String? {
        translations[key]?.values.max { ($0.count, $1) < ($1.count, $0) }
    }

    /// The language of a `.strings` or `.stringsdict` table: its `.lproj` folder's, or `Base` for a table
    /// in no `.lproj` folder, which a bundle falls back to whatever the language (`Resources/Localizable.strings`).
    static func language(ofTableAt path: String) -> String {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().lastPathComponent
        return folder.hasSuffix(".lproj") ? String(folder.dropLast(".lproj".count)) : "Base"
    }

    /// Adds `text` as the `language` translation of `key`.
    public mutating func add(key: String, language: String, text: String) {
        translations[key, default: [:]][language] = text
    }

    private mutating func readStringCatalog(_ path: String) {
        guard let data = FileManager.default.contents(atPath: path) else {
            problems.append("\(path): cannot read the string catalog")
            return
        }
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any], let strings = root["strings"] as? [String: Any]
        else {
            problems.append("\(path): not a string catalog (expected a JSON object with \"strings\")")
            return
        }
        if let language = root["sourceLanguage"] as? String { sourceLanguage = language }
        for (key, entry) in strings {
            // A manually managed entry gets a generated symbol; the first key read keeps a symbol two keys share.
            if (entry as? [String: Any])?["extractionState"] as? String == "manual", let symbol = Self.generatedSymbol(forKey: key),
                keysBySymbol[symbol].map({ key < $0 }) ?? true
            {
                keysBySymbol[symbol] = key
            }
            guard let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] else { continue }
            for (language, localization) in localizations {
                guard let localization = localization as? [String: Any], let value = Self.text(of: localization) else { continue }
                add(key: key, language: language, text: value)
            }
        }
    }

    /// The text of one localization of a string catalog: its string unit; or, when it varies, the form an
    /// iPhone shows (`device`: `iphone`, else `other`) of the form most counts take (`plural`: `other`);
    /// with each `%#@name@` substitution replaced by its own form, its `%arg` made the argument it stands for.
    static func text(of localization: [String: Any], depth: Int = 0) -> String? {
        guard depth < 4 else { return nil }
        var value: String?
        if let unit = localization["stringUnit"] as? [String: Any] {
            value = unit["value"] as? String
        } else if let variations = localization["variations"] as? [String: Any] {
            let forms =
                (variations["device"] as? [String: Any]).map { ($0, ["iphone", "other"]) }
                ?? (variations["plural"] as? [String: Any]).map { ($0, ["other", "many", "few", "one"]) }
            if let (cases, preferred) = forms {
                let chosen =
                    preferred.lazy.compactMap { cases[$0] as? [String: Any] }.first
                    ?? cases.keys.sorted().lazy.compactMap { cases[$0] as? [String: Any] }.first
                value = chosen.flatMap { text(of: $0, depth: depth + 1) }
            }
        }
        guard var text = value else { return nil }
        for (name, substitution) in (localization["substitutions"] as? [String: Any] ?? [:]).sorted(by: { $0.key < $1.key }) {
            guard let substitution = substitution as? [String: Any], var form = Self.text(of: substitution, depth: depth + 1) else {
                continue
            }
            let specifier = substitution["formatSpecifier"] as? String ?? "@"
            let argument = (substitution["argNum"] as? Int).map { "%\($0)$" + specifier } ?? "%" + specifier
            form = form.replacingOccurrences(of: "%arg", with: argument)
            text = text.replacingOccurrences(of: "%#@\(name)@", with: form)
        }
        return text
    }

    /// A `.stringsdict` file: per key, an `NSStringLocalizedFormatKey` whose `%#@name@` variables each take
    /// their plural form most counts take (`other`), as for a string catalog's plural variations.
    private mutating func readStringsDictionary(_ path: String) {
        guard let data = FileManager.default.contents(atPath: path),
            let table = (try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)) as? [String: Any]
        else {
            problems.append("\(path): not a .stringsdict file (expected a property list of format dictionaries)")
            return
        }
        let language = Self.language(ofTableAt: path)
        for key in table.keys.sorted() {
            guard let entry = table[key] as? [String: Any], var text = entry["NSStringLocalizedFormatKey"] as? String else { continue }
            for (name, variable) in entry.sorted(by: { $0.key < $1.key }) where name != "NSStringLocalizedFormatKey" {
                guard let forms = variable as? [String: Any],
                    let form = ["other", "many", "few", "one", "two", "zero"].lazy.compactMap({ forms[$0] as? String }).first
                else { continue }
                text = text.replacingOccurrences(of: "%#@\(name)@", with: form)
            }
            add(key: key, language: language, text: text)
        }
    }

    /// A `.strings` file in any form Xcode accepts: the old-style `"key" = "value";` list (keys
    /// quoted or not, with comments), an XML or a binary property list, in UTF-8 or UTF-16.
    /// Foundation's property-list reader reads all of them.
    private mutating func readStringsFile(_ path: String) {
        guard let data = FileManager.default.contents(atPath: path) else {
            problems.append("\(path): cannot read the strings file")
            return
        }
        // Old-style text in UTF-16 is read after decoding it; the other forms straight from the bytes.
        let decoded = (String(data: data, encoding: .utf8) ?? String(data: data, encoding: .utf16)).map { Data($0.utf8) }
        let plist =
            (try? PropertyListSerialization.propertyList(from: data, options: [], format: nil))
            ?? decoded.flatMap { try? PropertyListSerialization.propertyList(from: $0, options: [], format: nil) }
        guard let table = plist as? [String: Any] else {
            problems.append("\(path): not a .strings file (expected \"key\" = \"value\"; lines or a property list of strings)")
            return
        }
        let language = Self.language(ofTableAt: path)
        for key in table.keys.sorted() {
            guard let value = table[key] as? String else { continue }
            add(key: key, language: language, text: value)
        }
    }
}
