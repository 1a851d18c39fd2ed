internal import Foundation

/// The translations of a project's user-visible strings, read from `Localizable.xcstrings` (JSON
/// string catalogs) and `*.lproj/*.strings` files: key → language → text.
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
            }
        }
    }

    /// Every language with at least one translation, sorted.
    public var languages: [String] { Array(Set(translations.values.flatMap(\.keys))).sorted() }

    /// The catalog's source language (`en` unless an `.xcstrings` file says otherwise).
    public private(set) var sourceLanguage = "en"

    /// What `key` shows in the source language: a key like `settings.title` has its English text
    /// in the catalog; a key that is its own English text has none.
    public func sourceText(of key: String) -> String? {
        translations[key]?[sourceLanguage] ?? translations[key]?["Base"]
    }

    /// The longest translation of `key` (over every language, the source language included), or nil.
    public func longestTranslation(of key: String) -> String? {
        translations[key]?.values.max { ($0.count, $1) < ($1.count, $0) }
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
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any], let strings = root["strings"] as? [String: Any] else {
            problems.append("\(path): not a string catalog (expected a JSON object with \"strings\")")
            return
        }
        if let language = root["sourceLanguage"] as? String { sourceLanguage = language }
        for (key, entry) in strings {
            guard let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] else { continue }
            for (language, localization) in localizations {
                guard let unit = (localization as? [String: Any])?["stringUnit"] as? [String: Any],
                      let value = unit["value"] as? String else { continue }
                add(key: key, language: language, text: value)
            }
        }
    }

    private mutating func readStringsFile(_ path: String) {
        guard let data = FileManager.default.contents(atPath: path) else {
            problems.append("\(path): cannot read the strings file")
            return
        }
        let text = String(data: data, encoding: .utf8) ?? String(data: data, encoding: .utf16)
        guard let text else {
            problems.append("\(path): not UTF-8 or UTF-16 text")
            return
        }
        let language = URL(fileURLWithPath: path).deletingLastPathComponent().lastPathComponent
            .replacingOccurrences(of: ".lproj", with: "")
        guard let pairs = StringsFileParser.pairs(in: text) else {
            problems.append("\(path): not a .strings file (expected \"key\" = \"value\"; lines)")
            return
        }
        for (key, value) in pairs { add(key: key, language: language, text: value) }
    }
}

/// Reads the classic `"key" = "value";` format, with comments.
enum StringsFileParser {
    /// The key–value pairs in order, or nil when the text is not in the format.
    static func pairs(in text: String) -> [(String, String)]? {
        var scalars = Array(text.unicodeScalars)[...]
        var result: [(String, String)] = []
        func skipSpaceAndComments() {
            while let first = scalars.first {
                if first.properties.isWhitespace {
                    scalars = scalars.dropFirst()
                } else if scalars.starts(with: "//".unicodeScalars) {
                    while let next = scalars.first, next != "\n" { scalars = scalars.dropFirst() }
                } else if scalars.starts(with: "/*".unicodeScalars) {
                    scalars = scalars.dropFirst(2)
                    while !scalars.isEmpty, !scalars.starts(with: "*/".unicodeScalars) { scalars = scalars.dropFirst() }
                    scalars = scalars.dropFirst(2)
                } else {
                    return
                }
            }
        }
        func quoted() -> String? {
            guard scalars.first == "\"" else { return nil }
            scalars = scalars.dropFirst()
            var value = String.UnicodeScalarView()
            while let next = scalars.first {
                scalars = scalars.dropFirst()
                if next == "\"" { return StringEscapes.unescape(String(value)) }
                value.append(next)
                if next == "\\", let escaped = scalars.first {
                    value.append(escaped)
                    scalars = scalars.dropFirst()
                }
            }
            return nil
        }
        while true {
            skipSpaceAndComments()
            if scalars.isEmpty { return result }
            guard let key = quoted() else { return nil }
            skipSpaceAndComments()
            guard scalars.first == "=" else { return nil }
            scalars = scalars.dropFirst()
            skipSpaceAndComments()
            guard let value = quoted() else { return nil }
            skipSpaceAndComments()
            guard scalars.first == ";" else { return nil }
            scalars = scalars.dropFirst()
            result.append((key, value))
        }
    }
}
