internal import Foundation

/// The accessors SwiftGen generates for a project's strings (`Localizations.sessionTimeout`,
/// `L10n.Onboarding.title`), mapped to their catalog keys, so code that uses them shows the
/// catalog's text even when the generated file is not committed (it is often made at build time).
///
/// Read from the project's SwiftGen configuration (`swiftgen.yml`): each `strings` output with a
/// `structured-swift5` or `flat-swift5` template, under its `enumName` (SwiftGen's default is `L10n`).
/// The names follow SwiftGen's rules: the structured template splits a key at dots into nested
/// enums, and names are Swift identifiers with their first word lowercased for the last part.
package struct SwiftGenStrings: Sendable {
    /// Catalog keys by accessor path: `Localizations.sessionTimeout` → `SessionTimeout`.
    private(set) var keysByAccessor: [String: String] = [:]
    /// The enum names the configuration generates, for a quick check of a member chain's root.
    private(set) var enumNames: Set<String> = []

    /// No configuration: no accessors.
    init() {}

    /// The accessors of every configuration file among `configFiles` for `catalog`'s keys.
    init(configFiles: [String], catalog: StringCatalog) {
        for path in configFiles.sorted() {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            add(configuration: String(decoding: data, as: UTF8.self), catalog: catalog)
        }
    }

    /// Adds the accessors one configuration's text generates for `catalog`'s keys.
    mutating func add(configuration text: String, catalog: StringCatalog) {
        let document = YAMLValue.parse(text)
        for strings in document["strings"]?.items ?? [] {
            for output in strings["outputs"]?.items ?? [] {
                guard let template = output["templateName"]?.string else { continue }
                let enumName = output["params"]?["enumName"]?.string ?? "L10n"
                let structured: Bool
                switch template {
                case "structured-swift5", "structured-swift4", "structured-swift3": structured = true
                case "flat-swift5", "flat-swift4", "flat-swift3": structured = false
                default: continue
                }
                enumNames.insert(enumName)
                for key in catalog.keys {
                    keysByAccessor[enumName + "." + Self.accessor(for: key, structured: structured)] = key
                }
            }
        }
    }

    /// The catalog key an accessor path names, if any.
    func key(for accessor: String) -> String? {
        keysByAccessor.isEmpty ? nil : keysByAccessor[accessor]
    }

    /// The path SwiftGen generates for `key` below the enum.
    package static func accessor(for key: String, structured: Bool) -> String {
        let parts = structured ? key.split(separator: ".", omittingEmptySubsequences: true).map(String.init) : [key]
        guard let last = parts.last else { return lowerFirstWord(swiftIdentifier(key)) }
        return (parts.dropLast().map(swiftIdentifier) + [lowerFirstWord(swiftIdentifier(last))]).joined(separator: ".")
    }

    /// SwiftGen's `swiftIdentifier:"pretty"`, which its strings templates use: underscores and the characters
    /// that cannot be in an identifier split words, each word gets an uppercase first letter, and a leading
    /// digit gets an underscore.
    static func swiftIdentifier(_ text: String) -> String {
        let words = text.split { !($0.isLetter || $0.isNumber) }
        var identifier = words.map { word in word.prefix(1).uppercased() + word.dropFirst() }.joined()
        if identifier.first?.isNumber == true { identifier = "_" + identifier }
        return identifier
    }

    /// SwiftGen's `lowerFirstWord`: the leading run of capitals lowercased, but for the last one when a
    /// lowercase letter follows it (`URLSession` → `urlSession`, `SessionTimeout` → `sessionTimeout`).
    static func lowerFirstWord(_ text: String) -> String {
        let characters = Array(text)
        let capitals = characters.prefix { $0.isUppercase }.count
        guard capitals > 0 else { return text }
        if capitals == characters.count { return text.lowercased() }
        let lowered = capitals == 1 ? 1 : (characters[capitals].isLetter ? capitals - 1 : capitals)
        return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
    }
}
